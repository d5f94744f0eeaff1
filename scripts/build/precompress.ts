/**
 * Compressed copies of the public pages' built scripts, made at build time (ADR 014): `X.js.br`
 * (brotli 11) and `X.js.gz` (gzip 9) beside `X.js`, sent as they are to a browser that accepts them
 * (server/http/precompressed-assets.ts). The server's on-the-fly brotli runs at quality 4 to stay
 * cheap per request; the same scripts at quality 11 are about 13 % smaller, and the server no longer
 * compresses a script per request. Quality 11 costs seconds of CPU, so copies are kept in a cache by
 * their content's hash and a build compresses only the scripts that changed.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PRECOMPRESSED_SUFFIXES } from '../../server/http/precompressed-assets';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Files larger than this are left to the server's on-the-fly compression: quality 11 takes seconds
 * on a megabyte (the map view's maplibre, fetched only when a visitor opens the map).
 */
export const PRECOMPRESS_MAX_BYTES = 512 * 1024;

const ENCODERS: Record<keyof typeof PRECOMPRESSED_SUFFIXES, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipAsync(body, { level: 9 }),
};

/** The copy of `body` in one encoding, from the cache when an earlier build made it. */
async function encoded(body: Buffer, encoding: keyof typeof ENCODERS, cacheDir: string, used: Set<string>): Promise<Buffer> {
  const name = `${createHash('sha256').update(body).digest('hex')}${PRECOMPRESSED_SUFFIXES[encoding]}`;
  used.add(name);
  const cached = path.join(cacheDir, name);
  try {
    return await readFile(cached);
  } catch {
    const copy = await ENCODERS[encoding](body);
    await writeFile(cached, copy);
    return copy;
  }
}

/**
 * Writes the .br and .gz copies of each file (in zlib's thread pool, all at once) and drops from
 * `cacheDir` the copies this build did not use; returns how many files were compressed.
 */
export async function precompress(files: string[], cacheDir: string): Promise<number> {
  await mkdir(cacheDir, { recursive: true });
  const used = new Set<string>();
  const done = await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length > PRECOMPRESS_MAX_BYTES) return false;
      for (const encoding of ['br', 'gzip'] as const) {
        const copy = await encoded(body, encoding, cacheDir, used);
        // A copy no smaller than the file (a few dozen bytes of script) is not worth its header.
        if (copy.length < body.length) await writeFile(file + PRECOMPRESSED_SUFFIXES[encoding], copy);
      }
      return true;
    }),
  );
  for (const name of await readdir(cacheDir)) if (!used.has(name)) await rm(path.join(cacheDir, name), { force: true });
  return done.filter(Boolean).length;
}
