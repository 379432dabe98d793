import Bowser from 'bowser';
import type { AccountSession } from '@portal/contract';

type Device = AccountSession['device'];
const DEVICES = new Set<string>(['desktop', 'mobile', 'tablet'] satisfies NonNullable<Device>[]);

/** The version people say: Windows by its name (10, 11), macOS by none (its user agents stay at 10.15.7). */
function osVersion(os: { name?: string; version?: string; versionName?: string }): string | undefined {
  if (os.name === 'Windows') return os.versionName;
  if (os.name === 'macOS') return undefined;
  return os.version;
}

const named = (name: string | undefined, version: string | undefined) =>
  name ? (version ? `${name} ${version}` : name) : null;

/**
 * What a session's line in «Настройки» says of the device it was opened on: «Chrome 131» (the
 * major version), «Windows 10», «iOS 18.1», desktop; null for what the user agent does not tell.
 */
export function describeUserAgent(userAgent: string | null): Pick<AccountSession, 'browser' | 'os' | 'device'> {
  if (!userAgent?.trim()) return { browser: null, os: null, device: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  return {
    browser: named(browser.name, browser.version?.split('.')[0]),
    os: named(os.name, osVersion(os)),
    device: platform.type && DEVICES.has(platform.type) ? (platform.type as Device) : null,
  };
}
