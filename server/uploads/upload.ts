import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { DOCUMENT_MIME_TYPES, IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES, VIDEO_MIME_TYPES } from '../../shared/constants';
import { API_ERRORS } from '../../shared/messages';
import { HttpError } from '../ground/http-error';
import { storageFailure } from '../ground/storage-failure';
import { sniffType } from './image-checks';

/** image: the spec's image types; media: images and videos; document: PDF (property resources); proof: images or PDF (application copies and proofs). */
export type Accept = 'image' | 'media' | 'document' | 'proof';

/** A checked upload waiting in the temporary folder until a service stores it. */
export type CheckedUpload = {
  tempPath: string;
  kind: 'image' | 'video' | 'document';
  mime: string;
  ext: string;
  size: number;
  originalName: string;
};

declare module 'express-serve-static-core' {
  interface Request {
    upload?: CheckedUpload;
    /** Each checked upload by its field, when the middleware takes several fields (a form posted without JavaScript). */
    uploads?: Record<string, CheckedUpload>;
    /** Every file of a field that takes several (`maxCount`), in the order sent. */
    uploadList?: CheckedUpload[];
  }
}

const allowed = (accept: Accept): readonly string[] =>
  accept === 'image' ? IMAGE_MIME_TYPES : accept === 'document' ? DOCUMENT_MIME_TYPES : accept === 'proof' ? [...IMAGE_MIME_TYPES, ...DOCUMENT_MIME_TYPES] : [...IMAGE_MIME_TYPES, ...VIDEO_MIME_TYPES];

/**
 * Every multipart request: one file of at most 5 MB, and a few short text fields (the editors send
 * at most five). Anything beyond is refused with 400/413 before it is read.
 */
export const UPLOAD_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024, fieldNameSize: 100 } as const;

/** Temporary uploads live in UPLOADS_DIR/.tmp so the final move is a rename on the same disk. */
export function tempDir(uploadsDir: string): string {
  return path.join(uploadsDir, '.tmp');
}

type UploadOptions = { required?: boolean; missingMessage?: string; maxFields?: number; /** One field taking up to this many files (a multiple file input). */ maxCount?: number };

/**
 * The one upload middleware: multer writes `field` to a temp file under a generated name (5 MB cap),
 * then the content's magic bytes must match the spec's image (or image and video) types.
 * 413 when too large, 415 when of the wrong type; the temp file is removed when the response ends,
 * whatever happened, unless a service has moved it into place.
 * With several fields (a whole form's file inputs, each empty or holding one file), every file is
 * checked, a wrong type is refused at its field, and `req.uploads` holds them by field.
 */
export function upload(uploadsDir: string, field: string | readonly string[], accept: Accept, opts: UploadOptions = {}): RequestHandler[] {
  const dir = tempDir(uploadsDir);
  mkdirSync(dir, { recursive: true });
  const storage = multer.diskStorage({
    destination: dir,
    filename: (_req, _file, cb) => cb(null, randomBytes(16).toString('hex')),
  });
  const several = typeof field !== 'string';
  const many = !several && (opts.maxCount ?? 1) > 1;
  // A browser sends every file input, empty or not, and each counts as a file part.
  const fields = opts.maxFields ?? UPLOAD_LIMITS.fields;
  const limits = several
    ? { ...UPLOAD_LIMITS, files: Math.max(field.length, 1), fields, parts: fields + field.length }
    : many
      ? { ...UPLOAD_LIMITS, files: opts.maxCount!, fields, parts: fields + opts.maxCount! }
      : UPLOAD_LIMITS;
  const parse = several ? multer({ storage, limits }).fields(field.map((name) => ({ name, maxCount: 1 }))) : many ? multer({ storage, limits }).array(field, opts.maxCount) : multer({ storage, limits }).single(field);
  const received = (req: Parameters<RequestHandler>[0]): Express.Multer.File[] =>
    Array.isArray(req.files) ? req.files : several ? Object.values((req.files ?? {}) as Record<string, Express.Multer.File[]>).flat() : req.file ? [req.file] : [];
  // The multipart parser reports a cut-off or boundary-less body as a plain Error: the client's fault;
  // a file the disk would not take is the server's (507).
  const receive: RequestHandler = (req, res, next) =>
    parse(req, res, (err?: unknown) => next(storageFailure(err) ?? (err && !(err instanceof MulterError) ? HttpError.detail(400, API_ERRORS.malformedUpload) : err)));

  // An aborted upload (a limit hit mid-stream) can leave req.file without a path: this runs after
  // the response, where a throw would end the process, so it checks and never throws.
  const cleanupOnFinish: RequestHandler = (req, res, next) => {
    res.on('close', () => {
      for (const file of received(req)) {
        if (typeof file?.path === 'string') rm(file.path, { force: true }).catch(() => undefined);
      }
    });
    next();
  };

  const check: RequestHandler = async (req, _res, next) => {
    const files = received(req);
    if (!files.length) {
      if (opts.required ?? true) return next(HttpError.fields({ [several ? field[0]! : field]: [opts.missingMessage ?? API_ERRORS.fileMissing] }));
      return next();
    }
    const uploads: Record<string, CheckedUpload> = {};
    const list: CheckedUpload[] = [];
    for (const file of files) {
      const type = await sniffType(file.path);
      if (!type || !allowed(accept).includes(type.mime)) {
        await rm(file.path, { force: true });
        const detail = { image: API_ERRORS.unsupportedImageType, media: API_ERRORS.unsupportedFileType, document: API_ERRORS.unsupportedDocumentType, proof: API_ERRORS.unsupportedProofType }[accept];
        return next(several || many ? new HttpError(415, { [file.fieldname]: [detail] }) : HttpError.detail(415, detail));
      }
      const checked: CheckedUpload = {
        tempPath: file.path,
        kind: type.mime.startsWith('video/') ? 'video' : type.mime.startsWith('image/') ? 'image' : 'document',
        mime: type.mime,
        ext: type.ext,
        size: file.size,
        originalName: file.originalname.slice(0, 200),
      };
      uploads[file.fieldname] = checked;
      list.push(checked);
    }
    req.upload = list[0];
    if (several) req.uploads = uploads;
    if (many) req.uploadList = list;
    next();
  };

  return [cleanupOnFinish, receive, check];
}
