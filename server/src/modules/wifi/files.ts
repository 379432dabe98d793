import type { WifiFile, WifiSettings } from '@portal/contract';
import { appleProfile } from './apple-profile';
import type { WifiCa } from './ca';
import { pkcs12Maker } from './certificate';
import { fileSafe, type WifiHolder } from './file-parts';
import { windowsScript } from './windows-script';

export type { WifiHolder } from './file-parts';

export interface WifiDownload {
  name: string;
  type: string;
  content: Buffer;
}

/**
 * The files of the Wi-Fi tool, made for one employee at each download from the university's CA:
 * a new RSA key (node:crypto) and a client certificate for their network identity (CN: their
 * e-mail as `user@realm`, also the alternative name) until the end of the academic year, signed
 * by the CA (node-forge), in a PKCS#12 encrypted with their password; around it an Apple profile
 * and a Windows script.
 *
 * The PKCS#12 is made in certificate.ts, the Apple profile in apple-profile.ts, the Windows script in
 * windows-script.ts.
 */
export function wifiFiles(ca: WifiCa, settings: WifiSettings, university: string) {
  const network = settings.certificate_network;
  const pkcs12 = pkcs12Maker(ca, network, university);
  const setup = { ca, settings, university };

  return {
    async make(file: WifiFile, holder: WifiHolder, now = new Date()): Promise<WifiDownload> {
      const base = `${fileSafe(network)}-${fileSafe(holder.login)}`;
      const p12 = await pkcs12(holder, now);
      switch (file) {
        case 'crtandroid':
          return { name: `${base}.p12`, type: 'application/x-pkcs12', content: p12 };
        case 'profileios':
          return {
            name: `${base}.mobileconfig`,
            type: 'application/x-apple-aspen-config',
            content: appleProfile(setup, holder, p12),
          };
        case 'wininstaller':
          return { name: `${base}.cmd`, type: 'application/octet-stream', content: windowsScript(setup, holder, p12) };
      }
    },
  };
}
