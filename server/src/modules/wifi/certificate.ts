import forge from 'node-forge';
import { rsaKeyPair, serialNumber, signCertificate, utf8, type WifiCa } from './ca';
import type { WifiHolder } from './file-parts';

const derOf = (asn1: forge.asn1.Asn1) => Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');

/**
 * The holder's PKCS#12, made at each download: a new RSA key (node:crypto) and a client
 * certificate for their network identity (CN: `user@realm`, see wifiIdentity; their e-mail as the
 * alternative name) until the end of the academic year, signed by the CA (node-forge). No DNS
 * name: the CN with its `@` is then not checked as a host name against the CA's name constraints.
 */
export function pkcs12Maker(ca: WifiCa, network: string, university: string) {
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

  return pkcs12;
}
