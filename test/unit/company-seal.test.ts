import { X509Certificate, createPrivateKey } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { companySealFile, ensureCompanySeal } from '../../server/security/company-seal';
import { sealCredentials } from '../../server/documents/signing/seal-credentials';

const folder = mkdtempSync(path.join(tmpdir(), 'company-seal-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the company seal', () => {
  it('is made once beside the database, owner-only: an RSA key and its self-signed certificate named for the company; two starts at once use one', async () => {
    const file = companySealFile(path.join(folder, 'app.db'));
    expect(file).toBe(path.join(folder, 'signing-seal.pem'));
    const [a, b] = await Promise.all([ensureCompanySeal(file, 'Campus Édge Living'), ensureCompanySeal(file, 'Campus Édge Living')]);
    expect(a.pem).toBe(b.pem);
    expect([a.made, b.made].sort()).toEqual([false, true]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(folder)).toEqual(['signing-seal.pem']);

    const certificate = new X509Certificate(a.pem);
    expect(certificate.subject).toBe('CN=Campus Édge Living\nO=Campus Édge Living');
    expect(certificate.issuer).toBe(certificate.subject);
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(certificate.checkPrivateKey(createPrivateKey(a.pem))).toBe(true);
    expect(certificate.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(new Date(certificate.validTo).getUTCFullYear()).toBeGreaterThanOrEqual(new Date().getUTCFullYear() + 19);

    // A later start reads it and makes none.
    expect(await ensureCompanySeal(file, 'Campus Edge Living')).toEqual({ pem: a.pem, made: false });
  });

  it('seals with the operator’s PKCS#12 when SIGNING_P12_PATH is set, and else with the generated one as a PKCS#12', async () => {
    const operator = await sealCredentials({ p12Path: path.join(folder, 'signing-seal.pem'), password: 'x', generatedFile: '/nonexistent/seal.pem' }, 'Campus Edge Living');
    expect(operator.password).toBe('x');
    const generated = await sealCredentials({ generatedFile: path.join(folder, 'signing-seal.pem') }, 'Campus Edge Living');
    // DER of a PKCS#12 PFX: a SEQUENCE whose first element is version 3.
    expect(generated.p12[0]).toBe(0x30);
    expect(generated.password.length).toBeGreaterThanOrEqual(24);
    expect(await sealCredentials({ generatedFile: path.join(folder, 'signing-seal.pem') }, 'x')).toBe(generated);
  });
});
