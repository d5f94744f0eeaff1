import { LAYOUT_IMPORT_MESSAGES as IM } from '../../../shared/messages';
import { errorDetail } from '../../api/error-details';
import { ApiError, fieldMessages } from '../../../shared/api-errors';
import type { ImportOutcome } from './ImportReport';
import type { ImportRowProblem } from '../../../shared/layouts/import-rows';

/** The bad rows a refused import's answer lists (400 `{detail, rows, more_rows}`) and how many more it has, or null when it carries none. */
function badRows(err: unknown): { rows: ImportRowProblem[]; more: number } | null {
  if (!(err instanceof ApiError) || err.status !== 400) return null;
  const body = err.body as { rows?: unknown; more_rows?: unknown } | null;
  if (!Array.isArray(body?.rows)) return null;
  const rows = body.rows.filter((r): r is ImportRowProblem => typeof r?.row === 'number' && Array.isArray(r.messages));
  return { rows, more: typeof body.more_rows === 'number' ? body.more_rows : 0 };
}

/**
 * A failed import as the dialog shows it: bad rows as a report (nothing was imported), field
 * errors under their fields, any other reason (no file, wrong header, too large) under the file.
 */
export function importFailure(err: unknown): { outcome: ImportOutcome | null; errors: Record<string, string> } {
  const bad = badRows(err);
  if (bad) {
    const detail = errorDetail(err) ?? IM.rowErrors(bad.rows.length + bad.more);
    return { outcome: { kind: 'refused', detail, rows: bad.rows, more: bad.more }, errors: {} };
  }
  const fields = fieldMessages(err);
  if (Object.keys(fields).length) return { outcome: null, errors: fields };
  return { outcome: null, errors: { file: errorDetail(err) ?? (err instanceof Error ? err.message : 'The file could not be imported.') } };
}
