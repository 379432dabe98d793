import { createHmac } from 'node:crypto';
import type { WifiCredentials, WifiFile, WifiSettings } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { unauthenticated } from '../../lib/http-error';
import { academicYear, type AcademicYear } from './academic-year';
import type { WifiCa } from './ca';
import { wifiFiles, type WifiDownload } from './files';
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

/** The network identity: the login part of the corporate e-mail (the portal's sign-in). */
export function wifiUsername(email: string): string {
  const at = email.lastIndexOf('@');
  return (at > 0 ? email.slice(0, at) : email).trim().toLowerCase();
}

export interface WifiServiceOptions {
  ca: WifiCa;
  secret: string;
  settings: WifiSettings;
  university: string;
  timeZone: string;
}

export function wifiService(db: DbOrTx, { ca, secret, settings, university, timeZone }: WifiServiceOptions) {
  const files = wifiFiles(ca, settings, university);
  const repo = wifiRepository(db);

  async function holder(userId: number, year: AcademicYear) {
    const email = await repo.emailOf(userId);
    // The session's user is gone (removed since): as a session that no longer exists.
    if (email === null) throw unauthenticated();
    return { username: wifiUsername(email), email, password: wifiPassword(secret, userId, year.start), year };
  }

  return {
    /** GET /api/wifi: the caller's username, certificate password and its last day. */
    async credentials(userId: number, now = new Date()): Promise<WifiCredentials> {
      const h = await holder(userId, academicYear(timeZone, now));
      return { username: h.username, password: h.password, valid_until: h.year.lastDay };
    },
    /** GET /api/wifi/file: the file made for the owner of the session. */
    async file(userId: number, file: WifiFile, now = new Date()): Promise<WifiDownload> {
      return files.make(file, await holder(userId, academicYear(timeZone, now)), now);
    },
  };
}
