import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { GUARANTOR_PAGE_TEXTS as G, SIGNING_MESSAGES as M } from '../../shared/leases/signing-texts';
import { MY_LEASE_TEXTS as T } from '../../shared/leases/my-lease-texts';
import type { SigningState } from '../../shared/leases/signing-types';
import { pageTitle } from '../../shared/page-title';
import { createPdfRenderer, type PdfRenderer } from '../../server/documents/pdf/pdf-renderer';
import { keptSignableLeases, signaturePng } from '../helpers/lease-fixture';
import { settledState, signAll } from '../helpers/executed-lease';
import { lastMailTo } from '../helpers/outbox';
import type { TestContext } from '../helpers/test-app';

/** The guarantor's link page (what she is asked to guarantee), when each signer first opens the packet, and My lease's words by phase (issue 44). */

let ctx: TestContext;
let pdf: PdfRenderer;
let f: Awaited<ReturnType<ReturnType<typeof keptSignableLeases>>>['f'];
let signature: string;

const signing = () => `/api/leases/${f.leaseId}/signing`;
const guarantorToken = async () => (await lastMailTo(ctx.db, 'zoe@example.com')).token!;
const opens = () => ctx.db.selectFrom('lease_signer_opens').select(['lease_id', 'role', 'user_id']).orderBy('id').execute();
const openEvents = () => ctx.db.selectFrom('audit_events').select(['action', 'actor_name', 'details']).where('action', '=', 'lease.open').orderBy('id').execute();
const progress = (state: SigningState) => Object.fromEntries(state.signers.map((s) => [s.role, s.opened]));
const ASKS = 'Jordan Rivera asks you to guarantee their lease of A, Floor 2, Unit 4B, Room B, Bed 2 at The Standard for Academic Year 2026–2027 (Aug 20, 2026 – May 14, 2027).';

beforeAll(async () => {
  pdf = createPdfRenderer({ uploadsDir: '/nonexistent' });
  signature = await signaturePng();
});
afterAll(() => pdf.close());
const freshLease = keptSignableLeases({}, () => ({ pdf }));
beforeEach(async () => {
  ({ ctx, f } = await freshLease());
});
afterEach(() => ctx.close());

describe("the guarantor's link page", () => {
  it('names the student, the premises, the property, the period and the total she guarantees, and what a guaranty means', async () => {
    expect((await signAll(f.agents.student, signing(), signature)).status).toBe(200);
    const page = await request(ctx.app).get(`/new/sign/${await guarantorToken()}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toMatch(/no-store/);
    expect(page.text).toContain(`<title>${pageTitle(G.heading)}</title>`);
    expect(page.text).toContain(ASKS);
    expect(page.text).toContain(G.meaning('Jordan Rivera'));
    expect(page.text).toMatch(new RegExp(`${G.totalLabel}</dt><dd[^>]*>\\$8,000\\.00</dd>`));
    expect(page.text).toContain('One payment');
    expect(page.text).toContain('data-island="signing-ceremony"');
    // No address of the API to follow: the documents are read inside the ceremony.
    expect(page.text).not.toMatch(/href="\/api\//);
  });

  it('says a link that no longer works is not valid, and tells nothing of the lease', async () => {
    expect((await signAll(f.agents.student, signing(), signature)).status).toBe(200);
    const token = await guarantorToken();
    expect((await f.agents.manager.post(`/api/leases/${f.leaseId}/guarantor-link/`)).status).toBe(200);
    for (const link of [token, 'not-a-link']) {
      const page = await request(ctx.app).get(`/new/sign/${link}`);
      expect(page.text).toContain(M.linkInvalid);
      expect(page.text).not.toContain('Jordan Rivera');
      expect(page.text).not.toContain('$8,000.00');
      expect(page.text).not.toContain('data-island="signing-ceremony"');
    }
  });

  it('names the lease without asking once it is signed by everyone', async () => {
    expect((await signAll(f.agents.student, signing(), signature)).status).toBe(200);
    expect((await signAll(request(ctx.app), `/api/sign/${await guarantorToken()}`, signature)).status).toBe(200);
    // The last complete answers "Finishing…"; the execution job makes it Executed (issue 46).
    expect((await signAll(f.agents.manager, signing(), signature)).body).toMatchObject({ completed: true, finishing: true });
    expect(await settledState(f.agents.manager, signing())).toMatchObject({ lease_status: 'Executed' });
    const page = await request(ctx.app).get(`/new/sign/${await guarantorToken()}`);
    expect(page.text).not.toContain(ASKS);
    expect(page.text).toContain('The lease of Jordan Rivera: A, Floor 2, Unit 4B, Room B, Bed 2 at The Standard');
    expect(page.text).toContain(G.meaning('Jordan Rivera'));
  });
});

describe('when each signer first opens the packet', () => {
  it('is recorded once per signer, on their turn only, and the signer list shows who has opened it', async () => {
    const { student, manager } = f.agents;
    // The manager reads the signing out of turn: nothing recorded for the landlord.
    expect(progress((await manager.get(`${signing()}/`)).body as SigningState)).toEqual({ tenant: false, guarantor: false, landlord: false });
    expect(await opens()).toEqual([]);
    // The student opens it on their turn: recorded once, however often they reload.
    expect(progress((await student.get(`${signing()}/`)).body as SigningState)).toEqual({ tenant: true, guarantor: false, landlord: false });
    await student.get(`${signing()}/`);
    expect(await opens()).toEqual([{ lease_id: f.leaseId, role: 'tenant', user_id: student.userId }]);
    expect((await signAll(student, signing(), signature)).status).toBe(200);

    // The guarantor's turn: waiting for her until she opens the link.
    expect(progress((await student.get(`${signing()}/`)).body as SigningState)).toEqual({ tenant: true, guarantor: false, landlord: false });
    const link = `/api/sign/${await guarantorToken()}`;
    expect(progress((await request(ctx.app).get(`${link}/`)).body as SigningState)).toEqual({ tenant: true, guarantor: true, landlord: false });
    await request(ctx.app).get(`${link}/`);
    expect((await opens()).map((o) => [o.role, o.user_id])).toEqual([['tenant', student.userId], ['guarantor', null]]);
    expect((await openEvents()).map((e) => [e.actor_name, JSON.parse(e.details).role])).toEqual([['Jordan Rivera', 'tenant'], ['Zoë Ñúñez', 'guarantor']]);
    expect(progress((await manager.get(`${signing()}/`)).body as SigningState)).toEqual({ tenant: true, guarantor: true, landlord: false });
  });

  it('records nothing for a caller who may not read the signing, and the record cannot be changed', async () => {
    const { stranger, maintenance } = f.agents;
    expect((await request(ctx.app).get(`${signing()}/`)).status).toBe(401);
    expect((await maintenance.get(`${signing()}/`)).status).toBe(403);
    expect((await stranger.get(`${signing()}/`)).status).toBe(404);
    expect((await request(ctx.app).get('/api/sign/aaaaaaaaaaaaaaaaaaaaaaaa/')).body).toEqual({ detail: M.linkInvalid });
    expect(await opens()).toEqual([]);
    await f.agents.student.get(`${signing()}/`);
    await expect(ctx.db.updateTable('lease_signer_opens').set({ role: 'landlord' }).execute()).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) });
    await expect(ctx.db.deleteFrom('lease_signer_opens').execute()).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) });
  });
});

describe("My lease's documents, by phase", () => {
  const PAGE = '/new/tenant/lease';

  it('sends the student above to sign only while the packet is open for signing; once executed, they are the signed files', async () => {
    const open = (await f.agents.student.get(PAGE)).text;
    expect(open).toContain(T.documentsIntro.signing);
    expect(open).toContain(T.roles.signing.tenant);

    expect((await signAll(f.agents.student, signing(), signature)).status).toBe(200);
    expect((await signAll(request(ctx.app), `/api/sign/${await guarantorToken()}`, signature)).status).toBe(200);
    // The last complete answers "Finishing…"; the execution job makes it Executed (issue 46).
    expect((await signAll(f.agents.manager, signing(), signature)).body).toMatchObject({ completed: true, finishing: true });
    expect(await settledState(f.agents.manager, signing())).toMatchObject({ lease_status: 'Executed' });
    const executed = (await f.agents.student.get(PAGE)).text;
    for (const gone of [T.documentsIntro.signing, T.roles.signing.tenant, T.roles.signing.guarantor]) expect(executed).not.toContain(gone);
    expect(executed).toContain(T.documentsIntro.signed);
    expect(executed).toContain(T.roles.signed.tenant);
    expect(executed).toContain(T.roles.signed.guarantor);
    const documents = await ctx.db.selectFrom('lease_documents').select('id').where('lease_id', '=', f.leaseId).execute();
    for (const d of documents) expect(executed).toContain(`href="/api/leases/${f.leaseId}/documents/${d.id}/final/pdf/"`);
  });

  it('neither sends the student to sign nor calls the documents signed once the lease is declined', async () => {
    expect((await f.agents.student.post(`${signing()}/decline/`).send({ reason: 'I found another place.' })).status).toBe(200);
    const page = (await f.agents.student.get(PAGE)).text;
    expect(page).toContain(T.documentsIntro.closed);
    expect(page).toContain(T.roles.closed.tenant);
    for (const gone of [T.documentsIntro.signing, T.roles.signing.tenant, T.roles.signed.tenant]) expect(page).not.toContain(gone);
  });
});
