import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, randomBytes, X509Certificate } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import type { SigningState } from '../../shared/leases/signing-types';
import { SIGNING_MESSAGES as M } from '../../shared/leases/signing-texts';
import { packetCode } from '../../shared/leases/signed-pages';
import type { PdfRenderer } from '../../server/documents/pdf/pdf-renderer';
import { verifyAuditChain } from '../../server/audit/verify-chain';
import { finishPendingExecutions } from '../../server/services/lease-execution/execute';
import { listFreeBeds } from '../../server/queries/leases';
import { signingDepsOf } from '../../server/services/leasing/signing-notices';
import { buildSignableLease } from '../helpers/lease-fixture';
import { lastMailTo, sendQueuedMessages } from '../helpers/outbox';
import { freshSignableLeases, type SignableLease } from '../helpers/signable-lease-tests';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { binary, fillEverySlot, signAll, signEverySeat, type Caller } from '../helpers/executed-lease';
import { chunk, chunkTypes, dataUrl, withChunksAfterHeader } from '../helpers/png-craft';

let ctx: TestContext;
let pdf: PdfRenderer;
let f: SignableLease;
let signature: string;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const anonymous = (): Caller => request(ctx.app);
const at = (token: string) => `/api/sign/${token}`;
const lease = () => `/api/leases/${f.leaseId}/signing`;

const guarantorToken = async () => (await lastMailTo(ctx.db, 'zoe@example.com')).token!;
const status = async () => (await ctx.db.selectFrom('leases').select('status').where('id', '=', f.leaseId).executeTakeFirstOrThrow()).status;
const count = async (table: 'lease_final_documents' | 'lease_certificates' | 'lease_signing_steps' | 'lease_slot_fills') => Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const pdfText = (bytes: Buffer) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdftext-'));
  writeFileSync(path.join(dir, 'a.pdf'), bytes);
  return execFileSync('pdftotext', ['-layout', path.join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
};

freshSignableLeases({}, (made) => ({ ctx, f, pdf, signature } = made));

describe('the ceremony, in order', () => {
  it('takes the tenant, then the guarantor by the mailed link, then a manager, and executes the lease', async () => {
    const { student, manager } = f.agents;
    // The student is mailed a link back to sign.
    expect((await lastMailTo(ctx.db, (await ctx.db.selectFrom('users').select('email').where('id', '=', student.userId).executeTakeFirstOrThrow()).email)).mail?.subject).toBe('Campus Edge Living: your lease is ready to sign');
    const first = (await student.get(`${lease()}/`)).body as SigningState;
    expect(first).toMatchObject({ role: 'tenant', my_turn: true, consented: false, completed: false, lease_status: 'Ready to sign', signer_name: 'Jordan Rivera' });
    expect(first.slots.map((s) => [s.document_name, s.kind, s.caption, s.filled])).toEqual([
      ['Academic year lease', 'initial', 'Tenant Initials', false],
      ['Academic year lease', 'sig', 'Tenant Signature', false],
      ['Academic year lease', 'date', 'Tenant Date', false],
    ]);
    expect(first.signers.map((s) => s.role)).toEqual(['tenant', 'guarantor', 'landlord']);
    // Out of turn: the manager may read, not sign, and nobody is told.
    expect((await manager.get(`${lease()}/`)).body).toMatchObject({ role: 'landlord', my_turn: false });
    expect((await manager.post(`${lease()}/consent/`)).body).toMatchObject({ detail: M.notYourTurn });
    expect(await lastMailTo(ctx.db, 'zoe@example.com')).toMatchObject({ mail: undefined });

    // Consent first, then slots; the lease is Signing from the first consent.
    const [initial, sig, date] = first.slots;
    expect((await student.put(`${lease()}/slots/${sig!.id}/`).send({ image: signature })).body).toMatchObject({ detail: M.consentFirst });
    expect((await student.post(`${lease()}/consent/`)).status).toBe(200);
    expect(await status()).toBe('Signing');
    expect((await student.post(`${lease()}/complete/`)).body).toEqual({ detail: M.missingSlots(['Academic year lease: Tenant Initials', 'Academic year lease: Tenant Signature', 'Academic year lease: Tenant Date']) });
    const applied = (await student.put(`${lease()}/slots/${date!.id}/`).send({})).body as SigningState;
    expect(applied.slots[2]).toMatchObject({ filled: true, value: applied.today });
    await student.put(`${lease()}/slots/${sig!.id}/`).send({ image: signature });
    // Leaving and coming back: what was applied is still there.
    const resumed = (await student.get(`${lease()}/`)).body as SigningState;
    expect(resumed.slots.map((s) => s.filled)).toEqual([false, true, true]);
    expect(resumed.slots[1]!.value).toMatch(/^data:image\/png;base64,/);
    expect((await student.post(`${lease()}/complete/`)).body).toEqual({ detail: M.missingSlots(['Academic year lease: Tenant Initials']) });
    await student.put(`${lease()}/slots/${initial!.id}/`).send({ image: signature });
    const done = await student.post(`${lease()}/complete/`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ completed: true, my_turn: false });
    expect((await student.post(`${lease()}/complete/`)).body).toEqual({ detail: M.alreadyCompleted });

    // The guarantor's turn: a link by mail, bound to this lease; the manager still waits.
    const token = await guarantorToken();
    expect((await manager.post(`${lease()}/consent/`)).body).toMatchObject({ detail: M.notYourTurn });
    const g = (await anonymous().get(`${at(token)}/`)).body as SigningState;
    expect(g).toMatchObject({ role: 'guarantor', my_turn: true, signer_name: 'Zoë Ñúñez' });
    expect(g.slots.map((s) => s.caption)).toEqual(['Guarantor Signature', 'Guarantor Date']);
    expect(g.documents.map((d) => d.name)).toEqual(['Academic year lease', 'Guaranty']);
    const original = await anonymous().get(g.documents[1]!.pdf_url).buffer(true).parse(binary);
    expect(original.status).toBe(200);
    expect((await signAll(anonymous(), at(token), signature)).status).toBe(200);

    // The landlord: the managers are mailed; a manager countersigns and is named.
    const managerEmail = (await ctx.db.selectFrom('users').select('email').where('id', '=', manager.userId).executeTakeFirstOrThrow()).email;
    expect((await lastMailTo(ctx.db, managerEmail)).mail?.subject).toBe('Campus Edge Living: a lease awaits your countersignature');
    const executed = await signAll(manager, lease(), signature);
    expect(executed.status).toBe(200);
    expect(executed.body).toMatchObject({ lease_status: 'Executed', completed: true, signer_name: 'Morgan Lee' });
    expect(await status()).toBe('Executed');
    // The bed is the lease's for its period.
    expect((await listFreeBeds(ctx.db, f.propertyId, f.periodId, '2026-11-30')).map((b) => b.id)).not.toContain(f.bedId);

    // Every party is mailed and can download the final PDFs and the certificate.
    for (const to of [managerEmail, 'zoe@example.com']) {
      const { mail } = await lastMailTo(ctx.db, to);
      expect(mail?.subject).toBe('Campus Edge Living: your lease is signed by everyone');
      expect(mail?.text).toContain(`${ctx.config.baseUrl}/new/verify`);
    }
    const state = executed.body as SigningState;
    const finalUrl = state.documents[1]!.final_pdf_url!;
    const final = await student.get(finalUrl).buffer(true).parse(binary);
    expect(final.status).toBe(200);
    const stored = await ctx.db.selectFrom('lease_final_documents').selectAll().orderBy('id').execute();
    expect(sha256(final.body as Buffer)).toBe(stored[1]!.pdf_sha256);
    // The final is the original's bytes with the slots stamped in: the same words but the date, the signer's name and the packet's footer.
    const today = state.today;
    const words = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');
    const added = words(pdfText(final.body as Buffer).replace(today, '').replace('Zoë Ñúñez\n', '').replace(/Packet ID [0-9A-F-]{19} · Verify at \S+/, ''));
    expect(added).toBe(words(pdfText(original.body as Buffer)));
    const newToken = await guarantorToken();
    expect((await anonymous().get(`${at(newToken)}/documents/${state.documents[0]!.id}/final/pdf/`)).status).toBe(200);
    const certificate = await manager.get(state.certificate_url!).buffer(true).parse(binary);
    expect(certificate.status).toBe(200);
    const certText = pdfText(certificate.body as Buffer);
    for (const expected of ['Certificate of Completion', 'Jordan Rivera', 'Zoë Ñúñez', 'Morgan Lee', stored[0]!.pdf_sha256.slice(0, 16)]) expect(certText.replace(/\s+/g, ' ')).toContain(expected);
    expect((await student.get(`/api/leases/${f.leaseId}/certificate/pdf/`)).status).toBe(200);

    // Every step is in the chain, and the chain holds.
    const actions = (await ctx.db.selectFrom('audit_events').select('action').where('subject_table', '=', 'leases').where('subject_id', '=', f.leaseId).orderBy('id').execute()).map((e) => e.action);
    for (const action of ['lease.sent', 'lease.consent', 'lease.slot', 'lease.sign', 'lease.link_sent', 'lease.link_opened', 'lease.download', 'lease.execute']) expect(actions).toContain(action);
    // The guarantor opened the first link several times: one event.
    expect(actions.filter((a) => a === 'lease.link_opened')).toHaveLength(1);
    expect(await verifyAuditChain(ctx.db)).toMatchObject({ intact: true });
    await expect(ctx.db.updateTable('lease_signing_steps').set({ name: 'Someone else' }).execute()).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) });
    await expect(ctx.db.deleteFrom('lease_slot_fills').execute()).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) });
    await expect(ctx.db.updateTable('lease_final_documents').set({ pdf_sha256: 'x' }).execute()).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) });
  });

  it('checks every signature image and slot, changing nothing on a refusal', async () => {
    const { student } = f.agents;
    await student.post(`${lease()}/consent/`);
    const state = (await student.get(`${lease()}/`)).body as SigningState;
    const sig = state.slots.find((s) => s.kind === 'sig')!;
    const date = state.slots.find((s) => s.kind === 'date')!;
    const png = Buffer.from(signature.split(',')[1]!, 'base64');
    const dot = `data:image/png;base64,${(await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><circle cx="150" cy="50" r="2"/></svg>')).png().toBuffer()).toString('base64')}`;
    const big = `data:image/png;base64,${(await sharp(randomBytes(400 * 200 * 4), { raw: { width: 400, height: 200, channels: 4 } }).png({ compressionLevel: 0 }).toBuffer()).toString('base64')}`;
    const cases: [Record<string, unknown>, number, string | null][] = [
      [{}, 400, M.imageRequired],
      [{ image: 'data:image/jpeg;base64,AAAA' }, 400, M.imageNotPng],
      [{ image: `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}` }, 400, M.imageNotPng],
      [{ image: `data:image/png;base64,${png.subarray(0, png.length - 40).toString('base64')}` }, 400, M.imageUnreadable],
      [{ image: dot }, 400, M.imageAlmostEmpty],
      [{ image: big }, 400, M.imageTooLarge],
      [{ image: signature, extra: 1 }, 400, null],
    ];
    for (const [body, code, message] of cases) {
      const res = await student.put(`${lease()}/slots/${sig.id}/`).send(body);
      expect([res.status, message ? res.body : true]).toEqual([code, message ? { image: [message] } : true]);
    }
    expect((await student.put(`${lease()}/slots/${date.id}/`).send({ image: signature })).body).toEqual({ image: [M.dateTakesNoImage] });
    // Another signer's slot, and a slot of no slot at all.
    const landlordSlot = await ctx.db.selectFrom('lease_slots').select('id').where('lease_id', '=', f.leaseId).where('signer', '=', 3).executeTakeFirstOrThrow();
    expect((await student.put(`${lease()}/slots/${landlordSlot.id}/`).send({ image: signature })).body).toEqual({ detail: M.notYourSlot });
    expect((await student.put(`${lease()}/slots/999999/`).send({ image: signature })).status).toBe(404);
    expect(await count('lease_slot_fills')).toBe(0);
    // No signature file was left behind by a refusal.
    expect(readdirSync(ctx.config.privateFilesDir).filter((n) => n.endsWith('.png'))).toEqual([]);
  });
});

describe('signature images', () => {
  it('stores the image re-encoded from its pixels and records the SHA-256 of what is stored', async () => {
    const { student } = f.agents;
    await student.post(`${lease()}/consent/`);
    const sig = ((await student.get(`${lease()}/`)).body as SigningState).slots.find((s) => s.kind === 'sig')!;
    const sent = withChunksAfterHeader(Buffer.from(signature.split(',')[1]!, 'base64'), [chunk('tEXt', Buffer.from('Comment\0sent along', 'latin1'))]);
    const res = await student.put(`${lease()}/slots/${sig.id}/`).send({ image: dataUrl(sent) });
    expect(res.status).toBe(200);
    const fill = await ctx.db.selectFrom('lease_slot_fills').select(['image_file', 'image_sha256']).executeTakeFirstOrThrow();
    const stored = readFileSync(path.join(ctx.config.privateFilesDir, fill.image_file!));
    expect(sha256(stored)).toBe(fill.image_sha256);
    expect(sha256(stored)).not.toBe(sha256(sent));
    expect(chunkTypes(stored)).not.toContain('tEXt');
    expect((res.body as SigningState).slots.find((s) => s.id === sig.id)!.value).toBe(dataUrl(stored));
    const event = await ctx.db.selectFrom('audit_events').select('details').where('action', '=', 'lease.slot').executeTakeFirstOrThrow();
    expect(JSON.parse(event.details)).toMatchObject({ image_sha256: fill.image_sha256 });
  });

  it('refuses a signer who may not sign now by the lease’s state, before the image is read', async () => {
    const { student, manager } = f.agents;
    const unreadable = `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}`;
    const slotOf = async (caller: Caller, base: string) => ((await caller.get(`${base}/`)).body as SigningState).slots.find((s) => s.kind === 'sig')!;
    // Before consent, and out of turn: the state's 409, not the image's 400.
    expect((await student.put(`${lease()}/slots/${(await slotOf(student, lease())).id}/`).send({ image: unreadable })).body).toEqual({ detail: M.consentFirst });
    expect((await manager.put(`${lease()}/slots/${(await slotOf(manager, lease())).id}/`).send({ image: unreadable })).body).toEqual({ detail: M.notYourTurn });
    // A guarantor's link after the lease is executed (the fresh link mailed to download the signed files).
    expect((await signEverySeat(ctx, f, signature)).body).toMatchObject({ lease_status: 'Executed' });
    const token = await guarantorToken();
    const sig = await slotOf(anonymous(), at(token));
    const files = readdirSync(ctx.config.privateFilesDir).length;
    const filled = await count('lease_slot_fills');
    const res = await anonymous().put(`${at(token)}/slots/${sig.id}/`).send({ image: unreadable });
    expect([res.status, res.body]).toEqual([409, { detail: M.alreadyCompleted }]);
    expect([readdirSync(ctx.config.privateFilesDir).length, await count('lease_slot_fills')]).toEqual([files, filled]);
  });
});

describe('who may reach a ceremony', () => {
  it('is the lease’s student and the company’s managers; anyone else is refused', async () => {
    const { maintenance, stranger } = f.agents;
    expect((await anonymous().get(`${lease()}/`)).status).toBe(401);
    expect((await maintenance.get(`${lease()}/`)).status).toBe(403);
    expect((await stranger.get(`${lease()}/`)).status).toBe(404);
    expect((await stranger.post(`${lease()}/consent/`)).status).toBe(404);
    const otherStudent = await (await import('../helpers/manager-factories')).signedInAgent(ctx, 'student', null);
    expect((await otherStudent.get(`${lease()}/`)).status).toBe(404);
    expect((await otherStudent.post(`${lease()}/consent/`)).status).toBe(404);
    expect((await maintenance.get(`/api/leases/${f.leaseId}/certificate/pdf/`)).status).toBe(403);
    expect(await count('lease_signing_steps')).toBe(0);
  });

  it('takes a guarantor link for its own lease only, until it expires or is sent again', async () => {
    const { student, manager } = f.agents;
    expect((await manager.post(`/api/leases/${f.leaseId}/guarantor-link/`)).body).toEqual({ detail: M.guarantorNotYet });
    expect((await signAll(student, lease(), signature)).status).toBe(200);
    const token = await guarantorToken();
    expect((await anonymous().get(`${at(token)}/`)).status).toBe(200);
    expect((await anonymous().get(`${at('x'.repeat(43))}/`)).body).toEqual({ detail: M.linkInvalid });
    // Another lease's documents are not this link's to open.
    const other = await buildSignableLease(ctx);
    const otherDocuments = await ctx.db.selectFrom('lease_documents').select('id').where('lease_id', '=', other.leaseId).execute();
    for (const { id } of otherDocuments) {
      expect((await anonymous().get(`${at(token)}/documents/${id}/pdf/`)).status).toBe(404);
      expect((await anonymous().get(`${at(token)}/documents/${id}/html/`)).status).toBe(404);
    }
    expect(((await anonymous().get(`${at(token)}/`)).body as SigningState).lease_id).toBe(f.leaseId);
    // Sent again: the old link stops working, the new one works.
    expect((await f.agents.stranger.post(`/api/leases/${f.leaseId}/guarantor-link/`)).status).toBe(404);
    expect((await f.agents.maintenance.post(`/api/leases/${f.leaseId}/guarantor-link/`)).status).toBe(403);
    expect((await manager.post(`/api/leases/${f.leaseId}/guarantor-link/`)).status).toBe(200);
    const fresh = await guarantorToken();
    expect(fresh).not.toBe(token);
    expect((await anonymous().get(`${at(token)}/`)).body).toEqual({ detail: M.linkInvalid });
    expect((await anonymous().get(`${at(fresh)}/`)).status).toBe(200);
    await ctx.db.updateTable('lease_signing_links').set({ expires_at: '2020-01-01T00:00:00.000Z' }).execute();
    expect((await anonymous().post(`${at(fresh)}/consent/`)).body).toEqual({ detail: M.linkInvalid });
    // The secret never reaches the log.
    expect(JSON.stringify(ctx.logLines)).not.toContain(fresh);
  });
});

describe('declining', () => {
  it('stops the lease, tells the managers, keeps the bed until a manager voids it', async () => {
    const { student, manager } = f.agents;
    expect((await student.post(`${lease()}/decline/`).send({ reason: '  ' })).body).toEqual({ reason: [M.reasonRequired] });
    const res = await student.post(`${lease()}/decline/`).send({ reason: 'I found another place.' });
    expect(res.body).toMatchObject({ declined: true, lease_status: 'Declined', my_turn: false });
    const managerEmail = (await ctx.db.selectFrom('users').select('email').where('id', '=', manager.userId).executeTakeFirstOrThrow()).email;
    const told = await lastMailTo(ctx.db, managerEmail);
    expect(told.mail?.subject).toBe('Campus Edge Living: a lease was declined');
    expect(told.mail?.text).toContain('I found another place.');
    expect((await student.post(`${lease()}/consent/`)).body).toEqual({ detail: M.notSigning });
    expect((await manager.post(`/api/leases/${f.leaseId}/void/`).send({ reason: 'Declined by the student' })).status).toBe(200);
    expect(await status()).toBe('Void');
  });

  it('answers the guarantor who declines through their link with the declined packet (the link ends after)', async () => {
    await signAll(f.agents.student, lease(), signature);
    const token = await guarantorToken();
    const res = await anonymous().post(`${at(token)}/decline/`).send({ reason: 'I cannot guarantee this lease.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'guarantor', declined: true, lease_status: 'Declined', my_turn: false });
    expect((await anonymous().get(`${at(token)}/`)).body).toEqual({ detail: M.linkInvalid });
  });
});

describe('completion', () => {
  it('executes once when the last signer completes twice at once', async () => {
    const { student, manager } = f.agents;
    await signAll(student, lease(), signature);
    await signAll(anonymous(), at(await guarantorToken()), signature);
    await fillEverySlot(manager, lease(), signature);
    // The guarantor's completion queued the managers' notice: sent before counting.
    await sendQueuedMessages(ctx);
    const outboxBefore = Number((await ctx.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const [a, b] = await Promise.all([manager.post(`${lease()}/complete/`), manager.post(`${lease()}/complete/`)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    await ctx.app.locals.executions.idle();
    expect(await status()).toBe('Executed');
    expect([await count('lease_final_documents'), await count('lease_certificates')]).toEqual([2, 1]);
    await sendQueuedMessages(ctx);
    const outboxAfter = Number((await ctx.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    // One mail each: the student, the guarantor, the manager.
    expect(outboxAfter - outboxBefore).toBe(3);
    // Files: two originals' PDF and HTML, four signature images (the tenant's signature and initials, the guarantor's, the landlord's), two finals, one certificate.
    expect(readdirSync(ctx.config.privateFilesDir).length).toBe(4 + 4 + 2 + 1);
  });

  it('is finished at the next start when a stop came between the last signature and the final files', async () => {
    const { student, manager } = f.agents;
    await signAll(student, lease(), signature);
    await signAll(anonymous(), at(await guarantorToken()), signature);
    // As if the process stopped right after the landlord's completion was recorded.
    const managerRow = await ctx.db.selectFrom('users').select(['email']).where('id', '=', manager.userId).executeTakeFirstOrThrow();
    await ctx.db.insertInto('lease_signing_steps').values([{ lease_id: f.leaseId, role: 'landlord', step: 'consent', user_id: manager.userId, name: 'Morgan Lee', email: managerRow.email, method: 'account', ip: null, user_agent: null, reason: null }, { lease_id: f.leaseId, role: 'landlord', step: 'complete', user_id: manager.userId, name: 'Morgan Lee', email: managerRow.email, method: 'account', ip: null, user_agent: null, reason: null }]).execute();
    expect(await status()).toBe('Signing');
    const deps = signingDepsOf({ db: ctx.db, config: ctx.config, pdf, logger: ctx.logger, mailer: ctx.mailer });
    expect(await finishPendingExecutions(deps)).toEqual([f.leaseId]);
    expect(await status()).toBe('Executed');
    expect(await finishPendingExecutions(deps)).toEqual([]);
    expect(await count('lease_certificates')).toBe(1);
  });
});

describe('the seal', () => {
  /** A self-made PKCS#12 seal, as the README tells an operator to make one. */
  function makeSeal(dir: string): string {
    const [key, cert, bundle] = ['key.pem', 'cert.pem', 'seal.p12'].map((name) => path.join(dir, name));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key!, '-out', cert!, '-days', '30', '-subj', '/CN=Campus Edge Living'], { stdio: 'ignore' });
    execFileSync('openssl', ['pkcs12', '-export', '-inkey', key!, '-in', cert!, '-out', bundle!, '-passout', 'pass:s3cret'], { stdio: 'ignore' });
    return bundle!;
  }
  const pdfsig = (bytes: Buffer) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pdfsig-'));
    writeFileSync(path.join(dir, 'a.pdf'), bytes);
    try {
      return execFileSync('pdfsig', [path.join(dir, 'a.pdf')], { encoding: 'utf8' });
    } catch (err) {
      return String((err as { stdout?: string }).stdout ?? err);
    }
  };
  // The fresh lease's app is closed by freshSignableLeases; the app of these settings here.
  let sealed: TestContext | undefined;
  afterEach(() => sealed?.close());
  async function executeWith(env: Record<string, string>) {
    ctx = sealed = await createTestContext({ pdf, env });
    f = await buildSignableLease(ctx, { guarantor: false });
    const done = await signEverySeat(ctx, f, signature);
    expect(done.body).toMatchObject({ lease_status: 'Executed' });
    return (await f.agents.student.get((done.body as SigningState).documents[0]!.final_pdf_url!).buffer(true).parse(binary)).body as Buffer;
  }

  it('signs the final PDFs with the operator’s certificate, which pdfsig finds valid', async () => {
    const bundle = makeSeal(mkdtempSync(path.join(os.tmpdir(), 'seal-')));
    const final = await executeWith({ SIGNING_P12_PATH: bundle, SIGNING_P12_PASSWORD: 's3cret' });
    expect(pdfsig(final)).toContain('Signature is Valid.');
    expect(await ctx.db.selectFrom('lease_final_documents').select('sealed').execute()).toEqual([{ sealed: 1 }]);
  });

  it('still executes the lease, unsealed, when the certificate cannot be used', async () => {
    const bundle = makeSeal(mkdtempSync(path.join(os.tmpdir(), 'seal-')));
    const final = await executeWith({ SIGNING_P12_PATH: bundle, SIGNING_P12_PASSWORD: 'wrong' });
    expect(pdfsig(final)).toContain('does not contain any signatures');
    expect(await ctx.db.selectFrom('lease_final_documents').select('sealed').execute()).toEqual([{ sealed: 0 }]);
    expect(ctx.logLines.some((l) => String(l.msg).includes('could not be sealed'))).toBe(true);
  });
});

describe('signed pages carry their packet, sealed by default', () => {
  const poppler = (tool: string, bytes: Buffer, ...args: string[]) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `${tool}-`));
    writeFileSync(path.join(dir, 'a.pdf'), bytes);
    const done = spawnSync(tool, [...args, path.join(dir, 'a.pdf'), ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
    return `${done.stdout}${done.stderr}`;
  };
  /** Each page's text, as pdftotext separates them (form feeds). */
  const pages = (bytes: Buffer) => poppler('pdftotext', bytes, '-layout').split('\f').slice(0, -1);
  /** The faces pdffonts lists, without subset tags or the number pdf-lib gives a face it embeds ('ABCDEF+NotoSerif-Regular-1848' reads 'NotoSerif-Regular'). */
  const faces = (bytes: Buffer) => [...new Set(poppler('pdffonts', bytes).split('\n').slice(2).filter(Boolean).map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, '').replace(/-\d+$/, '')))].sort();
  const download = async (url: string) => (await f.agents.student.get(url).buffer(true).parse(binary)).body as Buffer;

  it('executes with no seal settings: every final PDF and the certificate are sealed by the generated company seal over the whole file, carry the packet footer on every page, and print who signed', async () => {
    expect((await signEverySeat(ctx, f, signature)).body).toMatchObject({ lease_status: 'Executed' });
    const state = (await f.agents.student.get(`${lease()}/`)).body as SigningState;
    const finals = await Promise.all(state.documents.map((d) => download(d.final_pdf_url!)));
    const certificate = await download(state.certificate_url!);

    // The seal was made beside the database, owner-only, named for the company.
    const seal = path.join(path.dirname(ctx.config.databasePath), 'signing-seal.pem');
    expect(statSync(seal).mode & 0o777).toBe(0o600);
    expect(new X509Certificate(readFileSync(seal)).subject).toContain('CN=Campus Edge Living');

    const originals = await ctx.db.selectFrom('lease_documents').select('pdf_sha256').where('lease_id', '=', f.leaseId).orderBy('position').execute();
    const code = packetCode(createHash('sha256').update(originals.map((o) => o.pdf_sha256).join('\n')).digest('hex'));
    const footer = `Packet ID ${code} · Verify at ${ctx.config.baseUrl}/new/verify`;
    for (const bytes of [...finals, certificate]) {
      const report = poppler('pdfsig', bytes);
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).toContain('Total document signed');
      expect(report).toContain('Signer Certificate Common Name: Campus Edge Living');
      const text = pages(bytes);
      expect(text.length).toBeGreaterThan(0);
      for (const page of text) expect(page.replace(/\s+/g, ' ')).toContain(footer);
      // Uploading the file at the address the footer gives finds it, under the code the footer prints.
      expect((await anonymous().post('/api/verify/').attach('file', bytes, 'signed.pdf')).body).toMatchObject({ issued: true, packet_id: code });
    }
    expect(await ctx.db.selectFrom('lease_final_documents').select('sealed').execute()).toEqual(finals.map(() => ({ sealed: 1 })));

    // Each signature prints its signer's name; the landlord's names the countersigner for the company.
    const leaseText = pages(finals[0]!).join('\n');
    expect(leaseText).toContain('Jordan Rivera');
    expect(leaseText).toContain('Morgan Lee for Campus Edge Living');
    expect(pages(finals[1]!).join('\n')).toContain('Zoë Ñúñez');
    // Stamped dates, names and footers are in the documents' own face: no face is added.
    for (const [i, bytes] of finals.entries()) {
      const original = await f.agents.student.get(state.documents[i]!.pdf_url).buffer(true).parse(binary);
      expect(faces(bytes)).toEqual(faces(original.body as Buffer));
    }

    // One changed byte breaks the seal.
    const changed = Buffer.from(finals[0]!);
    const byte = changed.indexOf('stream\n') + 20;
    changed[byte] = changed[byte]! ^ 0x01;
    expect(poppler('pdfsig', changed)).not.toContain('Signature is Valid.');
  });
});
