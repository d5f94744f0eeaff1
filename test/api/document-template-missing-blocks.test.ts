import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { contentBlock as block, document as doc, paragraph as p, signatureTag as tag, text } from '../../shared/documents/build';
import { DOCUMENT_MESSAGES } from '../../shared/messages';
import { buildOrganization } from '../helpers/factories';
import { agentsFor } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let a: Awaited<ReturnType<typeof agentsFor>>;

beforeEach(async () => {
  ctx = await createTestContext();
  a = await agentsFor(ctx, (await buildOrganization(ctx.db)).id, (await buildOrganization(ctx.db)).id);
});
afterEach(() => ctx.close());

const templateRows = () => ctx.db.selectFrom('document_templates').select(['id', 'name', 'approved', 'body']).orderBy('id').execute();
const blockOf = async (agent: typeof a.manager, name: string) =>
  (await agent.post('/api/content-blocks/').send({ name, body: doc(p(text(`${name}: a passage of the lease.`))) })).body.id as number;
const draftInserting = async (blockId: number) =>
  (await a.manager.post('/api/document-templates/').send({ name: 'Lease', type: 'Lease Agreement', body: doc(p(text('The tenant agrees to the house rules.')), block(blockId), p(tag(1, 'sig'))) })).body as { id: number; body: object };
const approve = (id: number) => a.manager.post(`/api/document-templates/${id}/approve/`);
const clone = (id: number) => a.manager.post(`/api/document-templates/${id}/clone/`).send({ name: 'Lease copy' });

describe('a draft lease agreement whose content block was deleted', () => {
  it('is neither approved nor cloned nor saved as it is: each answers 400 naming the block, and nothing changes', async () => {
    const pets = await blockOf(a.manager, 'Pets');
    const draft = await draftInserting(pets);
    expect((await a.manager.delete(`/api/content-blocks/${pets}/`)).status).toBe(204);
    const before = await templateRows();

    const approval = await approve(draft.id);
    expect({ status: approval.status, body: approval.body }).toEqual({ status: 400, body: { detail: DOCUMENT_MESSAGES.missingBlock(pets) } });
    const copy = await clone(draft.id);
    expect({ status: copy.status, body: copy.body }).toEqual({ status: 400, body: { detail: DOCUMENT_MESSAGES.missingBlock(pets) } });
    const save = await a.manager.patch(`/api/document-templates/${draft.id}/`).send({ body: draft.body });
    expect({ status: save.status, body: save.body }).toEqual({ status: 400, body: { body: [DOCUMENT_MESSAGES.missingBlock(pets)] } });

    expect(await templateRows()).toEqual(before);
    expect(await ctx.db.selectFrom('document_template_blocks').selectAll().execute()).toEqual([]);
  });

  it('is approved once the block is taken out, and its remaining blocks are then kept', async () => {
    const pets = await blockOf(a.manager, 'Pets');
    const quiet = await blockOf(a.manager, 'Quiet hours');
    const draft = await draftInserting(pets);
    await a.manager.delete(`/api/content-blocks/${pets}/`);
    expect((await a.manager.patch(`/api/document-templates/${draft.id}/`).send({ body: doc(p(text('The tenant agrees to the house rules.')), block(quiet)) })).status).toBe(200);
    expect((await approve(draft.id)).status).toBe(200);
    expect((await a.manager.delete(`/api/content-blocks/${quiet}/`)).body).toEqual({ detail: DOCUMENT_MESSAGES.blockUsedByApproved });
  });
});

describe('a draft whose stored body inserts another company’s content block', () => {
  it('is neither approved nor cloned: 400 naming the block, and nothing changes', async () => {
    const own = await blockOf(a.manager, 'Pets');
    const theirs = await blockOf(a.stranger, 'Their passage');
    const draft = await draftInserting(own);
    // Written straight to the table, as data from before the check (or a hand edit) would be.
    const foreignBody = doc(p(text('The tenant agrees to the house rules.')), block(theirs));
    await ctx.db.updateTable('document_templates').set({ body: JSON.stringify(foreignBody) }).where('id', '=', draft.id).execute();
    const before = await templateRows();

    expect((await approve(draft.id)).body).toEqual({ detail: DOCUMENT_MESSAGES.missingBlock(theirs) });
    expect((await clone(draft.id)).body).toEqual({ detail: DOCUMENT_MESSAGES.missingBlock(theirs) });
    expect(await templateRows()).toEqual(before);
  });
});

describe('Final Approval re-checks the whole body', () => {
  it('refuses a lease agreement that was never written (400 with the spec’s length message)', async () => {
    const { id } = (await a.manager.post('/api/document-templates/').send({ name: 'Empty lease', type: 'Lease Agreement' })).body as { id: number };
    const res = await approve(id);
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { detail: DOCUMENT_MESSAGES.bodyTooShort } });
    expect((await templateRows())[0]!.approved).toBe(0);
  });
});
