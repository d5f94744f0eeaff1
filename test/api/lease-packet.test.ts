import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { CONFLICT_MESSAGES, DOCUMENT_MESSAGES, LEASE_MESSAGES as M } from '../../shared/messages';
import { contentBlock, document as doc, heading, paragraph, signatureTag, text, variable } from '../../shared/documents/build';
import type { DocNode } from '../../shared/documents/types';
import type { Lease } from '../../shared/leases/lease-types';
import { signingSigners, signingSignersText } from '../../shared/leases/seats-to-sign';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { agentsFor, buildLeasePeriod, signedInAgent } from '../helpers/manager-factories';
import type { PdfRenderer } from '../../server/documents/pdf/pdf-renderer';
import { createTestContext, processPdfRenderer, type TestContext } from '../helpers/test-app';
import { sweepPrivateFiles } from '../../server/uploads/sweep';
import { binary } from '../helpers/executed-lease';

let ctx: TestContext;
type Agents = Awaited<ReturnType<typeof agentsFor>>;
type Agent = Agents['manager'];
let agents: Agents;
let manager: Agent;
let student: Agent;
let orgId: number;
let propertyId: number;
let periodId: number;
let bedId: number;
let planId: number;
let otherPlanId: number;
let tenantTemplate: number;
let blockId: number;
let leaseId: number;

const GUARANTOR = 'Zoë Łukasz Ñandú Ольга Σοφία';

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const privateFiles = () => {
  try {
    return readdirSync(ctx.config.privateFilesDir).sort();
  } catch {
    return [];
  }
};
const documentCount = async () => Number((await ctx.db.selectFrom('lease_documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function template(name: string, body: DocNode, approved = 1) {
  return (
    await ctx.db
      .insertInto('document_templates')
      .values({ organization_id: orgId, name, type: 'Lease Agreement', body: JSON.stringify(body), signing_signers: signingSignersText(signingSigners(body)), approved, approved_by: approved ? 'Test' : null, approved_at: approved ? '2026-11-01T00:00:00Z' : null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** Rewrites stored templates' bodies as a save would: their signers with them. */
const rewrite = (body: DocNode) => ctx.db.updateTable('document_templates').set({ body: JSON.stringify(body), signing_signers: signingSignersText(signingSigners(body)) });

async function plan(name: string, entries: { code: number; due: string; charge?: number; credit?: number }[]) {
  const { id } = await ctx.db
    .insertInto('payment_plans')
    .values({ property_id: propertyId, lease_period_id: periodId, name, type: 'New Tenant', approved: 1, total_cents: 0, effective_start_date: '2020-01-01', effective_end_date: '2099-12-31' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('ledger_entries')
    .values(entries.map((e, position) => ({ payment_plan_id: id, position, due_date: e.due, account_code_id: e.code, description: `Entry ${position}`, charge_cents: e.charge ?? 0, credit_cents: e.credit ?? 0 })))
    .execute();
  await ctx.db.insertInto('payment_plan_assignments').values({ layout_id: bedId, payment_plan_id: id }).execute();
  return id;
}

const code = async (name: string, type: 'Charge' | 'Credit' | 'Deposit' | 'Fee') =>
  (await ctx.db.insertInto('account_codes').values({ organization_id: orgId, name, type }).returning('id').executeTakeFirstOrThrow()).id;

async function withoutGuarantor() {
  const app = await ctx.db.selectFrom('leases').select('application_id').where('id', '=', leaseId).executeTakeFirstOrThrow();
  await ctx.db.updateTable('rental_applications').set({ answers: '{}' }).where('id', '=', app.application_id).execute();
}

/** A refused choice left the lease Offered with no document, seat, slot, file, event or notice. */
async function expectNothingWritten() {
  expect(await ctx.db.selectFrom('leases').select(['status', 'version', 'payment_plan_id']).where('id', '=', leaseId).executeTakeFirstOrThrow()).toEqual({ status: 'Offered', version: 1, payment_plan_id: null });
  expect(await documentCount()).toBe(0);
  expect(await ctx.db.selectFrom('lease_signers').select('id').execute()).toEqual([]);
  expect(await ctx.db.selectFrom('lease_slots').select('id').execute()).toEqual([]);
  expect(await ctx.db.selectFrom('audit_events').select('action').where('action', 'in', ['lease.plan', 'lease.sent']).execute()).toEqual([]);
  expect(privateFiles()).toEqual([]);
}

const choose = (body: Record<string, unknown>, agent: Agent = student, id = leaseId) => agent.put(`/api/leases/${id}/plan/`).send(body);
const download = (agent: Agent, lease: number, document: number, kind: 'pdf' | 'html') => agent.get(`/api/leases/${lease}/documents/${document}/${kind}/`).buffer(true).parse(binary);

// One PDF worker for the file: each test's app would otherwise start its own, cold. Images reach it inline.
let pdf: PdfRenderer;
beforeAll(() => {
  pdf = processPdfRenderer();
});

beforeEach(async () => {
  ctx = await createTestContext({ pdf });
  orgId = (await buildOrganization(ctx.db, { name: 'Campus Edge Living', street: '100 Congress Ave', city: 'Austin', state: 'TX', code: '78701' })).id;
  const otherOrgId = (await buildOrganization(ctx.db)).id;
  propertyId = (await buildProperty(ctx.db, orgId, { name: 'The Standard', street: '2400 Nueces St', city: 'Austin', state: 'TX', code: '78705' })).id;
  periodId = (await buildLeasePeriod(ctx.db, propertyId, [], { name: 'Academic Year 2026–2027' })).id;
  bedId = (await ctx.db.insertInto('layouts').values({ property_id: propertyId, building: 'A', floor: '2', unit: '4B', unit_type: '4x4', room: 'B', room_type: 'Private', bed: '2' }).returning('id').executeTakeFirstOrThrow()).id;
  agents = await agentsFor(ctx, orgId, otherOrgId);
  manager = agents.manager;
  student = agents.student;
  await ctx.db.updateTable('users').set({ first_name: 'Jordan', last_name: 'Rivera' }).where('id', '=', student.userId).execute();

  const [rent, concession, deposit, fee] = [await code('Rent', 'Charge'), await code('Concession', 'Credit'), await code('Deposit', 'Deposit'), await code('Application fee', 'Fee')];
  planId = await plan('Two installments', [
    { code: fee, due: 'Due Today', charge: 5000 },
    { code: deposit, due: 'Due on Approval', charge: 30000 },
    { code: rent, due: '2026-08-20', charge: 412500 },
    { code: rent, due: '2027-01-10', charge: 412500 },
    { code: concession, due: '2026-08-20', credit: 25000 },
  ]);
  otherPlanId = await plan('One payment', [{ code: rent, due: '2026-08-20', charge: 800000 }]);

  // An uploaded logo: the issued document keeps its own copy of it.
  mkdirSync(path.join(ctx.config.uploadsDir), { recursive: true });
  writeFileSync(path.join(ctx.config.uploadsDir, 'logo.png'), await sharp({ create: { width: 120, height: 40, channels: 3, background: '#1f4e79' } }).png().toBuffer());
  blockId = (await ctx.db.insertInto('content_blocks').values({ organization_id: orgId, name: 'Quiet hours', body: JSON.stringify(doc(paragraph(text('Quiet hours are from 10 p.m. to 8 a.m.')))) }).returning('id').executeTakeFirstOrThrow()).id;
  tenantTemplate = await template(
    'Academic year lease',
    doc(
      { type: 'image', attrs: { src: '/uploads/logo.png', alt: 'Logo' } },
      heading(1, 'Residential Lease Agreement'),
      paragraph(text('Between '), variable('company_name'), text(' and '), variable('student_full_name'), text(' for bed '), variable('bed_number'), text(' of unit '), variable('unit_number'), text('.')),
      paragraph(text('Daily rent '), variable('daily_rent'), text(', total rent '), variable('total_rent'), text(', deposit '), variable('security_deposit'), text(', fee '), variable('application_fee'), text('.')),
      paragraph(text('From '), variable('lease_start_date'), text(' to '), variable('lease_end_date'), text('.')),
      contentBlock(blockId),
      paragraph(signatureTag(1, 'sig')),
      paragraph(signatureTag(3, 'sig')),
      paragraph(signatureTag(3, 'date')),
    ),
  );
  const guaranty = await template('Guaranty', doc(heading(1, 'Guaranty'), paragraph(variable('guarantor_full_name'), text(' guarantees the lease of '), variable('student_full_name'), text('.')), paragraph(signatureTag(2, 'sig'))));
  const unapproved = await template('Draft addendum', doc(paragraph(text('Not approved yet.'))), 0);
  await ctx.db
    .insertInto('lease_period_templates')
    .values([
      { lease_period_id: periodId, kind: 'tenant', template_id: tenantTemplate },
      { lease_period_id: periodId, kind: 'tenant', template_id: unapproved },
      { lease_period_id: periodId, kind: 'guarantor', template_id: guaranty },
    ])
    .execute();

  const reservation = await ctx.db.insertInto('reservation_requests').values({ user_id: student.userId, organization_id: orgId, property_id: propertyId, lease_period_id: periodId }).returning('id').executeTakeFirstOrThrow();
  const applicationId = (
    await ctx.db
      .insertInto('rental_applications')
      .values({ organization_id: orgId, user_id: student.userId, reservation_request_id: reservation.id, status: 'Approved', answers: JSON.stringify({ lg_name: GUARANTOR, lg_email: 'zoe@example.com' }) })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const assigned = await manager.post('/api/leases/').send({ application_id: applicationId, bed_id: bedId });
  expect(assigned.status).toBe(201);
  leaseId = (assigned.body as Lease).id;
});
afterEach(() => ctx.close());

describe('choosing a plan', () => {
  it('makes the packet from the approved templates, filled and stored privately, and the lease is Ready to sign', async () => {
    const offered = (await student.get(`/api/leases/${leaseId}/`)).body as Lease;
    expect(offered.offered_plans.map((p) => p.id).sort()).toEqual([planId, otherPlanId].sort());

    const res = await choose({ payment_plan_id: planId, version: 1 });
    expect(res.status).toBe(200);
    const lease = res.body as Lease;
    expect(lease).toMatchObject({ status: 'Ready to sign', payment_plan_id: planId, version: 2 });
    expect(lease.documents.map((d) => [d.name, d.role, d.void])).toEqual([
      ['Academic year lease', 'tenant', false],
      ['Guaranty', 'guarantor', false],
    ]);
    // Two files per document, owner-only, nowhere under the public uploads.
    expect(privateFiles()).toHaveLength(4);
    expect(readdirSync(ctx.config.uploadsDir).filter((f) => /\.(pdf|html)$/.test(f))).toEqual([]);

    const [tenant, guarantor] = lease.documents;
    const html = await download(student, leaseId, tenant!.id, 'html');
    expect(html.status).toBe(200);
    expect(html.headers['cache-control']).toBe('private, no-store');
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['content-security-policy']).toContain('sandbox');
    expect(sha256(html.body as Buffer)).toBe(tenant!.html_sha256);
    const page = String(html.body);
    for (const shown of ['Campus Edge Living', 'Jordan Rivera', 'bed <span class="doc-variable" data-variable="bed_number">2</span>', '4B', '$29.85', '$8,000.00', '$300.00', '$50.00', 'August 20, 2026', 'May 14, 2027', 'Quiet hours are from 10 p.m. to 8 a.m.', 'Tenant Signature', 'Landlord Date']) {
      expect(page).toContain(shown);
    }
    expect(page).toContain('src="data:image/png;base64,');
    expect(page).not.toContain('/uploads/');
    expect(page).not.toContain('Not approved yet.');

    const pdf = await download(student, leaseId, tenant!.id, 'pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="Academic year lease.pdf"');
    expect(sha256(pdf.body as Buffer)).toBe(tenant!.sha256);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    const guaranty = await download(manager, leaseId, guarantor!.id, 'pdf');
    expect(sha256(guaranty.body as Buffer)).toBe(guarantor!.sha256);
    const words = execFileSync('pdftotext', ['-', '-'], { input: guaranty.body as Buffer }).toString();
    expect(words).toContain(`${GUARANTOR} guarantees the lease of Jordan Rivera.`);

    const slots = await ctx.db.selectFrom('lease_documents').select(['role', 'signature_slots']).orderBy('position').execute();
    expect(slots.map((s) => [s.role, (JSON.parse(s.signature_slots) as { signer: number; kind: string; page: number }[]).map((x) => `${x.signer}${x.kind}@${x.page}`)])).toEqual([
      ['tenant', ['1sig@1', '3sig@1', '3date@1']],
      ['guarantor', ['2sig@1']],
    ]);
    // The packet's signers in order, and each slot where it printed, for signing (issue 27).
    const signers = await ctx.db.selectFrom('lease_signers').select(['role', 'signing_order', 'name', 'email', 'user_id']).where('lease_id', '=', leaseId).orderBy('signing_order').execute();
    expect(signers).toEqual([
      { role: 'tenant', signing_order: 1, name: 'Jordan Rivera', email: student.user.email, user_id: student.userId },
      { role: 'guarantor', signing_order: 2, name: GUARANTOR, email: 'zoe@example.com', user_id: null },
      { role: 'landlord', signing_order: 3, name: 'Campus Edge Living', email: '', user_id: null },
    ]);
    const stored = await ctx.db.selectFrom('lease_slots').select(['document_id', 'position', 'signer', 'kind', 'page', 'width', 'height']).where('lease_id', '=', leaseId).orderBy('document_id').orderBy('position').execute();
    expect(stored).toEqual([
      { document_id: tenant!.id, position: 0, signer: 1, kind: 'sig', page: 1, width: 200, height: 44 },
      { document_id: tenant!.id, position: 1, signer: 3, kind: 'sig', page: 1, width: 200, height: 44 },
      { document_id: tenant!.id, position: 2, signer: 3, kind: 'date', page: 1, width: 130, height: 28 },
      { document_id: guarantor!.id, position: 0, signer: 2, kind: 'sig', page: 1, width: 200, height: 44 },
    ]);
    const event = await ctx.db.selectFrom('audit_events').select(['actor_user_id', 'details']).where('action', '=', 'lease.plan').executeTakeFirstOrThrow();
    expect(event.actor_user_id).toBe(student.userId);
    expect(JSON.parse(event.details)).toMatchObject({ payment_plan_id: planId, documents: [{ name: 'Academic year lease', pdf_sha256: tenant!.sha256 }, { name: 'Guaranty', pdf_sha256: guarantor!.sha256 }] });
  });

  it('makes no guarantor document when the application names no guarantor', async () => {
    const app = await ctx.db.selectFrom('leases').select('application_id').where('id', '=', leaseId).executeTakeFirstOrThrow();
    await ctx.db.updateTable('rental_applications').set({ answers: '{}' }).where('id', '=', app.application_id).execute();
    const lease = (await choose({ payment_plan_id: otherPlanId })).body as Lease;
    expect(lease.documents.map((d) => d.role)).toEqual(['tenant']);
    // Without a guarantor document, the landlord signs after the tenant.
    expect((await ctx.db.selectFrom('lease_signers').select(['role', 'signing_order']).where('lease_id', '=', leaseId).orderBy('signing_order').execute()).map((s) => s.role)).toEqual(['tenant', 'landlord']);
  });

  it('keeps an issued document byte for byte when its template, block or logo change later', async () => {
    const lease = (await choose({ payment_plan_id: planId })).body as Lease;
    const before = await Promise.all(lease.documents.flatMap((d) => [download(student, leaseId, d.id, 'html'), download(student, leaseId, d.id, 'pdf')]));
    await rewrite(doc(paragraph(text('Rewritten.')))).execute();
    await ctx.db.updateTable('content_blocks').set({ body: JSON.stringify(doc(paragraph(text('No quiet hours.')))) }).execute();
    writeFileSync(path.join(ctx.config.uploadsDir, 'logo.png'), await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ff0000' } }).png().toBuffer());
    // The sweep at every start keeps what a lease document names.
    expect(await sweepPrivateFiles(ctx.db, ctx.config.privateFilesDir, ctx.logger)).toEqual([]);
    const after = await Promise.all(lease.documents.flatMap((d) => [download(student, leaseId, d.id, 'html'), download(student, leaseId, d.id, 'pdf')]));
    expect(after.map((r) => sha256(r.body as Buffer))).toEqual(before.map((r) => sha256(r.body as Buffer)));
    expect(((await student.get(`/api/leases/${leaseId}/`)).body as Lease).documents).toEqual(lease.documents);
    // The driver's errors come from outside jest's realm: matched by message.
    await expect(ctx.db.updateTable('lease_documents').set({ name: 'Changed' }).execute()).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) });
    await expect(ctx.db.deleteFrom('lease_documents').execute()).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) });
  });

  it('accepts only an offered plan, the current version and an Offered lease, changing nothing otherwise', async () => {
    const unassigned = (await ctx.db.insertInto('payment_plans').values({ property_id: propertyId, lease_period_id: periodId, name: 'Not for this bed', type: 'New Tenant', approved: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    expect((await choose({ payment_plan_id: unassigned })).body).toEqual({ payment_plan_id: [M.planNotOffered] });
    expect((await choose({ payment_plan_id: 999999 })).status).toBe(400);
    expect((await choose({ payment_plan_id: 'x' })).body).toEqual({ payment_plan_id: [M.choosePlan] });
    expect((await choose({})).body).toEqual({ payment_plan_id: [M.choosePlan] });
    expect((await choose({ payment_plan_id: planId, extra: 1 })).status).toBe(400);
    expect((await choose({ payment_plan_id: planId, version: 7 })).body).toEqual({ detail: CONFLICT_MESSAGES.staleVersion });
    expect(await documentCount()).toBe(0);
    expect(privateFiles()).toEqual([]);

    expect((await choose({ payment_plan_id: planId })).status).toBe(200);
    const again = await choose({ payment_plan_id: otherPlanId });
    expect({ status: again.status, body: again.body }).toEqual({ status: 409, body: { detail: M.notOffered } });
    expect(await documentCount()).toBe(2);
  });

  it('refuses, changing nothing, when the lease period has no approved tenant template', async () => {
    await ctx.db.deleteFrom('lease_period_templates').where('template_id', '=', tenantTemplate).execute();
    const res = await choose({ payment_plan_id: planId });
    expect({ status: res.status, body: res.body }).toEqual({ status: 409, body: { detail: M.noContractTemplates } });
    expect(((await student.get(`/api/leases/${leaseId}/`)).body as Lease).status).toBe('Offered');
    expect(privateFiles()).toEqual([]);
  });

  it('refuses, writing nothing, a packet in which the tenant has nothing to sign (their contract is a guarantor-only template)', async () => {
    await rewrite(doc(heading(1, 'Guaranty'), paragraph(signatureTag(2, 'sig'), signatureTag(2, 'date')), paragraph(signatureTag(3, 'sig')))).where('id', '=', tenantTemplate).execute();
    const res = await choose({ payment_plan_id: planId, version: 1 });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 409,
      body: { detail: 'This lease cannot be sent for signing yet. The tenant has nothing to sign in “Academic year lease”: it needs a Tenant Signature or Tenant Initials tag. The leasing office will contact you.' },
    });
    await expectNothingWritten();
    // Without a guarantor the same template seats only the tenant and the landlord: still refused.
    await withoutGuarantor();
    expect((await choose({ payment_plan_id: planId })).body).toEqual(res.body);
    await expectNothingWritten();
  });

  it.each([null, '1,3'])('refuses, writing nothing, a packet with a template whose stored body cannot be read (signers %p), naming it', async (signers) => {
    await ctx.db.updateTable('document_templates').set({ body: '{"type":"doc","content":[', signing_signers: signers }).where('id', '=', tenantTemplate).execute();
    const res = await choose({ payment_plan_id: planId, version: 1 });
    expect({ status: res.status, body: res.body }).toEqual({ status: 409, body: { detail: DOCUMENT_MESSAGES.unreadableBody('Academic year lease') } });
    await expectNothingWritten();
  });

  it('refuses a packet in which the guarantor or the landlord only dates, naming every document meant for them', async () => {
    await rewrite(doc(paragraph(signatureTag(1, 'initial')), paragraph(signatureTag(3, 'date')))).where('id', '=', tenantTemplate).execute();
    await rewrite(doc(paragraph(text('I guarantee it.')), paragraph(signatureTag(2, 'date')))).where('name', '=', 'Guaranty').execute();
    const res = await choose({ payment_plan_id: planId });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 409,
      body: {
        detail:
          'This lease cannot be sent for signing yet. The guarantor has nothing to sign in “Guaranty”: it needs a Guarantor Signature or Guarantor Initials tag. The landlord has nothing to sign in “Academic year lease”, “Guaranty”: one of them needs a Landlord Signature or Landlord Initials tag. The leasing office will contact you.',
      },
    });
    await expectNothingWritten();
  });

  it('sends a packet whose signers sign somewhere in it, even in a document of another role', async () => {
    // The tenant only initials, the landlord signs the guaranty alone.
    await rewrite(doc(paragraph(signatureTag(1, 'initial')))).where('id', '=', tenantTemplate).execute();
    await rewrite(doc(paragraph(signatureTag(2, 'sig')), paragraph(signatureTag(3, 'sig')))).where('name', '=', 'Guaranty').execute();
    const res = await choose({ payment_plan_id: planId });
    expect(res.status).toBe(200);
    expect((res.body as Lease).status).toBe('Ready to sign');
    expect((await ctx.db.selectFrom('lease_signers').select('role').where('lease_id', '=', leaseId).orderBy('signing_order').execute()).map((s) => s.role)).toEqual(['tenant', 'guarantor', 'landlord']);
  });

  it('lets one of two choices made at once win; the other leaves no file behind', async () => {
    const [a, b] = await Promise.all([choose({ payment_plan_id: planId }), choose({ payment_plan_id: otherPlanId })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await documentCount()).toBe(2);
    expect(privateFiles()).toHaveLength(4);
  });

  it('is the lease’s student’s alone', async () => {
    const otherStudent = await signedInAgent(ctx, 'student', null);
    expect((await choose({ payment_plan_id: planId }, otherStudent)).status).toBe(404);
    expect((await choose({ payment_plan_id: planId }, manager)).status).toBe(403);
    expect((await choose({ payment_plan_id: planId }, agents.maintenance)).status).toBe(403);
    expect((await request(ctx.app).put(`/api/leases/${leaseId}/plan/`).send({ payment_plan_id: planId })).status).toBe(401);
    expect((await choose({ payment_plan_id: planId }, student, 999999)).status).toBe(404);
    expect(await documentCount()).toBe(0);
  });
});

describe('lease documents', () => {
  it('are served to the student and the company’s managers only, and stay readable, marked void, when the lease is voided', async () => {
    const lease = (await choose({ payment_plan_id: planId })).body as Lease;
    const documentId = lease.documents[0]!.id;
    for (const agent of [student, manager]) expect((await download(agent, leaseId, documentId, 'pdf')).status).toBe(200);
    // Maintenance staff see the lease, not what the student signs.
    expect((await download(agents.maintenance, leaseId, documentId, 'pdf')).status).toBe(403);
    expect((await download(agents.maintenance, leaseId, documentId, 'html')).status).toBe(403);
    const otherStudent = await signedInAgent(ctx, 'student', null);
    for (const agent of [otherStudent, agents.stranger]) {
      expect((await download(agent, leaseId, documentId, 'pdf')).status).toBe(404);
      expect((await download(agent, leaseId, documentId, 'html')).status).toBe(404);
    }
    expect((await request(ctx.app).get(`/api/leases/${leaseId}/documents/${documentId}/pdf/`)).status).toBe(401);
    expect((await download(student, leaseId, 999999, 'pdf')).status).toBe(404);
    expect((await student.get(`/api/leases/${leaseId}/documents/abc/pdf/`)).status).toBe(400);

    const voided = await manager.post(`/api/leases/${leaseId}/void/`).send({ reason: 'Student withdrew' });
    expect(voided.body).toMatchObject({ status: 'Void' });
    expect((voided.body as Lease).documents.map((d) => d.void)).toEqual([true, true]);
    const pdf = await download(student, leaseId, documentId, 'pdf');
    expect(sha256(pdf.body as Buffer)).toBe(lease.documents[0]!.sha256);
  });
});
