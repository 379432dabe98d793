import { t } from '../../i18n';
import type { WifiCa } from './ca';
import { EAP_TLS, lastDayShown, type WifiHolder, type WifiSetup } from './file-parts';

const xml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
/** A PowerShell single-quoted string. */
const ps = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The Windows network profile: WPA2-Enterprise, EAP-TLS with the user's certificate, the server checked by name and
 * by the CA.
 */
function wlanProfile(ca: WifiCa, network: string, radiusServer: string): string {
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
                    <ServerNames>${xml(radiusServer)}</ServerNames>
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
export function windowsScript({ ca, settings, university }: WifiSetup, holder: WifiHolder, p12: Buffer): Buffer {
  const network = settings.certificate_network;
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
    `  [IO.File]::WriteAllText($wlan, ${ps(wlanProfile(ca, network, settings.radius_server))})`,
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
