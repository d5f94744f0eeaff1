import { LAYOUT_IMPORT_MESSAGES as IM } from '../../../shared/messages';
import { errorDetail } from '../../api/error-details';
import { ApiError, fieldMessages } from '../../api/errors';
import type { ImportOutcome } from './ImportReport';
import type { ImportRowProblem } from '../../../shared/layouts/import-rows';

/** The bad rows of a refused import's answer (400 `{detail, rows}`), or null when it carries none. */
function badRows(err: unknown): ImportRowProblem[] | null {
  if (!(err instanceof ApiError) || err.status !== 400) return null;
  const rows = (err.body as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) return null;
  return rows.filter((r): r is ImportRowProblem => typeof r?.row === 'number' && Array.isArray(r.messages));
}

/**
 * A failed import as the dialog shows it: bad rows as a report (nothing was imported), field
 * errors under their fields, any other reason (no file, wrong header, too large) under the file.
 */
export function importFailure(err: unknown): { outcome: ImportOutcome | null; errors: Record<string, string> } {
  const rows = badRows(err);
  if (rows) {
    const detail = errorDetail(err) ?? IM.rowErrors(rows.length);
    return { outcome: { kind: 'refused', detail, rows }, errors: {} };
  }
  const fields = fieldMessages(err);
  if (Object.keys(fields).length) return { outcome: null, errors: fields };
  return { outcome: null, errors: { file: errorDetail(err) ?? (err instanceof Error ? err.message : 'The file could not be imported.') } };
}
