import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

/** What a session's line in «Настройки» says of the device, read from its user agent. */
describe('describeUserAgent', () => {
  const cases: [string, ReturnType<typeof describeUserAgent>][] = [
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome 131', os: 'Windows 10', device: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 ' +
        'YaBrowser/24.12.0.0 Safari/537.36',
      { browser: 'Yandex Browser 24', os: 'Windows 10', device: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 ' +
        'Mobile Safari/537.36',
      { browser: 'Chrome 131', os: 'Android 14', device: 'mobile' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 ' +
        'Mobile/15E148 Safari/604.1',
      { browser: 'Safari 17', os: 'iOS 17.5', device: 'tablet' },
    ],
    // macOS's user agents stay at 10.15.7 whatever the version: none is said.
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 ' +
        'Safari/605.1.15',
      { browser: 'Safari 18', os: 'macOS', device: 'desktop' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      { browser: 'Firefox 133', os: 'Linux', device: 'desktop' },
    ],
    ['curl/8.5.0', { browser: null, os: null, device: null }],
    ['', { browser: null, os: null, device: null }],
    ['   ', { browser: null, os: null, device: null }],
  ];
  for (const [userAgent, expected] of cases) {
    it(`reads «${userAgent.slice(0, 60)}»`, () => expect(describeUserAgent(userAgent)).toEqual(expected));
  }

  it('says nothing of a session without one', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, device: null });
  });
});
