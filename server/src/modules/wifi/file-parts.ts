import type { WifiSettings } from '@portal/contract';
import type { AcademicYear } from './academic-year';
import type { WifiCa } from './ca';

/** Whose file it is: their network identity, the password of their PKCS#12, the academic year. */
export interface WifiHolder {
  /** The network identity and the certificate's CN: `login@realm`, the corporate e-mail (service.ts wifiIdentity). */
  username: string;
  /** The e-mail's part before `@`: the files' names. */
  login: string;
  email: string;
  password: string;
  year: AcademicYear;
}

/** What every file is made from: the university's CA, the Wi-Fi settings, the university's name. */
export interface WifiSetup {
  ca: WifiCa;
  settings: WifiSettings;
  university: string;
}

/** EAP-TLS, the method every payload names (RFC 5216). */
export const EAP_TLS = 13;

/** A name part of a downloaded file: Latin letters, digits, dots, dashes. */
export const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '') || 'wifi';
export const lastDayShown = (day: string) => day.split('-').reverse().join('.');
