import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseVariantWidths, variantName } from '../../shared/media';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import { deleteUnusedMediaFiles, listMediaFiles } from '../queries/media-files';
import { privateFileNames } from '../queries/private-file-names';
import { tempDir } from './upload';

/** What the sweep found: removed temp files, rows and files, and rows whose files are gone (kept). */
export type SweepReport = {
  tempFiles: string[];
  unusedRows: string[];
  strayFiles: string[];
  rowsWithoutFiles: { name: string; missing: string[] }[];
};

/** The names the server gives stored files and their copies: 32 hex digits, then -w<width> for a copy. */
const STORED_NAME = /^[0-9a-f]{32}(-w\d+)?\.[a-z0-9]+$/;

/**
 * When instances share the folders (PostgreSQL, several processes), another one may be writing an
 * upload while this one starts: the sweep then leaves files and rows younger than `settledBefore` (ms
 * since the epoch) alone. Without it (one process, before it listens) everything counts.
 */
export type SweepOptions = { settledBefore?: number };

async function filesOf(dir: string, { settledBefore }: SweepOptions = {}): Promise<string[]> {
  try {
    const files = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
    if (settledBefore === undefined) return files;
    const settled = await Promise.all(files.map(async (f) => (await stat(path.join(dir, f)).catch(() => null))?.mtimeMs ?? Infinity));
    return files.filter((_f, i) => settled[i]! < settledBefore);
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return [];
    throw err;
  }
}

/**
 * Run at start, before the server accepts requests (an upload in flight has a file but not yet its
 * row). A crash can leave a temp upload, a stored file or copy whose row was never written or whose
 * row was deleted, and older versions left rows that nothing points at. The sweep removes all of
 * those and reports rows whose files are missing (they stay: a record still shows them).
 * Only names the server generates are touched, so other files in the folder are left alone.
 */
export async function sweepUploads(db: Db, uploadsDir: string, logger: Logger, options: SweepOptions = {}): Promise<SweepReport> {
  const temp = tempDir(uploadsDir);
  const tempFiles = await filesOf(temp, options);
  await Promise.all(tempFiles.map((f) => rm(path.join(temp, f), { force: true })));

  const unusedRows = (await deleteUnusedMediaFiles(db, options.settledBefore === undefined ? undefined : new Date(options.settledBefore).toISOString())).map((r) => r.name);

  const rows = await listMediaFiles(db);
  const expected = new Map(rows.map((r) => [r.name, [r.name, ...parseVariantWidths(r.variant_widths).map((w) => variantName(r.name, w))]]));
  const known = new Set([...expected.values()].flat());
  const present = await filesOf(uploadsDir);
  const settled = new Set(await filesOf(uploadsDir, options));
  const strayFiles = present.filter((f) => STORED_NAME.test(f) && !known.has(f) && settled.has(f)).sort();
  await Promise.all(strayFiles.map((f) => rm(path.join(uploadsDir, f), { force: true })));

  const onDisk = new Set(present);
  const rowsWithoutFiles = [...expected.entries()].map(([name, files]) => ({ name, missing: files.filter((f) => !onDisk.has(f)) })).filter((r) => r.missing.length);

  const report = { tempFiles, unusedRows, strayFiles, rowsWithoutFiles };
  if (tempFiles.length || unusedRows.length || strayFiles.length) {
    logger.warn({ tempFiles: tempFiles.length, unusedRows, strayFiles }, 'uploads sweep: removed leftover files and unused media rows');
  }
  if (rowsWithoutFiles.length) {
    logger.warn({ count: rowsWithoutFiles.length, rows: rowsWithoutFiles }, 'uploads sweep: media rows whose files are missing');
  }
  return report;
}

/**
 * Run at start too: a private file whose row was never written (a crash between the move and the
 * insert) or was deleted is removed (an application's files, a lease's documents, signatures, final PDFs and
 * certificates: server/queries/private-file-names.ts). Only generated names are touched.
 */
export async function sweepPrivateFiles(db: Db, dir: string, logger: Logger, options: SweepOptions = {}): Promise<string[]> {
  const known = await privateFileNames(db);
  const stray = (await filesOf(dir, options)).filter((f) => STORED_NAME.test(f) && !known.has(f)).sort();
  await Promise.all(stray.map((f) => rm(path.join(dir, f), { force: true })));
  if (stray.length) logger.warn({ strayFiles: stray }, 'private files sweep: removed files no row lists');
  return stray;
}
