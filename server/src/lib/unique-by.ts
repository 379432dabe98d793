/** One item per key: the last of its key, in the place of the first. */
export const uniqueBy = <T, K>(items: readonly T[], key: (item: T) => K) => [
  ...new Map(items.map((i) => [key(i), i])).values(),
];
