import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { AUDIT_ACTIONS, AUDIT_EVENTS, type AuditAction, type AuditEvents } from '../../shared/audit/events';
import type { LEASE_EVENTS } from '../../shared/audit/lease-events';
import { parseAuditEvent } from '../../shared/audit/parse-event';
import { leaseEventText } from '../../shared/leases/lease-event-texts';
import { canonicalJson } from '../../server/audit/chain-hash';
import { recordAuditEvent, type AuditActor } from '../../server/audit/record-event';
import { verifyAuditChain } from '../../server/audit/verify-chain';
import { presentLeaseHistoryEvent } from '../../server/presenters/lease-history';
import { leaseHistory } from '../../server/queries/lease-history';
import { AUDIT_EXAMPLES } from '../helpers/audit-examples';
import { runCli } from '../helpers/cli';
import { recordUntypedAuditEvent } from '../helpers/legacy-audit';
import { createTestContext, type TestContext } from '../helpers/test-app';

const TENANT = 11;
const LEASE = 1;
const lena: AuditActor = { userId: 22, name: 'Lena', ip: '203.0.113.7', userAgent: 'Test/1.0' };

/** Every lease event in the history's words, recorded by a manager of the company: a new lease action needs its line here. */
const LEASE_WORDS: { [K in keyof typeof LEASE_EVENTS]: string } = {
  'lease.offer': 'Lena (Manager) assigned the bed',
  'lease.select': 'Lena (Manager) chose North Hall, floor 2, unit 201, room A, bed 1 in room selection',
  'lease.plan': 'Lena (Manager) chose the payment plan; the documents were issued',
  'lease.sent': 'Sent automatically: e-mail asking the tenant to sign (jordan@example.com)',
  'lease.link_sent': 'Lena (Manager) sent the guarantor a new signing link (zoe@example.com)',
  'lease.link_opened': 'Lena (Guarantor) opened the signing link',
  'lease.open': 'Lena (Tenant) opened the documents to sign',
  'lease.consent': 'Lena (Tenant) agreed to sign electronically',
  'lease.view': 'Lena (Guarantor) read Guaranty',
  'lease.download': 'Lena (Landlord) downloaded Academic year lease',
  'lease.slot': 'Lena (Tenant) applied Tenant Initials on page 3 of Academic year lease',
  'lease.sign': 'Lena (Tenant) signed',
  'lease.decline': 'Lena (Guarantor) declined: Not my child',
  'lease.void': 'Lena (Manager) voided the lease: Moved out',
  'lease.execute': 'Executed when Lena (Manager) retried: signed documents and certificate issued',
  'lease.execute_failed': 'Could not be finalized when Lena (Manager) retried: the disk is full',
  'lease.renew': 'Lena (Manager) renewed the lease for the same bed',
  'lease.not_renewing': 'Lena (Manager) marked the resident as not renewing: Graduating',
  'lease.renewing': 'Lena (Manager) offered the resident a renewal again',
  'lease.hold_release': 'The renewal deadline (2027-02-15) passed: the bed held for the resident was released',
};

/** Records the example of an action against its own subject table (the lease for lease and ledger events). */
const recordExample = (ctx: TestContext, action: AuditAction) =>
  ctx.db.transaction().execute((trx) => recordAuditEvent(trx, { actor: lena, action, subject: { table: AUDIT_EVENTS[action].subject, id: LEASE }, organizationId: 1, details: AUDIT_EXAMPLES[action] }));

/** Rows an older version left in the chain: shapes it recorded then, and an action a newer version records. */
async function recordOlderRows(ctx: TestContext): Promise<void> {
  const lease = { table: 'leases', id: LEASE };
  await ctx.db.transaction().execute(async (trx) => {
    await recordUntypedAuditEvent(trx, { actor: lena, action: 'lease.slot', subject: lease, organizationId: 1, details: { role: 'tenant', slot_id: 5, document: 'Academic year lease', caption: 'Tenant Initials', image_sha256: null, text: null } });
    await recordUntypedAuditEvent(trx, { actor: lena, action: 'lease.link_sent', subject: lease, organizationId: 1, details: { role: 'guarantor', to: 'zoe@example.com' } });
    await recordUntypedAuditEvent(trx, { actor: lena, action: 'lease.execute', subject: lease, organizationId: 1, details: { documents: [], certificate_sha256: 'e'.repeat(64) } });
    await recordUntypedAuditEvent(trx, { actor: lena, action: 'lease.sublet', subject: lease, organizationId: 1, details: { term: 2 } });
  });
}

describe('every audit event, recorded and read back', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext();
  });
  afterEach(() => ctx.close());

  it('stores each action’s details as canonical JSON of what was given, keeps the chain, and reads each back as recorded', async () => {
    for (const action of AUDIT_ACTIONS) await recordExample(ctx, action);
    expect(await verifyAuditChain(ctx.db)).toMatchObject({ intact: true, events: AUDIT_ACTIONS.length });
    const rows = await ctx.db.selectFrom('audit_events').select(['action', 'subject_table', 'details']).orderBy('id').execute();
    expect(rows.map((r) => r.action)).toEqual(AUDIT_ACTIONS);
    for (const row of rows) {
      const action = row.action as AuditAction;
      expect(row).toEqual({ action, subject_table: AUDIT_EVENTS[action].subject, details: canonicalJson(AUDIT_EXAMPLES[action]) });
      expect(parseAuditEvent(row)).toEqual({ action, details: AUDIT_EXAMPLES[action] });
    }
  });

  it('words each lease event in the lease’s history as the certificate does, older rows among them', async () => {
    for (const action of Object.keys(LEASE_WORDS) as (keyof typeof LEASE_WORDS)[]) await recordExample(ctx, action);
    await recordOlderRows(ctx);
    expect(await verifyAuditChain(ctx.db)).toMatchObject({ intact: true });
    const history = (await leaseHistory(ctx.db, LEASE)).map((row) => presentLeaseHistoryEvent(row, { tenantUserId: TENANT, slotPages: new Map([[5, 2]]) }));
    expect(history.map(leaseEventText)).toEqual([
      ...Object.values(LEASE_WORDS),
      'Lena (Tenant) applied Tenant Initials on page 2 of Academic year lease',
      'Lena (Manager) sent the guarantor a new signing link (zoe@example.com)',
      'Executed when Lena (Manager) retried: signed documents and certificate issued',
      'Lena (Manager): lease.sublet',
    ]);
    expect(history.at(-1)).toMatchObject({ action: 'lease.sublet', details: { term: 2 }, unreadable: 'an action this version does not know' });
  });

  it('refuses details that slipped past the types, writing nothing', async () => {
    const smuggled = JSON.parse('{"status":"Signing"}') as AuditEvents['lease.void'];
    await expect(ctx.db.transaction().execute((trx) => recordAuditEvent(trx, { actor: lena, action: 'lease.void', subject: { table: 'leases', id: LEASE }, organizationId: 1, details: smuggled }))).rejects.toThrow(
      /details of lease\.void do not match its definition/,
    );
    expect(await ctx.db.selectFrom('audit_events').selectAll().execute()).toEqual([]);
  });
});

describe('npm run audit:verify on a database an older version wrote', () => {
  it('finds the chain intact: older rows and typed ones after them', async () => {
    const ctx = await createTestContext({ sqlite: true });
    try {
      await recordOlderRows(ctx);
      for (const action of AUDIT_ACTIONS) await recordExample(ctx, action);
      const { hash } = await ctx.db.selectFrom('audit_events').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
      const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_PATH: ctx.config.databasePath, UPLOADS_DIR: ctx.config.uploadsDir, LOG_LEVEL: 'silent', DATA_ENCRYPTION_KEY: 'a'.repeat(64) };
      delete env.DATABASE_URL;
      const verified = runCli('audit-verify', [], env);
      expect({ status: verified.status, stdout: verified.stdout }).toEqual({ status: 0, stdout: `Audit chain intact: ${AUDIT_ACTIONS.length + 4} events, last hash ${hash}.\n` });
    } finally {
      await ctx.close();
    }
  });
});
