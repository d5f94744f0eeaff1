import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { dataKeyFile, privateFilesDir, sessionSecretFile } from '../config';
import { companySealFile } from '../security/company-seal';
import { databaseName } from '../db/database';
import { countRows, openCopy, referencedFiles, referencedPrivateFiles, snapshotDatabase, snapshotPostgres } from './database-copy';
import { BACKUP_LAYOUT, BackupError, filesUnder, isWithin, sha256Of } from './layout';
import { writeManifest, type Manifest } from './manifest';

/** A file deleted between the database copy and its own copy is no longer in a newer database copy. */
export const MAX_ATTEMPTS = 3;
const COPY_CONCURRENCY = 8;

export type BackupOptions = {
  databasePath: string;
  /** DATABASE_URL when the install runs on PostgreSQL: its database is dumped with pg_dump; DATABASE_PATH's folder still holds the secrets and private files. */
  databaseUrl?: string;
  uploadsDir: string;
  to: string;
  /** The data encryption key comes from DATA_ENCRYPTION_KEY: a key file beside the database is not the one in use, and is left out. */
  dataKeyFromEnvironment?: boolean;
  /** Progress: called after each copy of the database and after the files it references are copied. */
  onProgress?: (progress: BackupProgress) => Promise<void> | void;
};

export type BackupProgress = { step: 'database copied' | 'files copied'; attempt: number; missing: string[] };

/**
 * Takes a consistent backup of a running install into an empty folder: first the database (one
 * moment), then exactly the upload files that copy references. Files are never rewritten under
 * their name, so a copied file stays right; a referenced file that has gone meanwhile was deleted
 * after the moment of the copy, so the database is copied again (up to 3 times). Files still
 * missing after that are missing from the install itself: they are listed in the manifest.
 */
export async function takeBackup({ databasePath, databaseUrl, uploadsDir, to, dataKeyFromEnvironment = false, onProgress }: BackupOptions): Promise<Manifest> {
  const started = Date.now();
  if (isWithin(to, uploadsDir)) throw new BackupError(`The backup folder ${to} is inside UPLOADS_DIR (${uploadsDir}), whose files are public: choose a folder outside it.`);
  if ((await filesUnder(to)).length) throw new BackupError(`The backup folder ${to} is not empty: a backup goes into a new or empty folder.`);
  if (!databaseUrl && !existsSync(databasePath)) throw new BackupError(`There is no database at ${databasePath} (DATABASE_PATH): nothing to back up.`);

  await mkdir(path.join(to, BACKUP_LAYOUT.uploads), { recursive: true, mode: 0o700 });
  await mkdir(path.join(to, BACKUP_LAYOUT.privateFiles), { recursive: true, mode: 0o700 });
  const privateDir = privateFilesDir(databasePath);
  await chmod(to, 0o700);
  const databaseCopy = path.join(to, databaseUrl ? BACKUP_LAYOUT.postgresDump : BACKUP_LAYOUT.database);
  const copied = new Map<string, number>();
  const copiedPrivate = new Map<string, number>();
  let wantedPrivate: string[] = [];
  let snapshotAt = '';
  let rows: Record<string, number> = {};
  let wanted: string[] = [];
  let missing: string[] = [];
  let attempts = 0;
  while (attempts < MAX_ATTEMPTS) {
    attempts++;
    await rm(databaseCopy, { force: true });
    snapshotAt = new Date().toISOString();
    if (databaseUrl) {
      ({ rows, files: wanted, privateFiles: wantedPrivate } = await snapshotPostgres(databaseUrl, databaseCopy));
    } else {
      await snapshotDatabase(databasePath, databaseCopy);
      const copy = openCopy(databaseCopy);
      try {
        rows = await countRows(copy);
        wanted = await referencedFiles(copy);
        wantedPrivate = await referencedPrivateFiles(copy);
      } finally {
        await copy.destroy();
      }
    }
    await onProgress?.({ step: 'database copied', attempt: attempts, missing: [] });
    missing = await copyFiles(uploadsDir, path.join(to, BACKUP_LAYOUT.uploads), wanted, copied);
    const missingPrivate = await copyFiles(privateDir, path.join(to, BACKUP_LAYOUT.privateFiles), wantedPrivate, copiedPrivate);
    missing = [...missing, ...missingPrivate.map((name) => `${BACKUP_LAYOUT.privateFiles}/${name}`)];
    await onProgress?.({ step: 'files copied', attempt: attempts, missing });
    if (!missing.length) break;
  }
  // Files copied for an earlier database copy that the last one no longer references.
  const keep = new Set(wanted);
  for (const name of [...copied.keys()].filter((n) => !keep.has(n))) {
    await rm(path.join(to, BACKUP_LAYOUT.uploads, name), { force: true });
    copied.delete(name);
  }
  const keepPrivate = new Set(wantedPrivate);
  for (const name of [...copiedPrivate.keys()].filter((n) => !keepPrivate.has(n))) {
    await rm(path.join(to, BACKUP_LAYOUT.privateFiles, name), { force: true });
    copiedPrivate.delete(name);
  }
  await chmod(databaseCopy, 0o600);
  const sessionSecret = await copySecretFile(sessionSecretFile(databasePath), path.join(to, BACKUP_LAYOUT.sessionSecret));
  const dataKey = !dataKeyFromEnvironment && (await copySecretFile(dataKeyFile(databasePath), path.join(to, BACKUP_LAYOUT.dataKey)));
  const signingSeal = await copySecretFile(companySealFile(databasePath), path.join(to, BACKUP_LAYOUT.signingSeal));
  const sizes = Object.fromEntries([...copied.entries()].sort(([a], [b]) => a.localeCompare(b)));
  const manifest: Manifest = {
    format: 1,
    createdAt: snapshotAt,
    durationMs: Date.now() - started,
    source: { databasePath, uploadsDir, ...(databaseUrl ? { databaseUrl: databaseName(databaseUrl) } : {}) },
    database: { bytes: (await stat(databaseCopy)).size, rows, ...(databaseUrl ? { engine: 'postgres' as const } : {}) },
    uploads: { files: copied.size, bytes: [...copied.values()].reduce((a, b) => a + b, 0), sizes },
    missing,
    sessionSecret,
    privateFiles: { files: copiedPrivate.size, bytes: [...copiedPrivate.values()].reduce((a, b) => a + b, 0), sizes: Object.fromEntries([...copiedPrivate.entries()].sort(([a], [b]) => a.localeCompare(b))) },
    dataKey,
    signingSeal,
    attempts,
    sha256: await checksums(to),
  };
  await writeManifest(to, manifest);
  return manifest;
}

/** The SHA-256 of every file now in the backup folder, by its path there (sorted): what restore checks each file against. */
async function checksums(to: string): Promise<Record<string, string>> {
  const limit = pLimit(COPY_CONCURRENCY);
  const names = (await filesUnder(to)).map((name) => name.split(path.sep).join('/')).sort();
  return Object.fromEntries(await Promise.all(names.map((name) => limit(async () => [name, await sha256Of(path.join(to, name))] as const))));
}

/** Copies the wanted files not copied yet; answers the names that were not there. */
async function copyFiles(from: string, to: string, wanted: string[], copied: Map<string, number>): Promise<string[]> {
  const limit = pLimit(COPY_CONCURRENCY);
  const missing: string[] = [];
  await Promise.all(
    wanted
      .filter((name) => !copied.has(name))
      .map((name) =>
        limit(async () => {
          const target = path.join(to, name);
          try {
            await copyFile(path.join(from, name), target);
          } catch (err) {
            if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
            missing.push(name);
            return;
          }
          copied.set(name, (await stat(target)).size);
        }),
      ),
  );
  return missing.sort();
}

/**
 * A generated secret beside the database: the session secret (restored sign-ins stay valid) and the
 * data encryption key (without it the identity numbers in the copy could never be read again).
 */
async function copySecretFile(source: string, target: string): Promise<boolean> {
  try {
    await copyFile(source, target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  await chmod(target, 0o600);
  return true;
}
