import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { BackupError, formatBytes } from '../backup/layout';
import { backupSecretsNote } from '../backup/secrets-note';
import { MAX_ATTEMPTS, takeBackup } from '../backup/take-backup';

const USAGE = 'Usage: npm run backup -- --to DIR   (DIR: a new or empty folder)';

/** npm run backup: a consistent copy of the database and the uploads it references, while the server runs. */
async function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  if (!values.to) throw new BackupError(USAGE);
  const config = loadConfig();
  const to = path.resolve(values.to);
  const manifest = await takeBackup({
    databasePath: config.databasePath,
    databaseUrl: config.databaseUrl,
    uploadsDir: config.uploadsDir,
    to,
    dataKeyFromEnvironment: config.dataKeyOrigin === 'env',
    onProgress: ({ step, attempt, missing }) => {
      if (step === 'files copied' && missing.length && attempt < MAX_ATTEMPTS) {
        console.log(`${missing.length} files the database copy references were gone (deleted since?): copying the database again.`);
      }
    },
  });
  const rows = Object.values(manifest.database.rows).reduce((a, b) => a + b, 0);
  const tables = Object.keys(manifest.database.rows).length;
  console.log(
    `Backup written to ${to} in ${(manifest.durationMs / 1000).toFixed(1)} s: database ${formatBytes(manifest.database.bytes)} (${rows} rows in ${tables} tables), ` +
      `${manifest.uploads.files} upload files (${formatBytes(manifest.uploads.bytes)}).`,
  );
  console.log(backupSecretsNote(manifest, config.dataKeyOrigin === 'env'));
  if (manifest.missing.length) {
    console.error(
      `Warning: ${manifest.missing.length} files the database references are missing from ${config.uploadsDir} (UPLOADS_DIR), so the backup lacks them (listed in manifest.json): ${manifest.missing.join(', ')}`,
    );
    process.exitCode = 2;
  }
}

main().catch((err) => {
  const known = err instanceof BackupError || err instanceof ConfigError;
  console.error(known ? err.message : `backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
