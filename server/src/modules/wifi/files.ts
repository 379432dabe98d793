import { randomUUID } from 'node:crypto';
import forge from 'node-forge';
import { build as buildPlist, type PlistValue } from 'plist';
import type { WifiFile, WifiSettings } from '@portal/contract';
import type { AcademicYear } from './academic-year';
import { rsaKeyPair, serialNumber, signCertificate, utf8, type WifiCa } from './ca';
import { t } from '../../i18n';

/** Whose file it is: their network identity, the password of their PKCS#12, the academic year. */
export interface WifiHolder {
  username: string;
  email: string;
  password: string;
  year: AcademicYear;
}

export interface WifiDownload {
  name: string;
  type: string;
  content: Buffer;
}

/** EAP-TLS, the method every payload names (RFC 5216). */
const EAP_TLS = 13;

const derOf = (asn1: forge.asn1.Asn1) => Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
const xml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
/** A PowerShell single-quoted string. */
const ps = (text: string) => `'${text.replace(/'/g, "''")}'`;
/** A name part of a downloaded file: Latin letters, digits, dots, dashes. */
const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '') || 'wifi';
const lastDayShown = (day: string) => day.split('-').reverse().join('.');

/**
 * The files of the Wi-Fi tool, made for one employee at each download from the university's CA:
 * a new RSA key (node:crypto) and a client certificate for their username (CN; their e-mail as
 * the alternative name) until the end of the academic year, signed by the CA (node-forge), in a
 * PKCS#12 encrypted with their password; around it an Apple profile and a Windows script.
 */
export function wifiFiles(ca: WifiCa, settings: WifiSettings, university: string) {
  const network = settings.certificate_network;
  const caKeyId = ca.cert.generateSubjectKeyIdentifier().getBytes();
  // The CA's name as the issuer, byte for byte: node-forge reads a UTF8String as its bytes and
  // would encode them again when writing it.
  const issuer = ca.cert.subject.attributes.map((a) => ({
    ...a,
    value: a.valueTagClass === (forge.asn1.Type.UTF8 as unknown) ? forge.util.decodeUtf8(a.value as string) : a.value,
  }));

  async function certificate(holder: WifiHolder, now: Date) {
    const { privateKey, publicKey } = await rsaKeyPair();
    const cert = forge.pki.createCertificate();
    cert.publicKey = publicKey;
    cert.serialNumber = serialNumber();
    // A few minutes back: a device whose clock is a little behind still takes it.
    cert.validity.notBefore = new Date(now.getTime() - 5 * 60_000);
    cert.validity.notAfter = holder.year.end < ca.cert.validity.notAfter ? holder.year.end : ca.cert.validity.notAfter;
    cert.setSubject([utf8('CN', holder.username), utf8('O', university)]);
    cert.setIssuer(issuer);
    cert.setExtensions([
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', clientAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 1, value: holder.email }] },
      { name: 'subjectKeyIdentifier' },
      { name: 'authorityKeyIdentifier', keyIdentifier: caKeyId },
    ]);
    await signCertificate(cert, ca.key);
    return { cert, privateKey };
  }

  /**
   * The PKCS#12: the key, the certificate and the CA's, 3DES and a SHA-1 MAC, which every Android, Apple and Windows
   * opens.
   */
  async function pkcs12(holder: WifiHolder, now: Date): Promise<Buffer> {
    const { cert, privateKey } = await certificate(holder, now);
    const asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert, ca.cert], holder.password, {
      algorithm: '3des',
      friendlyName: `${network} ${holder.username}`,
      generateLocalKeyId: true,
    });
    return derOf(asn1);
  }

  /**
   * An Apple configuration profile: the CA, the PKCS#12 (with its password) and the network by EAP-TLS, checking the
   * server's name.
   */
  function appleProfile(holder: WifiHolder, p12: Buffer): Buffer {
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
          PayloadCertificateFileName: `${fileSafe(holder.username)}.p12`,
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

  /**
   * The Windows network profile: WPA2-Enterprise, EAP-TLS with the user's certificate, the server checked by name and
   * by the CA.
   */
  function wlanProfile(): string {
    const name = xml(network);
    return (
      `<?xml version="1.0"?>
<WLANProfile xmlns="http://www.microsoft.com/networking/WLAN/profile/v1">
  <name>${name}</name>
  <SSIDConfig><SSID><name>${name}</name></SSID><nonBroadcast>false</nonBroadcast></SSIDConfig>
  <connectionType>ESS</connectionType>
  <connectionMode>auto</connectionMode>
  <MSM>
    <security>
      <authEncryption><authentication>WPA2</authentication><encryption>AES</encryption><useOneX>true</useOneX>` +
      `</authEncryption>
      <OneX xmlns="http://www.microsoft.com/networking/OneX/v1">
        <authMode>user</authMode>
        <EAPConfig>
          <EapHostConfig xmlns="http://www.microsoft.com/provisioning/EapHostConfig">
            <EapMethod>
              <Type xmlns="http://www.microsoft.com/provisioning/EapCommon">${EAP_TLS}</Type>
              <VendorId xmlns="http://www.microsoft.com/provisioning/EapCommon">0</VendorId>
              <VendorType xmlns="http://www.microsoft.com/provisioning/EapCommon">0</VendorType>
              <AuthorId xmlns="http://www.microsoft.com/provisioning/EapCommon">0</AuthorId>
            </EapMethod>
            <Config xmlns="http://www.microsoft.com/provisioning/EapHostConfig">
              <Eap xmlns="http://www.microsoft.com/provisioning/BaseEapConnectionPropertiesV1">
                <Type>${EAP_TLS}</Type>
                <EapType xmlns="http://www.microsoft.com/provisioning/EapTlsConnectionPropertiesV1">
                  <CredentialsSource><CertificateStore><SimpleCertSelection>true</SimpleCertSelection>` +
      `</CertificateStore></CredentialsSource>
                  <ServerValidation>
                    <DisableUserPromptForServerValidation>false</DisableUserPromptForServerValidation>
                    <ServerNames>${xml(settings.radius_server)}</ServerNames>
                    <TrustedRootCA>${ca.thumbprint}</TrustedRootCA>
                  </ServerValidation>
                  <DifferentUsername>false</DifferentUsername>
                  <PerformServerValidation ` +
      `xmlns="http://www.microsoft.com/provisioning/EapTlsConnectionPropertiesV2">true</PerformServerValidation>
                  <AcceptServerName xmlns="http://www.microsoft.com/provisioning/EapTlsConnectionPropertiesV2">` +
      `true</AcceptServerName>
                </EapType>
              </Eap>
            </Config>
          </EapHostConfig>
        </EAPConfig>
      </OneX>
    </security>
  </MSM>
</WLANProfile>`
    );
  }

  /**
   * The Windows installer: a .cmd a double click runs, which hands itself to Windows PowerShell
   * (the `<# : … #>` lines are the batch part; PowerShell reads them as a comment and reads the
   * file as UTF-8, so its messages come out right in any language). It imports the CA into the user's
   * trusted roots and the PKCS#12 into the user's personal store, and adds the network's profile
   * (netsh wlan, for the current user): no administrator rights needed.
   */
  function windowsScript(holder: WifiHolder, p12: Buffer): Buffer {
    const help = [settings.help.name, settings.help.address, settings.help.phone, settings.help.email]
      .filter(Boolean)
      .join(', ');
    const lines = [
      '<# :',
      '@echo off',
      'setlocal',
      'set "WIFI_SETUP_SCRIPT=%~f0"',
      'powershell -NoProfile -ExecutionPolicy Bypass -Command "iex ([IO.File]::ReadAllText($env:WIFI_SETUP_SCRIPT))"',
      'exit /b',
      '#>',
      `# ${t('wifi:script.title', { network, university })}`,
      `# ${t('wifi:script.madeFor', { username: holder.username, lastDay: lastDayShown(holder.year.lastDay) })}`,
      "$ErrorActionPreference = 'Stop'",
      `Write-Host ${ps(t('wifi:script.title', { network, university }))}`,
      `Write-Host ` +
        `${ps(t('wifi:script.madeFor', { username: holder.username, lastDay: lastDayShown(holder.year.lastDay) }))}`,
      "Write-Host ''",
      "$dir = Join-Path $env:TEMP ('wifi-' + [guid]::NewGuid().ToString('N'))",
      'New-Item -ItemType Directory -Path $dir | Out-Null',
      'try {',
      `  Write-Host ${ps(t('wifi:script.step1'))}`,
      "  $ca = Join-Path $dir 'ca.crt'",
      `  [IO.File]::WriteAllBytes($ca, [Convert]::FromBase64String('${ca.der.toString('base64')}'))`,
      "  Import-Certificate -FilePath $ca -CertStoreLocation 'Cert:\\CurrentUser\\Root' | Out-Null",
      `  Write-Host ${ps(t('wifi:script.step2'))}`,
      "  $p12 = Join-Path $dir 'user.p12'",
      `  [IO.File]::WriteAllBytes($p12, [Convert]::FromBase64String('${p12.toString('base64')}'))`,
      `  $password = ConvertTo-SecureString -String ${ps(holder.password)} -AsPlainText -Force`,
      '  Import-PfxCertificate -FilePath $p12 -CertStoreLocation ' +
        "'Cert:\\CurrentUser\\My' -Password $password | Out-Null",
      `  Write-Host ${ps(t('wifi:script.step3', { network }))}`,
      "  $wlan = Join-Path $dir 'wlan.xml'",
      `  [IO.File]::WriteAllText($wlan, ${ps(wlanProfile())})`,
      '  $out = netsh wlan add profile filename="$wlan" user=current',
      "  if ($LASTEXITCODE -ne 0) { throw ($out -join ' ') }",
      "  Write-Host ''",
      `  Write-Host ${ps(t('wifi:script.done', { network }))} -ForegroundColor Green`,
      '} catch {',
      "  Write-Host ''",
      `  Write-Host (${ps(t('wifi:script.failed'))} + ' ' + $_.Exception.Message) -ForegroundColor Red`,
      `  Write-Host ${ps(t('wifi:script.help', { where: help }))}`,
      '} finally {',
      '  Remove-Item -LiteralPath $dir -Recurse -Force -ErrorAction SilentlyContinue',
      '}',
      `Read-Host ${ps(t('wifi:script.close'))} | Out-Null`,
      '',
    ];
    // Batch files want CRLF line ends.
    return Buffer.from(lines.join('\r\n').replace(/\r?\n/g, '\r\n'), 'utf8');
  }

  return {
    async make(file: WifiFile, holder: WifiHolder, now = new Date()): Promise<WifiDownload> {
      const base = `${fileSafe(network)}-${fileSafe(holder.username)}`;
      const p12 = await pkcs12(holder, now);
      switch (file) {
        case 'crtandroid':
          return { name: `${base}.p12`, type: 'application/x-pkcs12', content: p12 };
        case 'profileios':
          return {
            name: `${base}.mobileconfig`,
            type: 'application/x-apple-aspen-config',
            content: appleProfile(holder, p12),
          };
        case 'wininstaller':
          return { name: `${base}.cmd`, type: 'application/octet-stream', content: windowsScript(holder, p12) };
      }
    },
  };
}
