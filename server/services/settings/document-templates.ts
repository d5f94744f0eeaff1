import { ALLOWED_FORMATS, bodyProblems, contentBlockIds } from '../../../shared/documents/formats';
import { signingSigners, signingSignersText } from '../../../shared/leases/seats-to-sign';
import { blockBodyErrors, bodyContentErrors, subjectErrors } from '../../../shared/documents/validate';
import { inlineImageSources } from '../../../shared/documents/images';
import { EMPTY_DOCUMENT, type DocNode, type DocumentType } from '../../../shared/documents/types';
import { DOCUMENT_MESSAGES } from '../../../shared/messages';
import type { TemplateFields } from '../../../shared/schemas/document-templates';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { inlineImagesProblems } from '../../uploads/inline-images';
import { blockInApprovedTemplate, contentBlockBodies, deleteContentBlock, insertContentBlock } from '../../queries/content-blocks';
import { findDocumentTemplate, insertDocumentTemplate, setTemplateBlocks, templateBody } from '../../queries/document-templates';
import { updateVersioned } from '../../queries/versioned-update';
import type { AuditActor } from '../../audit/record-event';
import { approveOnce, assertApprovable, assertEditable, assertStillEditable } from './approval';


type Author = { id: number; name: string };
type Owned = { id: number; type: DocumentType; approved: number };

/** How many blocks one body may insert: far above any lease, far below SQLite's bound on query parameters. */
const MAX_BLOCKS_IN_BODY = 500;

/** The company's blocks a body inserts, by id, or why it cannot insert them: a block deleted since, or never the company's. */
async function insertedBlocks(db: Db, organizationId: number, body: DocNode): Promise<{ errors: string[]; blocks: Map<number, DocNode> }> {
  const ids = [...new Set(contentBlockIds(body))];
  if (ids.length > MAX_BLOCKS_IN_BODY) return { errors: [DOCUMENT_MESSAGES.unknownBlock], blocks: new Map() };
  const blocks = await contentBlockBodies(db, organizationId, ids);
  return { errors: ids.filter((id) => !blocks.has(id)).map((id) => DOCUMENT_MESSAGES.missingBlock(id)), blocks };
}

/** The body's rules, its inline images checked as uploads are, and every block it inserts is one of the company's; answers the blocks. */
async function checkedBody(db: Db, organizationId: number, type: DocumentType, body: DocNode): Promise<{ errors: string[]; blockIds: number[] }> {
  const problems = bodyProblems(body, ALLOWED_FORMATS[type]);
  if (problems.length) return { errors: problems, blockIds: [] };
  const imageProblems = await inlineImagesProblems(inlineImageSources(body));
  if (imageProblems.length) return { errors: imageProblems, blockIds: [] };
  const { errors: blockErrors, blocks } = await insertedBlocks(db, organizationId, body);
  if (blockErrors.length) return { errors: blockErrors, blockIds: [] };
  const errors = bodyContentErrors(type, body, (id) => blocks.get(id));
  return { errors, blockIds: errors.length ? [] : [...blocks.keys()] };
}

/** Checks the fields a write sends (those it leaves out stay as stored); 400 with every field's errors. */
async function checkFields(db: Db, organizationId: number, type: DocumentType, fields: TemplateFields): Promise<number[] | undefined> {
  const errors: Record<string, string[]> = {};
  if (fields.subject !== undefined && type === 'Email Template') {
    const subject = subjectErrors(fields.subject);
    if (subject.length) errors.subject = subject;
  }
  let blockIds: number[] | undefined;
  if (fields.body !== undefined) {
    const checked = await checkedBody(db, organizationId, type, fields.body);
    if (checked.errors.length) errors.body = checked.errors;
    blockIds = checked.blockIds;
  }
  if (Object.keys(errors).length) throw HttpError.fields(errors);
  return blockIds;
}

export async function createDocumentTemplate(db: Db, organizationId: number, author: Author, input: TemplateFields & { name: string; type: DocumentType }): Promise<number> {
  const blockIds = await checkFields(db, organizationId, input.type, input);
  return db.transaction().execute(async (trx) => {
    const id = await insertDocumentTemplate(trx, {
      organization_id: organizationId,
      name: input.name,
      type: input.type,
      subject: input.type === 'Email Template' ? (input.subject ?? '') : '',
      body: JSON.stringify(input.body ?? EMPTY_DOCUMENT),
      signing_signers: signingSignersText(signingSigners(input.body ?? EMPTY_DOCUMENT)),
      created_by: author.name,
      created_by_id: author.id,
    });
    await setTemplateBlocks(trx, id, blockIds ?? []);
    return id;
  });
}

/** The editor's Save: an approved template is never changed (409). */
export async function updateDocumentTemplate(db: Db, organizationId: number, template: Owned, input: TemplateFields & { version?: number }): Promise<void> {
  assertEditable('document-template', template);
  const blockIds = await checkFields(db, organizationId, template.type, input);
  const changes = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.subject !== undefined && template.type === 'Email Template' && { subject: input.subject }),
    ...(input.body !== undefined && { body: JSON.stringify(input.body), signing_signers: signingSignersText(signingSigners(input.body)) }),
    updated_at: new Date().toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    // Approved since it was loaded: the same refusal, decided inside the write's transaction.
    await assertStillEditable(trx, 'document-template', template.id);
    await updateVersioned(trx, 'document_templates', template.id, input.version, changes);
    if (blockIds) await setTemplateBlocks(trx, template.id, blockIds);
  });
}

/** A Draft copy under a new name, written now by the caller; refused (400) while the source inserts a block that is gone. */
export async function cloneDocumentTemplate(db: Db, organizationId: number, author: Author, sourceId: number, name: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const source = await findDocumentTemplate(trx, sourceId);
    const body = templateBody(source);
    const { errors, blocks } = await insertedBlocks(trx, organizationId, body);
    if (errors.length) throw HttpError.detail(400, errors.join(' '));
    const id = await insertDocumentTemplate(trx, { organization_id: organizationId, name, type: source.type, subject: source.subject, body: source.body, signing_signers: signingSignersText(signingSigners(body)), created_by: author.name, created_by_id: author.id });
    await setTemplateBlocks(trx, id, [...blocks.keys()]);
    return id;
  });
}

/**
 * Final Approval: lease agreements only (400), once (409), and only of a body that passes every rule
 * now (400): a block deleted since the last save would otherwise be approved as a silent gap.
 */
export async function approveTemplate(db: Db, organizationId: number, template: Owned, actor: AuditActor): Promise<void> {
  if (template.type !== 'Lease Agreement') throw HttpError.detail(400, DOCUMENT_MESSAGES.onlyLeaseApproval);
  assertApprovable('document-template', template);
  // The whole check (images included) runs outside the transaction, so the database waits on no image.
  const checked = await checkedBody(db, organizationId, template.type, JSON.parse((await findDocumentTemplate(db, template.id)).body) as DocNode);
  if (checked.errors.length) throw HttpError.detail(400, checked.errors.join(' '));
  await db.transaction().execute(async (trx) => {
    // A save since was checked whole; a block deleted since is what can still be missing.
    const current = await findDocumentTemplate(trx, template.id);
    const { errors, blocks } = await insertedBlocks(trx, organizationId, JSON.parse(current.body) as DocNode);
    if (errors.length) throw HttpError.detail(400, errors.join(' '));
    await approveOnce(trx, 'document-template', { id: template.id, organizationId, name: current.name }, actor);
    // What protects the approved text: its blocks can no longer change or go.
    await setTemplateBlocks(trx, template.id, [...blocks.keys()]);
  });
}

function checkBlockBody(body: DocNode): void {
  const errors = blockBodyErrors(body);
  if (errors.length) throw HttpError.fields({ body: errors });
}

export async function createContentBlock(db: Db, organizationId: number, fields: { name: string; body: DocNode }): Promise<number> {
  checkBlockBody(fields.body);
  return insertContentBlock(db, organizationId, fields);
}

/** A block an approved template inserts is part of what was approved: it is not changed (409). */
export async function updateContentBlock(db: Db, id: number, fields: { name?: string; body?: DocNode; version?: number }): Promise<void> {
  if (fields.body) checkBlockBody(fields.body);
  if (await blockInApprovedTemplate(db, id)) throw HttpError.detail(409, DOCUMENT_MESSAGES.blockUsedByApproved);
  const changes = { ...(fields.name !== undefined && { name: fields.name }), ...(fields.body !== undefined && { body: JSON.stringify(fields.body) }), updated_at: new Date().toISOString() };
  await updateVersioned(db, 'content_blocks', id, fields.version, changes);
}

export async function removeContentBlock(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await blockInApprovedTemplate(trx, id)) throw HttpError.detail(409, DOCUMENT_MESSAGES.blockUsedByApproved);
    await deleteContentBlock(trx, id);
  });
}
