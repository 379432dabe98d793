import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Wi-Fi (002 §2.5 «Wi-Fi», §7, §9): the corporate certificate network (WPA2-Enterprise, EAP-TLS)
 * for employees, whose certificate the portal makes from the university's CA for the current
 * academic year, and the login networks of staff and students. The networks' names and texts are
 * the university's settings (`wifiSettings` in university.ts, served by GET /api/university).
 */

/** The files of GET /api/wifi/file (002 §7): the Windows installer, the Android PKCS#12, the Apple profile. */
export const WIFI_FILES = ['wininstaller', 'crtandroid', 'profileios'] as const;
export type WifiFile = (typeof WIFI_FILES)[number];

export const wifiCredentials = z.object({
  /**
   * The certificate's name (CN) and the identity the network is joined with: a Network Access Identifier
   * `user@realm` (RFC 7542), the corporate e-mail in lower case.
   */
  username: z.string(),
  /** The password of the PKCS#12 (and so of the certificate on Android), the same all academic year. */
  password: z.string(),
  /** The last day the certificate is valid: 31 August of the current academic year (YYYY-MM-DD). */
  valid_until: z.string(),
});
export type WifiCredentials = z.infer<typeof wifiCredentials>;

const tag = 'Wi-Fi';
export const wifiEndpoints = {
  credentials: endpoint({
    name: 'getWifiCredentials',
    inPerson: true,
    method: 'GET',
    path: '/api/wifi',
    tag,
    summary: 'The caller’s Wi-Fi username and certificate password (employee accounts)',
    result: wifiCredentials,
  }),
  /**
   * A file made for the owner of the session `at` (a download link cannot carry a header):
   * `crtandroid` the PKCS#12 of their certificate and key, `profileios` an Apple configuration
   * profile, `wininstaller` a Windows script that installs both and the network.
   */
  file: endpoint({
    name: 'downloadWifiFile',
    inPerson: true,
    method: 'GET',
    path: '/api/wifi/file',
    tag,
    summary: 'A Wi-Fi setup file of the session’s owner (employee accounts); the session token in `at`',
    query: z.object({ name: z.enum(WIFI_FILES), at: z.string().min(1).max(128) }),
    file: 'application/octet-stream',
    tokenInQuery: true,
    // `at` is the caller's session token: the authorization matrix puts each caller's own there.
    example: { query: { name: 'crtandroid', at: 'the-session-token' } },
  }),
};
