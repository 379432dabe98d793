/** A quarter of an hour: every time zone's offset changes on such a boundary (UTC). */
const QUARTER = 15 * 60_000;
/** Quarters remembered per zone: a few months of one's; cleared when full (at most ~200 KB). */
const MAX_QUARTERS = 4096;

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * `DD.MM.YYYY HH:mm` in the university's time zone, as the screens show dates (000 §3). A list
 * shows dozens of times: the zone's offset is asked of Intl once per quarter of an hour it
 * falls in (formatToParts costs some 20 µs, a list of 50 would spend a millisecond on it), and
 * the time is written from the shifted instant's UTC fields.
 */
export function shownTimeFormat(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const offsets = new Map<number, number>();
  const offsetAt = (quarter: number): number => {
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      const at = quarter * QUARTER;
      const p: Record<string, number> = {};
      for (const { type, value } of format.formatToParts(at)) p[type] = Number(value);
      offset = Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute) - at;
      if (offsets.size >= MAX_QUARTERS) offsets.clear();
      offsets.set(quarter, offset);
    }
    return offset;
  };
  return (d: Date) => {
    const time = d.getTime();
    const local = new Date(time + offsetAt(Math.floor(time / QUARTER)));
    return (
      `${two(local.getUTCDate())}.${two(local.getUTCMonth() + 1)}.${local.getUTCFullYear()} ` +
      `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`
    );
  };
}
