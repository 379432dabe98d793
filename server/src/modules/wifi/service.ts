import { createHmac } from 'node:crypto';
import type { WifiCredentials, WifiFile, WifiSettings } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { unauthenticated } from '../../lib/http-error';
import { academicYear, type AcademicYear } from './academic-year';
import type { WifiCa } from './ca';
import type { WifiDownload, wifiFiles } from './files';
import { wifiRepository } from './repository';

/** The password's letters: no 0/o, 1/l/i, which are mistaken for each other when typed from a screen. */
const PASSWORD_LETTERS = 'abcdefghjkmnpqrstuvwxyz23456789';
const PASSWORD_LENGTH = 12;

/**
 * An employee's Wi-Fi password for an academic year: derived, never stored, from an HMAC of their
 * user id and the year with the server's secret, as 12 letters and digits (about 59 bits). The
 * same all year on every server that shares the secret; a new one each September.
 */
export function wifiPassword(secret: string, userId: number, yearStart: number): string {
  let out = '';
  for (let round = 0; out.length < PASSWORD_LENGTH; round++) {
    const bytes = createHmac('sha256', secret).update(`wifi-password:${userId}:${yearStart}:${round}`).digest();
    for (const byte of bytes) {
      // Only bytes below a multiple of the alphabet's size: every letter equally likely.
      if (byte < 248 && out.length < PASSWORD_LENGTH) out += PASSWORD_LETTERS[byte % PASSWORD_LETTERS.length];
    }
  }
  return out;
}

/** The login: the corporate e-mail's part before its `@` (the files' names). */
export function wifiLogin(email: string): string {
  const at = email.lastIndexOf('@');
  return (at > 0 ? email.slice(0, at) : email).trim().toLowerCase();
}

/**
 * The network identity and the client certificate's CN: a Network Access Identifier `user@realm` (RFC 7542, as
 * eduroam's), the corporate e-mail (the portal's sign-in) in lower case; an e-mail without a domain takes the
 * RADIUS server's (`radius.university.ru` → `university.ru`). With its `@` it never looks like a host name, which
 * OpenSSL (and so FreeRADIUS) would check against the CA's name constraints and refuse (docs/decisions.md).
 */
export function wifiIdentity(email: string, radiusServer: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at > 0 && at < address.length - 1) return address;
  const realm = radiusServer.toLowerCase().split('.').slice(1).join('.') || radiusServer.toLowerCase();
  return `${wifiLogin(address) || 'user'}@${realm}`;
}

/** The university's Wi-Fi settings and name as they are now (they change on «Настройки университета»). */
export interface WifiNow {
  wifi: WifiSettings;
  university: string;
  /** The settings' version: the files' makers are made anew when it changes. */
  version: number;
}

export interface WifiServiceOptions {
  ca: WifiCa;
  secret: string;
  settings: () => Promise<WifiNow>;
  timeZone: string;
}

export function wifiService(db: DbOrTx, { ca, secret, settings, timeZone }: WifiServiceOptions) {
  // The files' makers (the PKCS#12's, the Apple profile's with plist) are loaded at the first download.
  let files: { version: number; makers: Promise<ReturnType<typeof wifiFiles>> } | undefined;
  const makers = (now: WifiNow) => {
    if (files?.version !== now.version)
      files = {
        version: now.version,
        makers: import('./files').then((m) => m.wifiFiles(ca, now.wifi, now.university)),
      };
    return files.makers;
  };
  const repo = wifiRepository(db);

  async function holder(userId: number, year: AcademicYear, now: WifiNow) {
    const email = await repo.emailOf(userId);
    // The session's user is gone (removed since): as a session that no longer exists.
    if (email === null) throw unauthenticated();
    return {
      username: wifiIdentity(email, now.wifi.radius_server),
      login: wifiLogin(email),
      email,
      password: wifiPassword(secret, userId, year.start),
      year,
    };
  }

  return {
    /** GET /api/wifi: the caller's network identity (`username`), certificate password and its last day. */
    async credentials(userId: number, now = new Date()): Promise<WifiCredentials> {
      const h = await holder(userId, academicYear(timeZone, now), await settings());
      return { username: h.username, password: h.password, valid_until: h.year.lastDay };
    },
    /** GET /api/wifi/file: the file made for the owner of the session. */
    async file(userId: number, file: WifiFile, now = new Date()): Promise<WifiDownload> {
      const current = await settings();
      const made = await makers(current);
      return made.make(file, await holder(userId, academicYear(timeZone, now), current), now);
    },
  };
}
