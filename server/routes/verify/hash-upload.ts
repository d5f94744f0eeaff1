import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import multer, { MulterError, type StorageEngine } from 'multer';
import { SIGNING_MESSAGES, VERIFY_MAX_BYTES } from '../../../shared/leases/signing-texts';
import { API_ERRORS } from '../../../shared/messages';
import { HttpError } from '../../ground/http-error';

/** An uploaded file as verification needs it: its fingerprint and whether it starts as a PDF does. */
export type HashedUpload = { sha256: string; size: number; pdf: boolean };

const PDF_MAGIC = Buffer.from('%PDF-');
const hashed = new WeakMap<Request, HashedUpload>();

/** The file `hashUpload` read, if the request sent one. */
export const hashedUpload = (req: Request): HashedUpload | undefined => hashed.get(req);

/** Hashes the file as it streams in: nothing is kept in memory or written to disk. */
const hashingStorage: StorageEngine = {
  _handleFile(req, file, done) {
    const hash = createHash('sha256');
    let head = Buffer.alloc(0);
    let size = 0;
    file.stream.on('data', (chunk: Buffer) => {
      if (head.length < PDF_MAGIC.length) head = Buffer.concat([head, chunk.subarray(0, PDF_MAGIC.length - head.length)]);
      size += chunk.length;
      hash.update(chunk);
    });
    file.stream.on('error', done);
    file.stream.on('end', () => {
      hashed.set(req, { sha256: hash.digest('hex'), size, pdf: head.equals(PDF_MAGIC) });
      done(null, { size });
    });
  },
  _removeFile(req, _file, done) {
    hashed.delete(req);
    done(null);
  },
};

// One file and the SHA-256 field (the page's form sends both inputs, one of them empty).
const parse = multer({ storage: hashingStorage, limits: { fileSize: VERIFY_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 1024, fieldNameSize: 100 } }).single('file');

/**
 * A multipart request's `file`, hashed as it arrives (at most 20 MB, 413), and its `sha256` text
 * field in `req.body`. Any other request goes on untouched; too many parts or a cut-off body is a 400.
 */
export const hashUpload: RequestHandler = (req, res, next) =>
  parse(req, res, (err?: unknown) => {
    if (!err) return next();
    if (err instanceof MulterError && err.code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, { file: [SIGNING_MESSAGES.verifyFileTooLarge] }));
    if (err instanceof MulterError) return next(HttpError.detail(400, err.message));
    next(HttpError.detail(400, API_ERRORS.malformedUpload));
  });
