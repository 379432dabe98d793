import {
  createHash,
  createPrivateKey,
  generateKeyPair,
  generateKeyPairSync,
  randomBytes,
  sign,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import forge from 'node-forge';
import { writeOnce } from '../../lib/write-once';

/**
 * The CA's texts: the start's refusals when WIFI_DIR holds a CA that cannot be used (an operator's,
 * in Russian as every startup error), and the names of the demo CA, made once for every user.
 */
const s = {
  caHalf: (dir: string, has: string, lacks: string) =>
    `WIFI_DIR: в ${dir} есть ${has}, но нет ${lacks} — положите оба файла ` +
    `удостоверяющего центра или ни одного (тогда будет создан демонстрационный)`,
  caUnreadable: (path: string, why: string) => `WIFI_DIR: не удалось прочитать ${path} — ${why}`,
  caNotRsa: (path: string) => `WIFI_DIR: ключ ${path} не RSA (сертификаты Wi-Fi подписываются ключом RSA)`,
  caMismatch: (dir: string) => `WIFI_DIR: ca.key в ${dir} не подходит к ca.crt`,
  caName: (university: string) => `${university}: Wi-Fi CA`,
  caHint: 'Сертификаты для корпоративной сети Wi-Fi',
};

/** The university's certificate authority the Wi-Fi certificates are made from (WIFI_DIR: ca.crt, ca.key). */
export interface WifiCa {
  cert: forge.pki.Certificate;
  /** Its private key, for node:crypto to sign with. */
  key: KeyObject;
  /** The certificate as DER (the Apple profile's and the Windows script's payload). */
  der: Buffer;
  /** Its SHA-1 thumbprint, bytes in hex separated by spaces (the Windows network profile's TrustedRootCA). */
  thumbprint: string;
}

const CA_YEARS = 10;

/**
 * A name's field as a UTF8String (Russian names). node-forge takes the string type in
 * `valueTagClass`; its types call that field an ASN.1 class.
 */
export const utf8 = (shortName: string, value: string): forge.pki.CertificateField => ({
  shortName,
  value,
  valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class,
});

/** A serial number: 16 random bytes, positive. */
export function serialNumber(): string {
  const bytes = randomBytes(16);
  bytes[0] = bytes[0]! & 0x7f;
  return bytes.toString('hex');
}

const forgePair = (pair: { privateKey: KeyObject; publicKey: KeyObject }) => ({
  privateKey: forge.pki.privateKeyFromPem(
    pair.privateKey.export({ type: 'pkcs1', format: 'pem' }) as string,
  ) as forge.pki.rsa.PrivateKey,
  publicKey: forge.pki.publicKeyFromPem(
    pair.publicKey.export({ type: 'spki', format: 'pem' }) as string,
  ) as forge.pki.rsa.PublicKey,
});

/** A new RSA key by node:crypto (native, off the event loop), as node-forge's pair. */
export async function rsaKeyPair(bits = 2048) {
  return forgePair(await promisify(generateKeyPair)('rsa', { modulusLength: bits }));
}

/**
 * Signs a certificate node-forge has filled in (SHA-256 with RSA) with node:crypto: native and off
 * the event loop, where node-forge's own signing is JavaScript big-number arithmetic.
 */
export async function signCertificate(cert: forge.pki.Certificate, key: KeyObject): Promise<void> {
  const algorithm = forge.pki.oids.sha256WithRSAEncryption!;
  cert.signatureOid = algorithm;
  cert.siginfo.algorithmOid = algorithm;
  // node-forge's function (lib/x509.js), which its types leave out.
  const { getTBSCertificate } = forge.pki as unknown as {
    getTBSCertificate(c: forge.pki.Certificate): forge.asn1.Asn1;
  };
  const tbs = Buffer.from(forge.asn1.toDer(getTBSCertificate(cert)).getBytes(), 'binary');
  cert.signature = (await promisify(sign)('sha256', tbs, key)).toString('binary');
}

/**
 * NameConstraints (RFC 5280 §4.2.1.10) permitting only `dnsName`: the CA cannot vouch for any other
 * server name, so its stolen key cannot pose as a web site to the devices that trust it.
 */
function permittedDnsName(dnsName: string): forge.asn1.Asn1 {
  const { Class, Type, create } = forge.asn1;
  const subtree = create(Class.UNIVERSAL, Type.SEQUENCE, true, [create(Class.CONTEXT_SPECIFIC, 2, false, dnsName)]);
  return create(Class.UNIVERSAL, Type.SEQUENCE, true, [create(Class.CONTEXT_SPECIFIC, 0, true, [subtree])]);
}

/**
 * A demo CA: a self-signed RSA certificate for ten years, named after the university, that can
 * sign only what Wi-Fi needs: certificates for EAP-TLS (client and server authentication) and no
 * server name but the RADIUS server's.
 */
export function makeCa(
  universityName: string,
  radiusServer: string,
  now = new Date(),
): { certPem: string; keyPem: string } {
  const { privateKey, publicKey } = forgePair(generateKeyPairSync('rsa', { modulusLength: 2048 }));
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = serialNumber();
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now.getTime());
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + CA_YEARS);
  const name = [utf8('CN', s.caName(universityName)), utf8('O', universityName), utf8('OU', s.caHint)];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'extKeyUsage', clientAuth: true, serverAuth: true },
    // node-forge names this OID but does not look the name up: the OID is given.
    { id: '2.5.29.30', name: 'nameConstraints', critical: true, value: permittedDnsName(radiusServer) },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(privateKey, forge.md.sha256.create());
  return { certPem: forge.pki.certificateToPem(cert), keyPem: forge.pki.privateKeyToPem(privateKey) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A CA as its two PEM texts. */
export interface CaPems {
  certPem: string;
  keyPem: string;
}

/** Whether a folder holds a CA, or half of one (which `wifiCa` refuses with its reason). */
export const hasCa = (dir: string) => existsSync(join(dir, 'ca.crt')) || existsSync(join(dir, 'ca.key'));

/**
 * The CA of WIFI_DIR: its `ca.crt` and `ca.key` (PEM; the key RSA, unencrypted, readable by the
 * server's user only). A folder with neither gets a demo CA made at start (logged), limited to the
 * RADIUS server's name; a real university puts its own there. A CA found there is used as it is,
 * never made again (docs/operations.md tells how to renew one). Servers starting together on one
 * folder make one CA: the key is written first, the certificate last, each only if absent, and a
 * server that finds the key alone waits for the certificate.
 */
export async function wifiCa(
  dir: string,
  { university, radiusServer }: { university: string; radiusServer: string },
  log: FastifyBaseLogger,
): Promise<WifiCa> {
  const certPath = join(dir, 'ca.crt');
  const keyPath = join(dir, 'ca.key');
  if (!existsSync(certPath) && !existsSync(keyPath)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const made = makeCa(university, radiusServer);
    if (writeOnce(keyPath, made.keyPem, 0o600)) {
      writeOnce(certPath, made.certPem, 0o644);
      log.info(
        { dir },
        'WIFI_DIR had no CA: a demo Wi-Fi CA was made there (a university puts its own ca.crt and ca.key)',
      );
    }
  }
  // Another server may be writing the certificate after its key.
  for (let i = 0; i < 50 && existsSync(keyPath) && !existsSync(certPath); i++) await sleep(100);
  return caOf(folderCa(dir), folderNames(dir));
}

/** The PEMs of a folder's `ca.crt` and `ca.key`; refuses half a CA or a file it cannot read. */
export function folderCa(dir: string): CaPems {
  const certPath = join(dir, 'ca.crt');
  const keyPath = join(dir, 'ca.key');
  if (!existsSync(certPath)) throw new Error(s.caHalf(dir, 'ca.key', 'ca.crt'));
  if (!existsSync(keyPath)) throw new Error(s.caHalf(dir, 'ca.crt', 'ca.key'));
  const read = (path: string) => {
    try {
      return readFileSync(path, 'utf8');
    } catch (err) {
      throw new Error(s.caUnreadable(path, (err as Error).message), { cause: err });
    }
  };
  return { certPem: read(certPath), keyPem: read(keyPath) };
}

/** How the refusals name a CA's certificate, its key and the pair. */
interface CaNames {
  cert: string;
  key: string;
  pair: string;
}
export const folderNames = (dir: string): CaNames => ({
  cert: join(dir, 'ca.crt'),
  key: join(dir, 'ca.key'),
  pair: dir,
});

/** A CA from its PEMs, checked: a certificate, an RSA key, and the key the certificate's. */
export function caOf({ certPem, keyPem }: CaPems, names: CaNames): WifiCa {
  let der: Buffer;
  try {
    der = Buffer.from(new X509Certificate(certPem).raw);
  } catch (err) {
    throw new Error(s.caUnreadable(names.cert, (err as Error).message), { cause: err });
  }
  let keyObject: KeyObject;
  let pkcs1: string;
  try {
    keyObject = createPrivateKey(keyPem);
    if (keyObject.asymmetricKeyType !== 'rsa') throw new Error(s.caNotRsa(names.key));
    pkcs1 = keyObject.export({ type: 'pkcs1', format: 'pem' }) as string;
  } catch (err) {
    if ((err as Error).message === s.caNotRsa(names.key)) throw err;
    throw new Error(s.caUnreadable(names.key, (err as Error).message), { cause: err });
  }
  let cert: forge.pki.Certificate;
  try {
    cert = forge.pki.certificateFromPem(certPem);
  } catch (err) {
    throw new Error(s.caUnreadable(names.cert, (err as Error).message), { cause: err });
  }
  const key = forge.pki.privateKeyFromPem(pkcs1) as forge.pki.rsa.PrivateKey;
  const certKey = cert.publicKey as forge.pki.rsa.PublicKey;
  if (certKey.n.compareTo(key.n) !== 0 || certKey.e.compareTo(key.e) !== 0) throw new Error(s.caMismatch(names.pair));
  const thumbprint = createHash('sha1').update(der).digest('hex').match(/../g)!.join(' ');
  return { cert, key: keyObject, der, thumbprint };
}
