import { describe, expect, it } from '@jest/globals';
import { contentBlock as block, document as doc, paragraph as p, signatureTag as tag, text, variable } from '../../shared/documents/build';
import type { DocNode } from '../../shared/documents/types';
import { MAX_UPLOAD_BYTES } from '../../shared/constants';
import { API_ERRORS, CONTENT_BLOCK_MESSAGES, DOCUMENT_MESSAGES } from '../../shared/messages';
import { companiesEachTest, type CompaniesTest } from '../helpers/companies-each-test';
import { pngBuffer } from '../helpers/files';
import { expectStaffReads, expectManagerWrites, type Write } from '../helpers/access-matrix';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let orgId: number;
let a: CompaniesTest['a'];

companiesEachTest((made) => ({ ctx, orgId, a } = made));

const LEASE_BODY = doc(p(text('This lease is between '), variable('student_full_name'), text(' and the landlord.')), p(tag(1, 'sig'), tag(3, 'date')));

const templateRows = () => ctx.db.selectFrom('document_templates').selectAll().orderBy('id').execute();
const create = (body: object) => a.manager.post('/api/document-templates/').send(body);
const createLease = async (name = 'Standard lease') => (await create({ name, type: 'Lease Agreement', body: LEASE_BODY })).body as { id: number; version: number };
const newBlock = async (body: DocNode = doc(p(text('Pets are not allowed in the unit.')))) => (await a.manager.post('/api/content-blocks/').send({ name: 'Pets', body })).body as { id: number };

describe('who may call the document template endpoints', () => {
  it('answers 401 signed out, 403 to a student, reads only to maintenance and 404 for another company’s template', async () => {
    const lease = await createLease();
    const id = lease.id;
    const writes: Write[] = [
      ['post', '/api/document-templates/', { name: 'x', type: 'SMS Template' }],
      ['patch', `/api/document-templates/${id}/`, { name: 'Renamed' }],
      ['post', `/api/document-templates/${id}/clone/`, { name: 'Copy' }],
      ['post', `/api/document-templates/${id}/approve/`, {}],
      ['post', '/api/content-blocks/', { name: 'x', body: doc(p(text('Quiet hours after ten.'))) }],
    ];
    const reads = ['/api/document-templates/', `/api/document-templates/${id}/`, '/api/messages/variables', '/api/content-blocks/'];
    await expectStaffReads(a, reads);
    await expectManagerWrites(a, writes);
    for (const [method, path, body] of writes.filter(([, path]) => path.includes(String(id)))) {
      expect((await a.stranger[method as 'post'](path).send(body)).status).toBe(404);
    }
    expect((await a.stranger.get(`/api/document-templates/${id}/`)).status).toBe(404);
    expect((await a.stranger.get('/api/document-templates/')).body).toEqual([]);
    const [row] = await templateRows();
    expect({ name: row!.name, approved: row!.approved, count: (await templateRows()).length }).toEqual({ name: 'Standard lease', approved: 0, count: 1 });
  });
});

describe('POST /api/document-templates/', () => {
  it('creates a draft of the company with the caller as its author, listed with the spec’s columns', async () => {
    const res = await create({ name: '  Welcome e-mail ', type: 'Email Template' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number), name: 'Welcome e-mail', type: 'Email Template', approved: false, approved_by: null, approved_at: null,
      created_by: 'Test manager', created_at: expect.any(String), subject: '', body: { type: 'doc', content: [{ type: 'paragraph' }] }, version: 1,
    });
    const list = await a.manager.get('/api/document-templates/');
    expect(list.body).toEqual([{ id: res.body.id, name: 'Welcome e-mail', type: 'Email Template', approved: false, approved_by: null, approved_at: null, created_by: 'Test manager', created_at: res.body.created_at }]);
  });

  it('refuses a missing name or type with the spec’s messages, and unknown keys, creating nothing', async () => {
    expect((await create({ name: ' ', type: 'SMS Template' })).body).toEqual({ name: [DOCUMENT_MESSAGES.nameRequired] });
    expect((await create({ type: 'SMS Template' })).body).toEqual({ name: [DOCUMENT_MESSAGES.nameRequired] });
    expect((await create({ name: 'x', type: 'Letter' })).body).toEqual({ type: [DOCUMENT_MESSAGES.typeRequired] });
    expect((await create({ name: 'x', type: 'SMS Template', approved: true })).status).toBe(400);
    expect(await templateRows()).toEqual([]);
  });
});

describe('the spec’s rules on every write', () => {
  const patch = (id: number, body: object) => a.manager.patch(`/api/document-templates/${id}/`).send(body);

  it('checks an e-mail subject: required, one line, at most 998 characters with variables counted by name', async () => {
    const { id } = (await create({ name: 'Reminder', type: 'Email Template' })).body;
    expect((await patch(id, { subject: '  ' })).body).toEqual({ subject: [DOCUMENT_MESSAGES.subjectRequired] });
    expect((await patch(id, { subject: 'Rent\nis due' })).body).toEqual({ subject: [DOCUMENT_MESSAGES.subjectLineBreaks] });
    const name = 'Student First Name'.length;
    expect((await patch(id, { subject: `${'x'.repeat(998 - name)}{{student_first_name}}` })).status).toBe(200);
    expect((await patch(id, { subject: `${'x'.repeat(999 - name)}{{student_first_name}}` })).body).toEqual({ subject: [DOCUMENT_MESSAGES.subjectTooLong] });
  });

  it('needs a body of 10 characters, counting variables and content blocks by their expanded length', async () => {
    const { id } = await createLease();
    expect((await patch(id, { body: doc(p(text('Too short'))) })).body).toEqual({ body: [DOCUMENT_MESSAGES.bodyTooShort] });
    expect((await patch(id, { body: doc(p(variable('unit_number'))) })).status).toBe(200);
    const pets = await newBlock(doc(p(text('No pets.'))));
    expect((await patch(id, { body: doc(p(text('A')), block(pets.id)) })).status).toBe(200);
  });

  it('keeps a text message to 160 characters and to text and variables', async () => {
    const { id } = (await create({ name: 'Rent due', type: 'SMS Template' })).body;
    expect((await patch(id, { body: doc(p(text('x'.repeat(160)))) })).status).toBe(200);
    expect((await patch(id, { body: doc(p(text('x'.repeat(161)))) })).body).toEqual({ body: [DOCUMENT_MESSAGES.smsTooLong] });
    expect((await patch(id, { body: doc(p(text('Hello there', [{ type: 'bold' }]))) })).body).toEqual({ body: ['bold is not allowed in this document.'] });
    expect((await patch(id, { body: doc({ type: 'heading', attrs: { level: 1 }, content: [text('Hello there')] }) })).body).toEqual({ body: ['header is not allowed in this document.'] });
  });

  it('refuses content blocks in an e-mail, unknown nodes and variables, repeated blocks and another company’s block', async () => {
    const pets = await newBlock();
    const email = (await create({ name: 'Welcome', type: 'Email Template' })).body.id as number;
    expect((await patch(email, { body: doc(p(text('Welcome home!')), block(pets.id)) })).body).toEqual({ body: ['ContentBlock is not allowed in this document.'] });
    const { id } = await createLease();
    expect((await patch(id, { body: doc(p(text('Hello there')), { type: 'iframe' }) })).body).toEqual({ body: ['Unknown content: iframe.'] });
    expect((await patch(id, { body: doc(p(text('Hello there'), variable('__proto__'))) })).body).toEqual({ body: ['Unknown variable: __proto__.'] });
    expect((await patch(id, { body: doc(p(text('Hello there')), block(pets.id), block(pets.id)) })).body).toEqual({ body: [DOCUMENT_MESSAGES.blocksNotUnique] });
    const foreign = (await a.stranger.post('/api/content-blocks/').send({ name: 'Theirs', body: doc(p(text('Their own passage.'))) })).body.id as number;
    expect((await patch(id, { body: doc(p(text('Hello there')), block(foreign)) })).body).toEqual({ body: [DOCUMENT_MESSAGES.missingBlock(foreign)] });
    expect(JSON.parse((await templateRows()).find((r) => r.id === id)!.body)).toEqual(LEASE_BODY);
  });

  it('refuses a body that is not a document, or nests without end, with 400 and no crash', async () => {
    const { id } = await createLease();
    expect((await patch(id, { body: 'text' })).status).toBe(400);
    // Written out by hand: the test client's own serializer would overflow on it.
    const deep = `${'{"type":"blockquote","content":['.repeat(5_000)}{"type":"text","text":"x"}${']}'.repeat(5_000)}`;
    const res = await a.manager.patch(`/api/document-templates/${id}/`).set('content-type', 'application/json').send(`{"body":{"type":"doc","content":[${deep}]}}`);
    expect(res.status).toBe(400);
    expect((await a.manager.get(`/api/document-templates/${id}/`)).body.body).toEqual(LEASE_BODY);
  });

  it('takes an inline image of up to an upload’s size in a body of several megabytes, and refuses a larger or foreign one', async () => {
    const { id, version } = await createLease();
    const withImage = (src: string) => doc({ type: 'image', attrs: { src, alt: 'Floor plan' } }, ...LEASE_BODY.content!);
    const png = await pngBuffer();
    // A real PNG padded to the size: what follows its end is not read.
    const inline = (bytes: number) => `data:image/png;base64,${Buffer.concat([png, Buffer.alloc(bytes - png.length, 1)]).toString('base64')}`;
    const big = await patch(id, { body: withImage(inline(4 * 1024 * 1024)), version });
    expect(big.status).toBe(200);
    expect(big.body.body.content[0].attrs.src).toHaveLength(inline(4 * 1024 * 1024).length);
    const tooLarge = await patch(id, { body: withImage(inline(MAX_UPLOAD_BYTES + 1)), version: big.body.version });
    expect({ status: tooLarge.status, body: tooLarge.body }).toEqual({ status: 400, body: { body: [DOCUMENT_MESSAGES.imageTooLarge] } });
    const foreign = await patch(id, { body: withImage('https://tracker.example/pixel.gif'), version: big.body.version });
    expect({ status: foreign.status, body: foreign.body }).toEqual({ status: 400, body: { body: [DOCUMENT_MESSAGES.imageSource] } });
    // Other endpoints keep the 1 MB limit.
    expect((await a.manager.post('/api/content-blocks/').send({ name: 'Big', body: withImage(inline(2 * 1024 * 1024)) })).status).toBe(413);
  });
});

describe('approval, editing and cloning', () => {
  it('records the approval in the audit chain: who, from which address and browser, which template', async () => {
    const { id } = await createLease();
    const res = await a.manager.post(`/api/document-templates/${id}/approve/`).set('X-Forwarded-For', '203.0.113.7').set('User-Agent', 'AuditTest/1.0');
    expect(res.status).toBe(200);
    await a.manager.post(`/api/document-templates/${id}/approve/`);
    const events = await ctx.db.selectFrom('audit_events').selectAll().execute();
    expect(events).toEqual([
      expect.objectContaining({ id: 1, action: 'document_template.approve', subject_table: 'document_templates', subject_id: id, organization_id: orgId, actor_user_id: a.manager.userId, actor_name: 'Test manager', ip: '203.0.113.7', user_agent: 'AuditTest/1.0', details: '{"name":"Standard lease"}', prev_hash: '0'.repeat(64) }),
    ]);
    expect(Date.now() - Date.parse(events[0]!.occurred_at)).toBeLessThan(60_000);
    expect(events[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('approves a lease agreement once, recording who and when; then it cannot be changed', async () => {
    const { id } = await createLease();
    const res = await a.manager.post(`/api/document-templates/${id}/approve/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ approved: true, approved_by: 'Test manager', approved_at: expect.any(String) });
    expect(Date.now() - Date.parse(res.body.approved_at)).toBeLessThan(60_000);
    expect((await a.manager.post(`/api/document-templates/${id}/approve/`)).body).toEqual({ detail: DOCUMENT_MESSAGES.alreadyApproved });
    const before = await templateRows();
    const edit = await a.manager.patch(`/api/document-templates/${id}/`).send({ name: 'Changed' });
    expect({ status: edit.status, body: edit.body }).toEqual({ status: 409, body: { detail: DOCUMENT_MESSAGES.approvedLocked } });
    expect(await templateRows()).toEqual(before);
  });

  it('approves only lease agreements', async () => {
    const { id } = (await create({ name: 'Hello', type: 'SMS Template' })).body;
    expect((await a.manager.post(`/api/document-templates/${id}/approve/`)).body).toEqual({ detail: DOCUMENT_MESSAGES.onlyLeaseApproval });
  });

  it('refuses a stale save with 409 and takes a fresh one', async () => {
    const lease = await createLease();
    const first = await a.manager.patch(`/api/document-templates/${lease.id}/`).send({ name: 'First', version: lease.version });
    expect(first.body.version).toBe(lease.version + 1);
    expect((await a.manager.patch(`/api/document-templates/${lease.id}/`).send({ name: 'Second', version: lease.version })).status).toBe(409);
  });

  it('clones an approved template as a draft written now by the caller, with the same body', async () => {
    const pets = await newBlock();
    const body = doc(p(text('Lease for '), variable('property_name')), block(pets.id));
    const { id } = (await create({ name: 'Lease', type: 'Lease Agreement', body })).body;
    await a.manager.post(`/api/document-templates/${id}/approve/`);
    const copy = await a.manager.post(`/api/document-templates/${id}/clone/`).send({ name: 'Lease 2027' });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Lease 2027', type: 'Lease Agreement', approved: false, approved_by: null, approved_at: null, created_by: 'Test manager', body });
    expect(copy.body.id).not.toBe(id);
    expect((await a.manager.post(`/api/document-templates/${id}/clone/`).send({ name: '' })).body).toEqual({ name: [DOCUMENT_MESSAGES.nameRequired] });
  });
});

describe('content blocks and variables', () => {
  it('serves at least 20 variables by key and display name', async () => {
    const res = await a.manager.get('/api/messages/variables');
    expect(Object.keys(res.body).length).toBeGreaterThanOrEqual(20);
    expect(res.body.student_full_name).toBe('Student Full Name');
  });

  it('creates, lists, edits and deletes a block; a block inside a block is refused', async () => {
    const pets = await newBlock();
    expect((await a.manager.get('/api/content-blocks/')).body).toEqual([expect.objectContaining({ id: pets.id, name: 'Pets' })]);
    expect((await a.stranger.get('/api/content-blocks/')).body).toEqual([]);
    expect((await a.manager.patch(`/api/content-blocks/${pets.id}/`).send({ name: 'Pets and animals' })).body.name).toBe('Pets and animals');
    expect((await a.manager.post('/api/content-blocks/').send({ name: 'Nested', body: doc(block(pets.id)) })).body).toEqual({ body: ['ContentBlock is not allowed in this document.'] });
    expect((await a.manager.post('/api/content-blocks/').send({ name: '', body: doc(p(text('x'))) })).body).toEqual({ name: [DOCUMENT_MESSAGES.blockNameRequired] });
    for (const empty of [doc(p()), doc(p(text('   ')), p())]) {
      expect((await a.manager.post('/api/content-blocks/').send({ name: 'Empty', body: empty })).body).toEqual({ body: [CONTENT_BLOCK_MESSAGES.bodyEmpty] });
      expect((await a.manager.patch(`/api/content-blocks/${pets.id}/`).send({ body: empty })).body).toEqual({ body: [CONTENT_BLOCK_MESSAGES.bodyEmpty] });
    }
    expect((await a.stranger.delete(`/api/content-blocks/${pets.id}/`)).status).toBe(404);
    expect((await a.manager.delete(`/api/content-blocks/${pets.id}/`)).status).toBe(204);
    expect((await a.manager.delete(`/api/content-blocks/${pets.id}/`)).body).toEqual({ detail: API_ERRORS.notFound });
  });

  it('keeps a block an approved template inserts: no change, no delete (409); a draft’s block may go', async () => {
    const pets = await newBlock();
    const quiet = await newBlock(doc(p(text('Quiet hours start at ten.'))));
    const approved = (await create({ name: 'Lease', type: 'Lease Agreement', body: doc(p(text('Hello there')), block(pets.id)) })).body.id as number;
    await create({ name: 'Draft', type: 'Lease Agreement', body: doc(p(text('Hello there')), block(quiet.id)) });
    await a.manager.post(`/api/document-templates/${approved}/approve/`);
    expect((await a.manager.delete(`/api/content-blocks/${pets.id}/`)).body).toEqual({ detail: DOCUMENT_MESSAGES.blockUsedByApproved });
    expect((await a.manager.patch(`/api/content-blocks/${pets.id}/`).send({ name: 'Changed' })).status).toBe(409);
    expect((await a.manager.delete(`/api/content-blocks/${quiet.id}/`)).status).toBe(204);
    expect((await ctx.db.selectFrom('content_blocks').select('id').execute()).map((r) => r.id)).toEqual([pets.id]);
  });
});
