import { errorDetail } from '../../api/error-details';
import { ApiError, fieldMessages } from '../../api/errors';
import type { ImportOutcome } from './ImportReport';
import type { ImportRowError } from './layouts-api';

/** The bad rows of a refused import's answer (400 `{detail, rows}`), or null when it carries none. */
function badRows(err: unknown): ImportRowError[] | null {
  if (!(err instanceof ApiError) || err.status !== 400) return null;
  const rows = (err.body as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) return null;
  return rows.filter((r): r is ImportRowError => typeof r?.row === 'number' && Array.isArray(r.messages));
}

/**
 * A failed import as the dialog shows it: bad rows as a report (nothing was imported), field
 * errors under their fields, any other reason (no file, wrong header, too large) under the file.
 */
export function importFailure(err: unknown): { outcome: ImportOutcome | null; errors: Record<string, string> } {
  const rows = badRows(err);
  if (rows) {
    const detail = errorDetail(err) ?? `${rows.length} rows have errors; nothing was imported.`;
    return { outcome: { kind: 'refused', detail, rows }, errors: {} };
  }
  const fields = fieldMessages(err);
  if (Object.keys(fields).length) return { outcome: null, errors: fields };
  return { outcome: null, errors: { file: errorDetail(err) ?? (err instanceof Error ? err.message : 'The file could not be imported.') } };
}
