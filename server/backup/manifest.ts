import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { BACKUP_LAYOUT, BackupError } from './layout';

const ManifestSchema = z.object({
  format: z.literal(1),
  /** When the database was copied: the moment the backup shows. */
  createdAt: z.string(),
  durationMs: z.number(),
  source: z.object({ databasePath: z.string(), uploadsDir: z.string(), databaseUrl: z.string().optional() }),
  /** `engine` postgres: the database is database.pgdump (pg_dump's custom format); absent: database.db, an SQLite file. */
  database: z.object({ bytes: z.number(), rows: z.record(z.string(), z.number()), engine: z.literal('postgres').optional() }),
  uploads: z.object({ files: z.number(), bytes: z.number(), sizes: z.record(z.string(), z.number()) }),
  /** Files the database references that were not in UPLOADS_DIR when the backup was taken. */
  missing: z.array(z.string()),
  sessionSecret: z.boolean(),
  /** Application documents (absent from backups made before they existed). */
  privateFiles: z.object({ files: z.number(), bytes: z.number(), sizes: z.record(z.string(), z.number()) }).optional(),
  /** Whether the generated data encryption key was copied (not when DATA_ENCRYPTION_KEY is set). */
  dataKey: z.boolean().optional(),
  /** Whether the generated company seal was copied (absent from backups made before it existed). */
  signingSeal: z.boolean().optional(),
  /** Database copies taken: another is taken when a file is deleted between the copy and its files. */
  attempts: z.number(),
  /**
   * The SHA-256 (hex) of every file the folder holds, by its path in it (`database.db`,
   * `uploads/…`, `private-files/…`, the secrets; manifest.json aside). Backups made before these
   * were recorded have none: restore then checks their files by size only, and says so.
   */
  sha256: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)).optional(),
});

export type Manifest = z.infer<typeof ManifestSchema>;

/** Writes manifest.json under a temporary name first, so it appears whole or not at all. */
export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  const file = path.join(dir, BACKUP_LAYOUT.manifest);
  await writeFile(`${file}.tmp`, JSON.stringify(manifest, null, 2) + '\n');
  await rename(`${file}.tmp`, file);
}

/** Reads a backup's manifest.json; a clear error when the folder is not a finished backup. */
export async function readManifest(dir: string): Promise<Manifest> {
  const file = path.join(dir, BACKUP_LAYOUT.manifest);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(`${dir} is not a finished backup: it has no ${BACKUP_LAYOUT.manifest} (made by npm run backup once everything is copied).`);
    }
    throw err;
  }
  let parsed;
  try {
    parsed = ManifestSchema.safeParse(JSON.parse(text));
  } catch {
    parsed = null;
  }
  if (!parsed?.success) throw new BackupError(`${file} is damaged or not from npm run backup.`);
  return parsed.data;
}
