import { describe, expect, it } from 'vitest';
import { shownTimeFormat } from './shown-time';

/** What Intl writes for the instant: the screens' format, the reference. */
function byIntl(timeZone: string, d: Date): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('ru-RU', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

describe('shownTimeFormat', () => {
  it('writes the university zone’s day and minute', () => {
    expect(shownTimeFormat('Europe/Moscow')(new Date('2026-11-28T21:05:59Z'))).toBe('29.11.2026 00:05');
    expect(shownTimeFormat('Asia/Kolkata')(new Date('2026-01-01T00:00:00Z'))).toBe('01.01.2026 05:30');
  });

  it('agrees with Intl minute by minute across daylight-saving changes and in odd offsets', () => {
    const cases: [string, string][] = [
      ['Europe/Berlin', '2026-03-29T00:00:00Z'], // 02:00 → 03:00
      ['Europe/Berlin', '2026-10-25T00:00:00Z'], // 03:00 → 02:00
      ['America/St_Johns', '2026-03-08T04:00:00Z'], // −3:30 → −2:30
      ['Australia/Lord_Howe', '2026-04-04T14:00:00Z'], // +11 → +10:30
      ['Asia/Kathmandu', '2026-06-01T00:00:00Z'], // +5:45
      ['Europe/Moscow', '2011-03-26T22:00:00Z'], // +3 → +4 for good
    ];
    for (const [zone, from] of cases) {
      const shown = shownTimeFormat(zone);
      const start = Date.parse(from);
      for (let minute = 0; minute < 6 * 60; minute += 7) {
        const d = new Date(start + minute * 60_000 + 42_000);
        expect(shown(d), `${zone} ${d.toISOString()}`).toBe(byIntl(zone, d));
      }
    }
  });
});
