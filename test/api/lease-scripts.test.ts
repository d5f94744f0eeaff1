import { afterAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { SigningState } from '../../shared/leases/signing-types';
import { binary, signEverySeat } from '../helpers/executed-lease';
import { freshSignableLeases, type SignableLease } from '../helpers/signable-lease-tests';
import type { TestContext } from '../helpers/test-app';
import { popplerTools } from '../unit/poppler';

const TENANT = '张伟';
const GUARANTOR = '山田太郎';
const LANDLORD = '김민준';
const tools = popplerTools('lease-scripts-');

let ctx: TestContext;
let signature: string;
let f: SignableLease;

afterAll(() => tools.remove());
freshSignableLeases({ names: { student: [TENANT, ''], manager: [LANDLORD, ''], guarantor: GUARANTOR } }, (made) => ({ ctx, f, signature } = made));

/** A PDF the caller downloads, as bytes. */
async function download(caller: { get(url: string): request.Test }, url: string): Promise<Buffer> {
  const res = await caller.get(url).buffer(true).parse(binary);
  expect(res.status).toBe(200);
  return res.body as Buffer;
}
/** The printed words on the last line above a signature block's caption, as the page lays them out. */
function signedAbove(bytes: Buffer, caption: string): string | undefined {
  const lines = tools.text(bytes, '-layout').split('\n').map((line) => line.trim());
  return lines.slice(0, lines.indexOf(caption)).filter(Boolean).at(-1);
}
/** The PDF's text, its lines joined by single spaces. */
const flat = (bytes: Buffer) => tools.text(bytes).replace(/\s+/g, ' ');

describe('a lease signed by a Chinese tenant, a Japanese guarantor and a Korean landlord', () => {
  it('prints every name exactly in the signed lease, the guaranty, the certificate and the statement', async () => {
    const { student, manager } = f.agents;
    const executed = await signEverySeat(ctx, f, signature);
    expect(executed.body).toMatchObject({ lease_status: 'Executed', signer_name: LANDLORD });
    const state = executed.body as SigningState;

    const [lease, guaranty] = await Promise.all(state.documents.map((document) => download(student, document.final_pdf_url!)));
    expect(flat(lease!)).toContain(`Between Campus Edge Living and ${TENANT}.`);
    expect(flat(guaranty!)).toContain(`${GUARANTOR} guarantees the lease of ${TENANT}.`);
    // Each signature block prints its signer's name, stamped in the face of its script, on the line above its caption.
    expect(signedAbove(lease!, 'Tenant Signature')).toBe(TENANT);
    expect(signedAbove(lease!, 'Landlord Signature')).toBe(`${LANDLORD} for Campus Edge Living`);
    expect(signedAbove(guaranty!, 'Guarantor Signature')).toBe(GUARANTOR);
    expect(tools.run('pdffonts', lease!).output).toMatch(/^NotoSerifKR-Regular-\d+ /m);
    expect(tools.run('pdffonts', guaranty!).output).toMatch(/^NotoSerifSC-Regular-\d+ /m);

    const certificate = flat(await download(manager, state.certificate_url!));
    for (const expected of [`Tenant: ${TENANT}`, `Guarantor: ${GUARANTOR}`, `Landlord: ${LANDLORD}`]) expect(certificate).toContain(expected);

    // The guarantor pays, and the manager notes it: the statement names all three.
    const paid = await manager.post(`/api/leases/${f.leaseId}/payments/`).send({ amount: '100', received_on: '2026-08-01', method: 'check', reference: `${GUARANTOR} for ${TENANT}, ${LANDLORD}` });
    expect(paid.status).toBe(201);
    const statement = await download(student, `/api/leases/${f.leaseId}/statement/pdf/?from=2026-08-01&to=2026-08-31`);
    const rows = tools.text(statement, '-layout').split('\n').map((row) => row.trim().split(/\s{2,}/));
    expect(rows).toContainEqual(['Tenant', TENANT]);
    expect(flat(statement)).toContain(`Check ${GUARANTOR} for ${TENANT}, ${LANDLORD}`);

    // Each Noto face is a subset: a few glyphs of the 14 MB fonts, not the fonts. (The stamped dates are another matter.)
    for (const file of [lease!, guaranty!, statement]) {
      const fonts = tools.run('pdffonts', file).output.split('\n').filter((row) => row.includes('+NotoSerif'));
      expect(fonts.some((row) => row.includes('NotoSerifSC'))).toBe(true);
      for (const row of fonts) expect(row).toMatch(/^[A-Z]{6}\+\S+\s.*\syes\s+yes\s+yes\s/);
    }
  });
});
