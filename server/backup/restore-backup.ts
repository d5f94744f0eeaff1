import { existsSync } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { dataKeyFile, privateFilesDir, sessionSecretFile } from '../config';
import { companySealFile } from '../security/company-seal';
import { sql } from 'kysely';
import { databaseName, openDatabase } from '../db/database';
import { countRows, integrityProblems, openCopy, referencedFiles, referencedPrivateFiles, unknownMigrations } from './database-copy';
import { runPgTool } from './pg-tools';
import { BACKUP_LAYOUT, BackupError, filesUnder, sha256Of } from './layout';
import { readManifest, type Manifest } from './manifest';

const COPY_CONCURRENCY = 8;
/** Restored files wait here (on the same disk) until every one is copied, then move into place. */
const STAGING = '.restoring';

/** `databaseUrl`: DATABASE_URL, when the install restored into runs on PostgreSQL (an empty database). */
export type RestoreOptions = { from: string; databasePath: string; databaseUrl?: string; uploadsDir: string; allowMissing?: boolean };
/** `checksums`: false for a backup made before manifests recorded SHA-256, whose files were checked by size only. */
export type RestoreResult = { manifest: Manifest; files: number; bytes: number; missing: string[]; checksums: boolean };

/**
 * Puts a backup back into an empty data folder. Everything is checked before anything is written:
 * the target holds no database and no uploads, the database copy passes PRAGMA integrity_check, has
 * the rows its manifest counted and no migration this code lacks, and it, the secrets and every
 * file it references are there with their recorded size and SHA-256 (size only for a backup made
 * before manifests recorded checksums: the answer says so).
 * Files are written under temporary names and renamed; the database comes last.
 */
export async function restoreBackup({ from, databasePath, databaseUrl, uploadsDir, allowMissing = false }: RestoreOptions): Promise<RestoreResult> {
  const manifest = await readManifest(from);
  const postgres = manifest.database.engine === 'postgres';
  if (postgres && !databaseUrl) throw new BackupError('This backup is of a PostgreSQL database: set DATABASE_URL to a new, empty PostgreSQL database to restore it there.');
  if (!postgres && databaseUrl) throw new BackupError('This backup is of an SQLite database: restore it with DATABASE_URL unset, then move it with npm run migrate:to-postgres.');
  const privateDir = privateFilesDir(databasePath);
  if (databaseUrl) await checkPostgresIsEmpty(databaseUrl);
  await checkTargetIsEmpty(databaseUrl ? null : databasePath, uploadsDir, privateDir);
  const databaseCopy = path.join(from, postgres ? BACKUP_LAYOUT.postgresDump : BACKUP_LAYOUT.database);
  const { files, privateFiles } = postgres ? filesOfDump(databaseCopy, manifest) : await checkDatabaseCopy(databaseCopy, manifest);
  await checkChecksum(from, path.basename(databaseCopy), manifest.sha256, `The backup's database ${databaseCopy}`);
  const missing = await checkFiles(from, BACKUP_LAYOUT.uploads, files, manifest.uploads.sizes, manifest.sha256, manifest.missing, allowMissing);
  const privateSizes = manifest.privateFiles?.sizes ?? {};
  const privateKnown = manifest.missing.flatMap((name) => (name.startsWith(`${BACKUP_LAYOUT.privateFiles}/`) ? [name.slice(BACKUP_LAYOUT.privateFiles.length + 1)] : []));
  const missingPrivate = await checkFiles(from, BACKUP_LAYOUT.privateFiles, privateFiles, privateSizes, manifest.sha256, privateKnown, allowMissing);
  const lacking = new Set(missing);
  const present = files.filter((name) => !lacking.has(name));
  const lackingPrivate = new Set(missingPrivate);
  const presentPrivate = privateFiles.filter((name) => !lackingPrivate.has(name));
  for (const [listed, file] of [[manifest.sessionSecret, BACKUP_LAYOUT.sessionSecret], [manifest.dataKey, BACKUP_LAYOUT.dataKey], [manifest.signingSeal, BACKUP_LAYOUT.signingSeal]] as const) {
    if (listed && !existsSync(path.join(from, file))) throw new BackupError(`The backup lacks its ${file} file, which its manifest lists; nothing was restored.`);
    if (listed) await checkChecksum(from, file, manifest.sha256, `The backup's ${file} file`);
  }

  const staging = path.join(uploadsDir, STAGING);
  await mkdir(staging, { recursive: true });
  const limit = pLimit(COPY_CONCURRENCY);
  await Promise.all(present.map((name) => limit(() => copyFile(path.join(from, BACKUP_LAYOUT.uploads, name), path.join(staging, name)))));
  for (const name of present) await rename(path.join(staging, name), path.join(uploadsDir, name));
  await rm(staging, { recursive: true, force: true });
  if (presentPrivate.length) {
    const privateStaging = path.join(privateDir, STAGING);
    await mkdir(privateStaging, { recursive: true, mode: 0o700 });
    await Promise.all(presentPrivate.map((name) => limit(() => copyFile(path.join(from, BACKUP_LAYOUT.privateFiles, name), path.join(privateStaging, name)))));
    for (const name of presentPrivate) await rename(path.join(privateStaging, name), path.join(privateDir, name));
    await rm(privateStaging, { recursive: true, force: true });
  }

  await mkdir(path.dirname(databasePath), { recursive: true });
  if (manifest.sessionSecret) await copyInPlace(path.join(from, BACKUP_LAYOUT.sessionSecret), sessionSecretFile(databasePath));
  if (manifest.dataKey) await copyInPlace(path.join(from, BACKUP_LAYOUT.dataKey), dataKeyFile(databasePath));
  if (manifest.signingSeal) await copyInPlace(path.join(from, BACKUP_LAYOUT.signingSeal), companySealFile(databasePath));
  if (databaseUrl) await restorePostgres(databaseCopy, databaseUrl, manifest);
  else await copyInPlace(databaseCopy, databasePath);
  const bytes = present.reduce((sum, name) => sum + (manifest.uploads.sizes[name] ?? 0), 0);
  return { manifest, files: present.length + presentPrivate.length, bytes: bytes + presentPrivate.reduce((sum, name) => sum + (privateSizes[name] ?? 0), 0), missing: [...missing, ...missingPrivate.map((name) => `${BACKUP_LAYOUT.privateFiles}/${name}`)], checksums: !!manifest.sha256 };
}

async function checkTargetIsEmpty(databasePath: string | null, uploadsDir: string, privateDir: string): Promise<void> {
  const present = databasePath ? [databasePath, `${databasePath}-wal`, `${databasePath}-shm`].filter((file) => existsSync(file)) : [];
  if (present.length) {
    throw new BackupError(`A database is already at ${present.join(', ')} (DATABASE_PATH): a backup is restored only into an empty data folder. Move those files away first.`);
  }
  const uploads = await filesUnder(uploadsDir);
  if (uploads.length) {
    throw new BackupError(`${uploadsDir} (UPLOADS_DIR) is not empty (${uploads.length} files): a backup is restored only into an empty uploads folder. Move its files away first.`);
  }
  const privateFiles = await filesUnder(privateDir);
  if (privateFiles.length) {
    throw new BackupError(`${privateDir} (the private files beside the database) is not empty (${privateFiles.length} files): a backup is restored only into an empty data folder. Move its files away first.`);
  }
}

/** A PostgreSQL target must hold no tables: a backup is restored only into a new, empty database. */
async function checkPostgresIsEmpty(url: string): Promise<void> {
  const db = openDatabase(url);
  try {
    const { rows } = await sql<{ n: number }>`select count(*) as n from pg_tables where schemaname = current_schema()`.execute(db);
    if (Number(rows[0]!.n) > 0) throw new BackupError(`The PostgreSQL database ${databaseName(url)} (DATABASE_URL) already holds tables: a backup is restored only into a new, empty database.`);
  } finally {
    await db.destroy();
  }
}

/**
 * A pg_dump file cannot be read without restoring it: the files it references are the ones the
 * manifest lists (copied, or already missing when the backup was taken). Its SHA-256 is checked
 * before anything is written, and its rows are counted once restored (restorePostgres).
 */
function filesOfDump(file: string, manifest: Manifest): { files: string[]; privateFiles: string[] } {
  if (!existsSync(file)) throw new BackupError(`The backup has no database (${file} is missing).`);
  const prefix = `${BACKUP_LAYOUT.privateFiles}/`;
  const files = [...Object.keys(manifest.uploads.sizes), ...manifest.missing.filter((name) => !name.startsWith(prefix))].sort();
  const privateFiles = [...Object.keys(manifest.privateFiles?.sizes ?? {}), ...manifest.missing.filter((name) => name.startsWith(prefix)).map((name) => name.slice(prefix.length))].sort();
  return { files, privateFiles };
}

/** pg_restore in one transaction (all or nothing), then every table's rows counted against the manifest. */
async function restorePostgres(file: string, url: string, manifest: Manifest): Promise<void> {
  await runPgTool('pg_restore', url, ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${decodeURIComponent(new URL(url).pathname.slice(1))}`, file]);
  const db = openDatabase(url);
  try {
    const rows = await countRows(db);
    const differ = Object.keys({ ...rows, ...manifest.database.rows }).filter((table) => rows[table] !== manifest.database.rows[table]);
    if (differ.length) throw new BackupError(`The restored database is not the one the manifest describes (${differ.join(', ')}): drop it and restore again.`);
  } finally {
    await db.destroy();
  }
}

/** Opens the copy read-only: integrity, and the rows the manifest counted. Answers the files it references. */
async function checkDatabaseCopy(file: string, manifest: Manifest): Promise<{ files: string[]; privateFiles: string[] }> {
  if (!existsSync(file)) throw new BackupError(`The backup has no database (${file} is missing).`);
  let copy;
  try {
    copy = openCopy(file);
    const problems = await integrityProblems(copy);
    if (problems.length) throw new BackupError(`The backup's database ${file} is damaged (PRAGMA integrity_check):\n  ${problems.slice(0, 10).join('\n  ')}`);
    const rows = await countRows(copy);
    const differ = Object.keys({ ...rows, ...manifest.database.rows }).filter((table) => rows[table] !== manifest.database.rows[table]);
    if (differ.length) {
      const detail = differ.map((t) => `${t}: ${rows[t] ?? 'no table'} rows, the manifest says ${manifest.database.rows[t] ?? 'no table'}`);
      throw new BackupError(`The backup's database ${file} is not the one its manifest describes:\n  ${detail.join('\n  ')}`);
    }
    const newer = await unknownMigrations(copy);
    if (newer.length) throw new BackupError(`The backup comes from a newer version of this software (migrations ${newer.join(', ')}): restore it with that version.`);
    return { files: await referencedFiles(copy), privateFiles: await referencedPrivateFiles(copy) };
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(`The backup's database ${file} cannot be read: ${(err as Error).message}`);
  } finally {
    await copy?.destroy();
  }
}

/** Why a file of the backup does not match the SHA-256 its manifest records (none recorded counts), or null; always null for a manifest without checksums. */
async function checksumProblem(from: string, name: string, sha256: Manifest['sha256']): Promise<string | null> {
  if (!sha256) return null;
  const recorded = sha256[name];
  if (!recorded) return 'has no recorded SHA-256 checksum';
  return (await sha256Of(path.join(from, name))) === recorded ? null : 'does not match its recorded SHA-256 checksum (changed since the backup was taken)';
}

async function checkChecksum(from: string, name: string, sha256: Manifest['sha256'], what: string): Promise<void> {
  const problem = await checksumProblem(from, name, sha256);
  if (problem) throw new BackupError(`${what} ${problem}; nothing was restored.`);
}

/**
 * Every referenced file must be in the backup (under `folder`) with the size and SHA-256 recorded
 * when it was copied. Files that were already missing from the install when the backup was taken
 * are let through only on request.
 */
async function checkFiles(
  from: string,
  folder: string,
  files: string[],
  sizes: Record<string, number>,
  sha256: Manifest['sha256'],
  knownMissing: readonly string[],
  allowMissing: boolean,
): Promise<string[]> {
  const dir = path.join(from, folder);
  const known = new Set(knownMissing);
  const absent: string[] = [];
  const damaged: string[] = [];
  const limit = pLimit(COPY_CONCURRENCY);
  await Promise.all(
    files.map((name) =>
      limit(async () => {
        const size = await stat(path.join(dir, name)).then((s) => s.size, () => null);
        if (size === null) absent.push(name);
        else if (size !== sizes[name]) damaged.push(`${name} (${size} bytes, copied with ${sizes[name] ?? 'no recorded'} bytes) has the wrong size`);
        else {
          const problem = await checksumProblem(from, `${folder}/${name}`, sha256);
          if (problem) damaged.push(`${name} ${problem}`);
        }
      }),
    ),
  );
  absent.sort();
  damaged.sort();
  const lost = absent.filter((name) => !known.has(name));
  if (lost.length || damaged.length) {
    const lines = [...lost.map((name) => `${name} is missing`), ...damaged];
    const heading = lost.length ? `The backup in ${dir} lacks files its database references` : `Files of the backup in ${dir} are not as they were copied`;
    throw new BackupError(`${heading}; nothing was restored:\n  ${lines.slice(0, 20).join('\n  ')}${lines.length > 20 ? `\n  ... and ${lines.length - 20} more` : ''}`);
  }
  const alreadyMissing = absent.filter((name) => known.has(name));
  if (alreadyMissing.length && !allowMissing) {
    throw new BackupError(
      `${alreadyMissing.length} files the backup's database references were already missing from the install when the backup was taken (listed in its manifest): ${alreadyMissing.join(', ')}. Nothing was restored; pass --allow-missing to restore without them.`,
    );
  }
  return alreadyMissing;
}

/** Copies under a temporary name beside the target, then renames: the target appears whole or not at all. */
async function copyInPlace(source: string, target: string): Promise<void> {
  const temp = `${target}.restoring`;
  await copyFile(source, temp);
  const file = await open(temp, 'r+');
  try {
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temp, target);
}
