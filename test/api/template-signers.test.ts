import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { document as doc, paragraph, signatureTag, text } from '../../shared/documents/build';
import { up as addTemplateSigners } from '../../migrations/2026_11_29_1800_add_template_signers';
import { up as fillTemplateSigners } from '../../migrations/2026_11_29_2300_fill_template_signers';
import { DOCUMENT_MESSAGES } from '../../shared/messages';
import { migrationsView } from '../../server/db/migrate';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { agentsFor, buildLeasePeriod } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * Which signers sign or initial in a template is recorded with each save (issue 46), so Season
 * readiness and the plan choice need not read every body: on create, edit and clone, and for the
 * templates a database held before (the migrations read them once). A template whose body cannot be
 * read has none, and is refused by name where its signers are needed.
 */
let ctx: TestContext;
let orgId: number;
let a: Awaited<ReturnType<typeof agentsFor>>;

beforeAll(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db, { name: 'Campus Edge' })).id;
  a = await agentsFor(ctx, orgId, (await buildOrganization(ctx.db)).id);
});
afterAll(() => ctx.close());

const body = (...tags: ReturnType<typeof signatureTag>[]) => doc(paragraph(text('Terms.')), paragraph(...tags));
const recorded = async (id: number) => (await ctx.db.selectFrom('document_templates').select('signing_signers').where('id', '=', id).executeTakeFirstOrThrow()).signing_signers;

describe('the signers a template records', () => {
  it('records them on create, replaces them on edit, and copies them on clone; a date is no signature', async () => {
    const created = await a.manager.post('/api/document-templates/').send({ name: 'Lease', type: 'Lease Agreement', body: body(signatureTag(3, 'sig'), signatureTag(1, 'initial'), signatureTag(2, 'date')) });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(await recorded(id)).toBe('1,3');

    const edited = await a.manager.patch(`/api/document-templates/${id}/`).send({ body: body(signatureTag(2, 'sig')), version: created.body.version });
    expect(edited.status).toBe(200);
    expect(await recorded(id)).toBe('2');

    const clone = await a.manager.post(`/api/document-templates/${id}/clone/`).send({ name: 'Guaranty copy' });
    expect(clone.status).toBe(201);
    expect(await recorded(clone.body.id as number)).toBe('2');
  });

  it('names a template whose stored body cannot be read: a gap in Season readiness, a refusal (409) where it would be copied', async () => {
    const propertyId = (await buildProperty(ctx.db, orgId)).id;
    const periodId = (await buildLeasePeriod(ctx.db, propertyId, [])).id;
    const corrupt = await ctx.db.insertInto('document_templates').values({ organization_id: orgId, name: 'Scanned lease', type: 'Lease Agreement', body: '{"type":"doc","cont', signing_signers: null, approved: 1 }).returning('id').executeTakeFirstOrThrow();
    await ctx.db.insertInto('lease_period_templates').values({ lease_period_id: periodId, kind: 'tenant', template_id: corrupt.id }).execute();
    const refusal = { status: 409, body: { detail: DOCUMENT_MESSAGES.unreadableBody('Scanned lease') } };

    // Season readiness (and the alerts it feeds) names it as the period's gap instead of failing.
    const readiness = await a.manager.get(`/api/agreement-periods/readiness/?property=${propertyId}`);
    expect(readiness.status).toBe(200);
    expect(JSON.stringify(readiness.body)).toContain(JSON.stringify(DOCUMENT_MESSAGES.unreadableBody('Scanned lease')).slice(1, -1));

    const before = await ctx.db.selectFrom('document_templates').select('id').execute();
    const clone = await a.manager.post(`/api/document-templates/${corrupt.id}/clone/`).send({ name: 'Scanned lease copy' });
    expect({ status: clone.status, body: clone.body }).toEqual(refusal);
    expect(await ctx.db.selectFrom('document_templates').select('id').execute()).toEqual(before);
    await ctx.db.deleteFrom('lease_period_templates').where('template_id', '=', corrupt.id).execute();
  });

  it('fills them in for the templates a database held before the migration', async () => {
    const before = await ctx.db.insertInto('document_templates').values({ organization_id: orgId, name: 'Old lease', type: 'Lease Agreement', body: JSON.stringify(body(signatureTag(1, 'sig'), signatureTag(3, 'sig'))) }).returning('id').executeTakeFirstOrThrow();
    const none = await ctx.db.insertInto('document_templates').values({ organization_id: orgId, name: 'Old notice', type: 'Lease Agreement', body: JSON.stringify(body(signatureTag(1, 'date'))) }).returning('id').executeTakeFirstOrThrow();
    await sql`alter table document_templates drop column signing_signers`.execute(ctx.db);
    await addTemplateSigners(migrationsView(ctx.db));
    expect(await recorded(before.id)).toBe('1,3');
    expect(await recorded(none.id)).toBe('');
  });

  it('fills them in, from the body, for every template still without, but one whose body cannot be read', async () => {
    const insert = (type: 'Lease Agreement' | 'Email Template', name: string, body: string) =>
      ctx.db.insertInto('document_templates').values({ organization_id: orgId, name, type, body, subject: type === 'Email Template' ? 'Hi' : '', signing_signers: null }).returning('id').executeTakeFirstOrThrow();
    const email = await insert('Email Template', 'Welcome', JSON.stringify(body(signatureTag(1, 'date'))));
    const lease = await insert('Lease Agreement', 'Lease', JSON.stringify(body(signatureTag(2, 'sig'), signatureTag(3, 'initial'))));
    const corrupt = await insert('Lease Agreement', 'Corrupt', '{"type":"doc"');
    const notADocument = await insert('Lease Agreement', 'Not a document', '[1,2]');
    const saved = await a.manager.post('/api/document-templates/').send({ name: 'Saved', type: 'Lease Agreement', body: body(signatureTag(1, 'sig')) });
    await fillTemplateSigners(migrationsView(ctx.db));
    expect([await recorded(email.id), await recorded(lease.id), await recorded(corrupt.id), await recorded(notADocument.id), await recorded(saved.body.id as number)]).toEqual(['', '2,3', null, null, '1']);
    await ctx.db.deleteFrom('document_templates').where('id', 'in', [corrupt.id, notADocument.id]).execute();
  });
});
