import { describe, expect, it } from 'vitest';
import { isTablet, studentSiteUrl, type DeviceInfo } from './student-site';

const config = {
  student_site_url: 'https://s.example',
  student_site_mobile_url: 'https://m.example',
  new_version_url: '',
  allow_support: true,
};

const desktop: DeviceInfo = {
  windowWidth: 1280,
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  uaMobile: false,
  maxTouchPoints: 0,
  coarsePointer: false,
  screenWidth: 1920,
  screenHeight: 1080,
};
const ipadSafari: DeviceInfo = {
  ...desktop,
  windowWidth: 1024,
  // iPadOS 13+ presents itself as a Mac; its touch points give it away.
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) ' +
    'AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  uaMobile: undefined,
  maxTouchPoints: 5,
  coarsePointer: true,
  screenWidth: 1024,
  screenHeight: 1366,
};
const androidTablet: DeviceInfo = {
  ...desktop,
  windowWidth: 1280,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  uaMobile: false,
  maxTouchPoints: 10,
  coarsePointer: true,
  screenWidth: 1280,
  screenHeight: 800,
};
const phone: DeviceInfo = {
  ...desktop,
  windowWidth: 980,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 ' +
    '(KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  uaMobile: true,
  maxTouchPoints: 5,
  coarsePointer: true,
  screenWidth: 412,
  screenHeight: 915,
};
const touchLaptop: DeviceInfo = {
  ...desktop,
  maxTouchPoints: 10,
  coarsePointer: false,
  screenWidth: 1920,
  screenHeight: 1200,
};

describe('studentSiteUrl (002 §2.1)', () => {
  it('keeps students here when no site is set', () => {
    expect(studentSiteUrl({ ...config, student_site_url: '' }, desktop)).toBeNull();
  });

  it('sends narrow windows to the mobile site when there is one', () => {
    expect(studentSiteUrl(config, { ...desktop, windowWidth: 949 })).toBe('https://m.example');
    expect(studentSiteUrl(config, { ...desktop, windowWidth: 950 })).toBe('https://s.example');
    expect(studentSiteUrl({ ...config, student_site_mobile_url: '' }, { ...desktop, windowWidth: 400 })).toBe(
      'https://s.example',
    );
  });

  it('sends tablets and phones to the mobile site however wide their window', () => {
    expect(studentSiteUrl(config, ipadSafari)).toBe('https://m.example');
    expect(studentSiteUrl(config, androidTablet)).toBe('https://m.example');
    expect(studentSiteUrl(config, phone)).toBe('https://m.example');
    expect(
      studentSiteUrl(config, {
        ...desktop,
        userAgent: 'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15',
      }),
    ).toBe('https://m.example');
  });

  it('keeps desktops, touch laptops included, on the full site', () => {
    expect(studentSiteUrl(config, desktop)).toBe('https://s.example');
    expect(studentSiteUrl(config, touchLaptop)).toBe('https://s.example');
    expect(
      isTablet({
        ...desktop,
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
      }),
    ).toBe(false);
  });

  it('takes a finger on a tablet-sized screen as a tablet when the UA says nothing', () => {
    expect(
      isTablet({
        ...desktop,
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
        maxTouchPoints: 10,
        coarsePointer: true,
        screenWidth: 1200,
        screenHeight: 800,
      }),
    ).toBe(true);
  });
});
