import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { PDFDocument } from '@cantoo/pdf-lib';
import forge from 'node-forge';
import { document as doc, paragraph as p, signatureTag as tag, text } from '../../shared/documents/build';
import { renderPdf } from '../../server/documents/pdf/render-pdf';
import { sealPdf } from '../../server/documents/signing/seal-pdf';
import { stampPdf } from '../../server/documents/signing/stamp-pdf';
import { popplerTools } from './poppler';

const tools = popplerTools('seal-pdf-');
const INFO = { reason: 'Executed lease', name: 'Campus Edge Living', location: 'Springfield' };
let p12: Buffer;
let signed: Uint8Array;

beforeAll(async () => {
  // A self-signed company certificate, as OpenSSL 3 exports it by default (AES-256, SHA-256 MAC).
  const key = path.join(tools.folder, 'key.pem');
  const cert = path.join(tools.folder, 'cert.pem');
  const bundle = path.join(tools.folder, 'seal.p12');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '30', '-subj', '/CN=Campus Edge Living Seal/O=Campus Edge Living'], { stdio: 'ignore' });
  execFileSync('openssl', ['pkcs12', '-export', '-inkey', key, '-in', cert, '-out', bundle, '-passout', 'pass:s3cret'], { stdio: 'ignore' });
  p12 = readFileSync(bundle);
  const { pdf, slots } = await renderPdf({ title: 'Lease Agreement', companyName: 'Campus Edge Living', doc: doc(p(text('The Landlord dates it:'), tag(3, 'date'))), blocks: {}, values: {} }, tools.folder);
  signed = await stampPdf(pdf, [{ ...slots[0]!, text: 'November 26, 2026' }]);
});

afterAll(() => tools.remove());

describe('sealPdf', () => {
  it('adds a PAdES seal (ETSI.CAdES.detached) over the whole file that pdfsig reports valid, after the signed bytes unchanged', async () => {
    const sealed = await sealPdf(signed, p12, 's3cret', INFO);
    expect(Buffer.from(sealed.subarray(0, signed.length)).equals(Buffer.from(signed))).toBe(true);

    const { status, output } = tools.run('pdfsig', sealed);
    expect(status).toBe(0);
    expect(output).toContain('Signature Validation: Signature is Valid.');
    expect(output).toContain('Signature Type: ETSI.CAdES.detached');
    expect(output).toContain('Signing Hash Algorithm: SHA-256');
    expect(output).toContain('Total document signed');
    expect(output).toContain('Signer Certificate Common Name: Campus Edge Living Seal');

    // Still the same document to read.
    expect(tools.text(sealed)).toBe(tools.text(signed));
    expect((await PDFDocument.load(sealed)).getPageCount()).toBe((await PDFDocument.load(signed)).getPageCount());
  });

  it('is reported broken when a signed byte changes', async () => {
    const sealed = Buffer.from(await sealPdf(signed, p12, 's3cret', INFO));
    // A byte of the signed text's content stream: the page still parses, the digest no longer matches.
    const at = sealed.indexOf('stream\n') + 20;
    sealed[at] = sealed[at]! ^ 0x01;
    const { output } = tools.run('pdfsig', sealed);
    expect(output).not.toContain('Signature is Valid.');
    expect(output).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });

  it('throws a clear error for a wrong password or an unreadable certificate file', async () => {
    await expect(sealPdf(signed, p12, 'wrong', INFO)).rejects.toThrow('The PDF could not be sealed with the certificate (PKCS#12): PKCS#12 MAC could not be verified. Invalid password?');
    await expect(sealPdf(signed, Buffer.from('not a certificate'), 's3cret', INFO)).rejects.toThrow(/^The PDF could not be sealed with the certificate \(PKCS#12\): /);
  });

  it('makes its RSA signature with Node’s crypto, not node-forge’s JavaScript big integers (slow, and slower still on Node 22+)', async () => {
    const { BigInteger } = (forge as unknown as { jsbn: { BigInteger: { prototype: { modPow: () => unknown } } } }).jsbn;
    const modPow = jest.spyOn(BigInteger.prototype, 'modPow');
    try {
      const sealed = await sealPdf(signed, p12, 's3cret', INFO);
      expect(tools.run('pdfsig', sealed).output).toContain('Signature Validation: Signature is Valid.');
      expect(modPow).not.toHaveBeenCalled();
    } finally {
      modPow.mockRestore();
    }
  });
});
