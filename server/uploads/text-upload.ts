import type { RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { API_ERRORS } from '../../shared/messages';
import { HttpError } from '../ground/http-error';
import { loadFileType } from './file-type';
import { UPLOAD_LIMITS } from './upload';

declare module 'express-serve-static-core' {
  interface Request {
    /** The text of an upload read by textUpload(). */
    uploadedText?: string;
  }
}

type TextUploadMessages = { missing: string; tooLarge: string; notText: string };

/**
 * Text as people's tools save it: UTF-8 (a BOM dropped), else Windows-1252, which Excel on Windows
 * writes for "CSV (Comma delimited)". Null for bytes that are no text (a NUL byte: binary or UTF-16).
 */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * A multipart upload of one text file (an import), read into memory and never written to disk:
 * at most `maxBytes` (413), text and not a binary format told by its magic bytes (415), and present
 * (400). The handler reads it as `req.uploadedText`.
 */
export function textUpload(field: string, maxBytes: number, messages: TextUploadMessages): RequestHandler[] {
  const parse = multer({ storage: multer.memoryStorage(), limits: { ...UPLOAD_LIMITS, fileSize: maxBytes } }).single(field);
  const receive: RequestHandler = (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      if (err instanceof MulterError && err.code === 'LIMIT_FILE_SIZE') return next(HttpError.detail(413, messages.tooLarge));
      // The multipart parser reports a cut-off or boundary-less body as a plain Error: the client's fault.
      next(err && !(err instanceof MulterError) ? HttpError.detail(400, API_ERRORS.malformedUpload) : err);
    });

  const check: RequestHandler = async (req, _res, next) => {
    const file = req.file;
    if (!file) return next(HttpError.detail(400, messages.missing));
    // A sniffer that cannot make sense of the bytes has not found text either.
    const binary = await loadFileType().then(({ fileTypeFromBuffer }) => fileTypeFromBuffer(file.buffer)).catch(() => true);
    const text = binary ? null : decodeText(file.buffer);
    if (text === null) return next(HttpError.detail(415, messages.notText));
    req.uploadedText = text;
    next();
  };

  return [receive, check];
}
