/** The `i`-th item of `list` taken in turn. */
export const pick = <T>(list: T[], i: number) => list[i % list.length]!;

/** The date `days` days ago as the portal's date filters take it: dd.mm.yyyy. */
export const dateDaysAgo = (days: number) => {
  const d = new Date(Date.now() - days * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;
};
