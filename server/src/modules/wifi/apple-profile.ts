import { randomUUID } from 'node:crypto';
import { build as buildPlist, type PlistValue } from 'plist';
import { t } from '../../i18n';
import { EAP_TLS, fileSafe, lastDayShown, type WifiHolder, type WifiSetup } from './file-parts';

/**
 * An Apple configuration profile: the CA, the PKCS#12 (with its password) and the network by EAP-TLS, checking the
 * server's name.
 */
export function appleProfile({ ca, settings, university }: WifiSetup, holder: WifiHolder, p12: Buffer): Buffer {
  const network = settings.certificate_network;
  const ids = {
    root: randomUUID().toUpperCase(),
    ca: randomUUID().toUpperCase(),
    identity: randomUUID().toUpperCase(),
    wifi: randomUUID().toUpperCase(),
  };
  const prefix =
    `${settings.radius_server.split('.').slice(1).reverse().join('.') || 'portal'}.wifi.` + `${fileSafe(network)}`;
  const lastDay = lastDayShown(holder.year.lastDay);
  const profile: PlistValue = {
    PayloadType: 'Configuration',
    PayloadVersion: 1,
    PayloadIdentifier: prefix,
    PayloadUUID: ids.root,
    PayloadDisplayName: t('wifi:profile.name', { network }),
    PayloadDescription: t('wifi:profile.description', { network, username: holder.username, lastDay }),
    PayloadOrganization: university,
    PayloadRemovalDisallowed: false,
    PayloadContent: [
      {
        PayloadType: 'com.apple.security.root',
        PayloadVersion: 1,
        PayloadIdentifier: `${prefix}.ca`,
        PayloadUUID: ids.ca,
        PayloadDisplayName: t('wifi:profile.ca'),
        PayloadCertificateFileName: 'ca.crt',
        PayloadContent: ca.der,
      },
      {
        PayloadType: 'com.apple.security.pkcs12',
        PayloadVersion: 1,
        PayloadIdentifier: `${prefix}.identity`,
        PayloadUUID: ids.identity,
        PayloadDisplayName: t('wifi:profile.identity', { username: holder.username }),
        PayloadCertificateFileName: `${fileSafe(holder.login)}.p12`,
        Password: holder.password,
        PayloadContent: p12,
      },
      {
        PayloadType: 'com.apple.wifi.managed',
        PayloadVersion: 1,
        PayloadIdentifier: `${prefix}.network`,
        PayloadUUID: ids.wifi,
        PayloadDisplayName: t('wifi:profile.network', { network }),
        SSID_STR: network,
        HIDDEN_NETWORK: false,
        AutoJoin: true,
        EncryptionType: 'WPA2',
        PayloadCertificateUUID: ids.identity,
        EAPClientConfiguration: {
          AcceptEAPTypes: [EAP_TLS],
          UserName: holder.username,
          TLSTrustedServerNames: [settings.radius_server],
          PayloadCertificateAnchorUUID: [ids.ca],
        },
      },
    ],
  };
  return Buffer.from(buildPlist(profile), 'utf8');
}
