import { API_ERRORS } from '../../shared/messages';
import { HttpError } from './http-error';

/** File-system errors that mean the disk cannot take a file now, not that the request was wrong. */
const STORAGE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO', 'EMFILE', 'ENFILE']);

/**
 * 507 for a file the server could not write (a full, read-only or failing uploads disk), keeping
 * the file-system error as its cause for the log; null for any other error.
 */
export function storageFailure(err: unknown): HttpError | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !STORAGE_CODES.has(code)) return null;
  const error = HttpError.detail(507, API_ERRORS.storageFailed);
  error.cause = err;
  return error;
}
