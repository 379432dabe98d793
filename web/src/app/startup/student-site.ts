import type { PublicConfig } from '@portal/contract';
import { STUDENT_MOBILE_MAX_WIDTH } from '../config';

/** What the browser tells about the device: what picks the student site's version. */
export interface DeviceInfo {
  /** window.innerWidth, CSS px. */
  windowWidth: number;
  userAgent: string;
  /** navigator.userAgentData?.mobile (Chromium): true on phones, false on tablets and desktops. */
  uaMobile?: boolean;
  maxTouchPoints: number;
  /** matchMedia('(pointer: coarse)'): the main pointer is a finger. */
  coarsePointer: boolean;
  /** The screen's size in CSS px, either orientation. */
  screenWidth: number;
  screenHeight: number;
}

/** The longest side of a tablet's screen in CSS px (a 12.9" iPad Pro is 1366). */
const TABLET_MAX_SIDE = 1400;

/**
 * A tablet (or a phone that says so less plainly): an iPad (also iPadOS that presents itself as a
 * Mac, known by its touch points), Android without «Mobile» (Android tablets), a UA that names a
 * tablet, or, whatever the UA, a finger as the main pointer on a screen of a tablet's size.
 */
export function isTablet(device: DeviceInfo): boolean {
  const ua = device.userAgent;
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua)) return true;
  if (/Android/i.test(ua) && !/Mobile/i.test(ua)) return true;
  if (/Macintosh/i.test(ua) && device.maxTouchPoints > 1) return true;
  const longSide = Math.max(device.screenWidth, device.screenHeight);
  return device.coarsePointer && device.maxTouchPoints > 0 && longSide > 0 && longSide <= TABLET_MAX_SIDE;
}

/** 002 §2.1: the mobile version for a window narrower than 950 px, a phone or a tablet. */
export function wantsMobileSite(device: DeviceInfo): boolean {
  if (device.windowWidth < STUDENT_MOBILE_MAX_WIDTH) return true;
  if (device.uaMobile === true || /iPhone|iPod|Android.*Mobile|Windows Phone/i.test(device.userAgent)) return true;
  return isTablet(device);
}

/** Where a student account goes (002 §2.1), or null when students stay here (README decision 2). */
export function studentSiteUrl(
  config: Pick<PublicConfig, 'student_site_url' | 'student_site_mobile_url'>,
  device: DeviceInfo,
): string | null {
  if (!config.student_site_url) return null;
  if (config.student_site_mobile_url && wantsMobileSite(device)) return config.student_site_mobile_url;
  return config.student_site_url;
}

/** This browser's DeviceInfo. */
export function currentDevice(): DeviceInfo {
  const nav = window.navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  return {
    windowWidth: window.innerWidth,
    userAgent: nav.userAgent,
    uaMobile: nav.userAgentData?.mobile,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    coarsePointer: typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches,
    screenWidth: window.screen?.width ?? 0,
    screenHeight: window.screen?.height ?? 0,
  };
}
