import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/** What a backup folder holds: the manifest is written last, so a folder without it is unfinished. */
export const BACKUP_LAYOUT = {
  manifest: 'manifest.json',
  database: 'database.db',
  /** A PostgreSQL install's database, in pg_dump's custom format (instead of database.db). */
  postgresDump: 'database.pgdump',
  uploads: 'uploads',
  sessionSecret: 'session-secret',
  dataKey: 'data-encryption-key',
  /** The generated company seal (key and certificate) that seals executed leases. */
  signingSeal: 'signing-seal.pem',
  privateFiles: 'private-files',
} as const;

/** A refusal or failure the command line prints as it is, without a stack trace. */
export class BackupError extends Error {}

/** The names of the files under a folder (recursively; empty folders do not count); none when it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => !e.isDirectory()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** True when `inner` is `outer` or lies inside it. */
export function isWithin(inner: string, outer: string): boolean {
  const relative = path.relative(path.resolve(outer), path.resolve(inner));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** "1.2 MB" */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The SHA-256 of a file's bytes, in hex, read as a stream (upload files may be large). */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}
