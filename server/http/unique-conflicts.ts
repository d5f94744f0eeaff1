import { ACCOUNT_CODE_MESSAGES, CONFLICT_MESSAGES, LAYOUT_MESSAGES } from '../../shared/messages';
import { HttpError, type FieldErrors } from '../ground/http-error';

/**
 * What a unique constraint's violation tells the client, by the columns SQLite names in its message
 * ("UNIQUE constraint failed: users.email"). Routes do not catch these: two requests racing past a
 * service's own check both reach the database, and the loser gets this 409.
 */
const CONFLICTS: Record<string, FieldErrors> = {
  'users.email': { email: [CONFLICT_MESSAGES.emailTaken] },
  'website_block_attrs.property_id, website_block_attrs.block_name': { block_name: [CONFLICT_MESSAGES.blockExists] },
  'website_block_attrs.organization_id, website_block_attrs.block_name': { block_name: [CONFLICT_MESSAGES.blockExists] },
  'account_codes.organization_id, account_codes.name': { name: [ACCOUNT_CODE_MESSAGES.duplicate] },
};

/**
 * Constraints behind a validation rule the service checks first with a 400 field error: the loser
 * of a race gets that same 400, so the client cannot tell the two apart. (An index whose columns
 * carry COLLATE NOCASE is still named by its columns.)
 */
const RULES: Record<string, FieldErrors> = {
  'layouts.property_id, layouts.building, layouts.unit, layouts.room, layouts.bed': { bed: [LAYOUT_MESSAGES.duplicateBed] },
};

/** The 409 (or a rule's 400) for a unique-constraint violation, or null when the error is something else. */
export function uniqueConflict(err: unknown): HttpError | null {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (e?.code !== 'SQLITE_CONSTRAINT_UNIQUE' && e?.code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') return null;
  const columns = typeof e.message === 'string' ? e.message.replace(/^UNIQUE constraint failed: /, '') : '';
  const rule = RULES[columns];
  if (rule) return HttpError.fields(rule);
  const fields = CONFLICTS[columns];
  return fields ? HttpError.fields(fields, 409) : HttpError.detail(409, CONFLICT_MESSAGES.duplicate);
}
