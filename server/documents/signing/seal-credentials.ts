import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ensureCompanySeal } from '../../security/company-seal';

/** Which certificate seals the final PDFs: the operator's PKCS#12 (SIGNING_P12_PATH), else the one generated beside the database. */
export type SealSettings = { p12Path?: string; password?: string; generatedFile: string };
/** A PKCS#12 and its password, as P12Signer takes them. */
export type SealCredentials = { p12: Buffer; password: string };

/** The generated seal as a PKCS#12, made once per process for each PEM (a random password that lives in memory only). */
const bundles = new Map<string, Promise<SealCredentials>>();

/** One PEM block of the text ('PRIVATE KEY', 'CERTIFICATE'): forge reads only a text's first. */
function pemBlock(pem: string, label: string): string {
  const block = new RegExp(`-----BEGIN ${label}-----[\\s\\S]+?-----END ${label}-----`).exec(pem);
  if (!block) throw new Error(`The seal file holds no ${label}.`);
  return block[0];
}

async function p12Of(pem: string): Promise<SealCredentials> {
  const { default: forge } = await import('node-forge');
  const password = randomBytes(24).toString('base64url');
  const key = forge.pki.privateKeyFromPem(pemBlock(pem, 'PRIVATE KEY'));
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [forge.pki.certificateFromPem(pemBlock(pem, 'CERTIFICATE'))], password, { algorithm: 'aes256' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), password };
}

/**
 * The credentials to seal with: the operator's file and password, or the install's generated seal
 * (made now, named for `companyName`, when the start did not make it, e.g. in tests).
 */
export async function sealCredentials(settings: SealSettings, companyName: string): Promise<SealCredentials> {
  if (settings.p12Path) return { p12: await readFile(settings.p12Path), password: settings.password ?? '' };
  const { pem } = await ensureCompanySeal(settings.generatedFile, companyName);
  let bundle = bundles.get(pem);
  if (!bundle) {
    bundle = p12Of(pem);
    bundles.set(pem, bundle);
    bundle.catch(() => bundles.delete(pem));
  }
  return bundle;
}
