import { describe, expect, it } from 'vitest';
import { clickTarget, NOTIFICATION_ICON, notificationOf, readPushPayload, windowToFocus } from './push';

const origin = 'https://lk.example.edu';

describe("the service worker's push message", () => {
  it('shows the payload with the portal icon, its tag and the address to open', () => {
    const payload = { title: 'Новое уведомление', body: 'Пересдача в пятницу', url: '/notifications/5', tag: 'n-5' };
    const { title, options } = notificationOf(readPushPayload(() => payload));
    expect(title).toBe('Новое уведомление');
    expect(options).toMatchObject({ body: 'Пересдача в пятницу', tag: 'n-5', icon: NOTIFICATION_ICON, lang: 'ru' });
    expect(options.data).toEqual({ url: '/notifications/5' });
  });

  it('shows a plain notice for a payload it cannot read (a push must show something)', () => {
    for (const json of [
      () => {
        throw new SyntaxError('not JSON');
      },
      () => null,
      () => ({ body: 'no title' }),
    ]) {
      expect(readPushPayload(json)).toMatchObject({ title: 'Личный кабинет', url: '/' });
    }
  });

  it("opens the payload's path on the portal only", () => {
    expect(clickTarget({ url: '/tickets/3' }, origin)).toBe(`${origin}/tickets/3`);
    expect(clickTarget({ url: 'https://evil.example/phish' }, origin)).toBe(`${origin}/`);
    expect(clickTarget({ url: '//evil.example/x' }, origin)).toBe(`${origin}/`);
    expect(clickTarget(null, origin)).toBe(`${origin}/`);
  });

  it("brings forward the portal's focused window, else any of its windows", () => {
    const other = { url: 'https://mail.example/', focused: true };
    const background = { url: `${origin}/timetable`, focused: false };
    const focused = { url: `${origin}/support`, focused: true };
    expect(windowToFocus([other, background, focused], origin)).toBe(focused);
    expect(windowToFocus([other, background], origin)).toBe(background);
    expect(windowToFocus([other], origin)).toBeUndefined();
  });
});
