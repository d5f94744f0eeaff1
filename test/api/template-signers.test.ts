import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { document as doc, paragraph, signatureTag, text } from '../../shared/documents/build';
import { up as addTemplateSigners } from '../../migrations/2026_11_29_1800_add_template_signers';
import { migrationsView } from '../../server/db/migrate';
import { signersOfTemplates } from '../../server/queries/document-templates';
import { buildOrganization } from '../helpers/factories';
import { agentsFor } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * Which signers sign or initial in a template is recorded with each save (issue 46), so Season
 * readiness and the plan choice need not read every body: on create, edit and clone, and for the
 * templates a database held before (the migration reads them once).
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

  it('reads what was recorded, and a body only for a row with nothing recorded', async () => {
    const insert = (signing_signers: string | null) =>
      ctx.db.insertInto('document_templates').values({ organization_id: orgId, name: 'Direct', type: 'Lease Agreement', body: JSON.stringify(body(signatureTag(1, 'sig'))), signing_signers }).returning('id').executeTakeFirstOrThrow();
    // The recorded list wins over the body: the body is not read for it.
    const stored = await insert('3');
    const unrecorded = await insert(null);
    const signers = await signersOfTemplates(ctx.db, [
      { id: stored.id, signing_signers: '3' },
      { id: unrecorded.id, signing_signers: null },
    ]);
    expect(signers.get(stored.id)).toEqual([3]);
    expect(signers.get(unrecorded.id)).toEqual([1]);
  });

  it('fills them in for the templates a database held before the migration', async () => {
    const before = await ctx.db.insertInto('document_templates').values({ organization_id: orgId, name: 'Old lease', type: 'Lease Agreement', body: JSON.stringify(body(signatureTag(1, 'sig'), signatureTag(3, 'sig'))) }).returning('id').executeTakeFirstOrThrow();
    const none = await ctx.db.insertInto('document_templates').values({ organization_id: orgId, name: 'Old notice', type: 'Lease Agreement', body: JSON.stringify(body(signatureTag(1, 'date'))) }).returning('id').executeTakeFirstOrThrow();
    await sql`alter table document_templates drop column signing_signers`.execute(ctx.db);
    await addTemplateSigners(migrationsView(ctx.db));
    expect(await recorded(before.id)).toBe('1,3');
    expect(await recorded(none.id)).toBe('');
  });
});
