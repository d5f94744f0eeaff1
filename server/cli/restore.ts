import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { databaseName } from '../db/database';
import { BackupError, formatBytes } from '../backup/layout';
import { restoreBackup } from '../backup/restore-backup';
import { restoreSecretsNote, SIZE_ONLY_WARNING } from '../backup/secrets-note';

const USAGE = 'Usage: npm run restore -- --from DIR [--allow-missing]   (DIR: a folder made by npm run backup)';

/** npm run restore: puts a backup back into an empty DATABASE_PATH and UPLOADS_DIR (server stopped). */
async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' }, 'allow-missing': { type: 'boolean' } } });
  if (!values.from) throw new BackupError(USAGE);
  const started = Date.now();
  const config = loadConfig();
  const from = path.resolve(values.from);
  const result = await restoreBackup({ from, databasePath: config.databasePath, databaseUrl: config.databaseUrl, uploadsDir: config.uploadsDir, allowMissing: values['allow-missing'] });
  const rows = Object.values(result.manifest.database.rows).reduce((a, b) => a + b, 0);
  console.log(
    `Restored the backup of ${result.manifest.createdAt} from ${from} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${rows} rows into ${databaseName(config.database)}, ${result.files} files (${formatBytes(result.bytes)}) into ${config.uploadsDir}.`,
  );
  console.log(restoreSecretsNote(result.manifest));
  if (!result.checksums) console.error(SIZE_ONLY_WARNING);
  if (result.missing.length) console.error(`Restored without ${result.missing.length} files that were already missing when the backup was taken: ${result.missing.join(', ')}`);
}

main().catch((err) => {
  const known = err instanceof BackupError || err instanceof ConfigError;
  console.error(known ? err.message : `restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
