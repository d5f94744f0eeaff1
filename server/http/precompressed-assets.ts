import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { pickEncoding } from '../render/ready-page';

/** The encodings the build makes copies in, by file suffix. */
export const PRECOMPRESSED_SUFFIXES = { br: '.br', gzip: '.gz' } as const;

/**
 * Sends a built script's compressed copy (`X.js.br`, `X.js.gz`, made by the build: ADR 014) when
 * the browser accepts that encoding: the static handler after it then serves the copy, and the
 * compression middleware leaves a response that already has a Content-Encoding alone. Files
 * without a copy (the manager's, the largest) are compressed on the fly as before. The copies are
 * listed once, when the app is made, from the folder the build wrote.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const copies = listFiles(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.vary('Accept-Encoding');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (encoding === 'identity') return next();
    const file = req.path.slice(1);
    const copy = file + PRECOMPRESSED_SUFFIXES[encoding];
    if (!copies.has(copy)) return next();
    // The type of the file itself, not of its copy (.br, .gz).
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', encoding);
    req.url = `/${copy}`;
    next();
  };
}

/** The names of the files in a folder; none when it does not exist (an app made before any build). */
function listFiles(dir: string): Set<string> {
  try {
    return new Set(readdirSync(dir));
  } catch {
    return new Set();
  }
}
