import { generateKeyPair as generateKeyPairCallback, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const generateKeyPair = promisify(generateKeyPairCallback);

/** RSA 2048, as DocuSeal's and Documenso's generated seals: one signature per sealed PDF stays a few milliseconds. */
const KEY_BITS = 2048;
const VALID_YEARS = 20;

/** Where the generated seal is kept: beside the database, like the session secret and the data key (backups carry it). */
export function companySealFile(databasePath: string): string {
  return path.join(path.dirname(databasePath), 'signing-seal.pem');
}

/**
 * A new RSA key (PKCS#8) and its self-signed X.509 certificate (SHA-256, `CN` and `O` the company),
 * as one PEM text. The key pair is made by Node's crypto off the main thread; node-forge only writes
 * the certificate, and is loaded only here.
 */
export async function makeCompanySealPem(commonName: string, now = new Date()): Promise<string> {
  const { privateKey, publicKey } = await generateKeyPair('rsa', {
    modulusLength: KEY_BITS,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const { default: forge } = await import('node-forge');
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive serial (leading byte below 0x80) of 128 random bits.
  cert.serialNumber = `01${randomBytes(16).toString('hex')}`;
  cert.validity.notBefore = now;
  cert.validity.notAfter = new Date(now);
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + VALID_YEARS);
  // forge writes a UTF8String's value as UTF-8 itself.
  const name = commonName.trim() || 'Student Leasing';
  const subject = [
    { name: 'commonName', value: name, valueTagClass: forge.asn1.Type.UTF8 },
    { name: 'organizationName', value: name, valueTagClass: forge.asn1.Type.UTF8 },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return privateKey + forge.pki.certificateToPem(cert);
}

const isCode = (err: unknown, code: string) => (err as { code?: unknown } | null)?.code === code;

/** The file's text, or null when there is none. */
async function readIfThere(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if (isCode(err, 'ENOENT')) return null;
    throw err;
  }
}

/**
 * The install's seal (PEM: key and certificate) from `file`, made there first when there is none.
 * It is written owner-only under a temporary name and linked into place, which fails when the file
 * exists: of two processes starting at once on a shared folder, both use the one linked first, and
 * no reader ever sees half a file. Answers the PEM and whether this call made it.
 */
export async function ensureCompanySeal(file: string, commonName: string): Promise<{ pem: string; made: boolean }> {
  const kept = await readIfThere(file);
  if (kept) return { pem: kept, made: false };
  const pem = await makeCompanySealPem(commonName);
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, pem, { mode: 0o600, flag: 'wx' });
  let made = true;
  try {
    await link(temporary, file);
  } catch (err) {
    if (!isCode(err, 'EEXIST')) throw err;
    made = false;
  } finally {
    await unlink(temporary);
  }
  return { pem: made ? pem : (await readFile(file, 'utf8')), made };
}
