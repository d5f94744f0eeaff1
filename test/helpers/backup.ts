import { expect } from '@jest/globals';
import path from 'node:path';
import { BackupError } from '../../server/backup/layout';

/** The message of the BackupError a backup or restore is refused with (fails the test when it is not refused). */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BackupError);
  return (err as BackupError).message;
}

/**
 * Where a backup test's live install is (the test context's), and where it backs up to and restores
 * into (under its work folder); both are read at each call, as tests make new ones before each test.
 */
export function backupPaths(current: () => { ctx: { config: { databasePath: string; uploadsDir: string } }; work: string }) {
  return {
    live: () => ({ databasePath: current().ctx.config.databasePath, uploadsDir: current().ctx.config.uploadsDir }),
    target: () => ({ databasePath: path.join(current().work, 'restored', 'data', 'app.db'), uploadsDir: path.join(current().work, 'restored', 'uploads') }),
    backupDir: () => path.join(current().work, 'backup'),
  };
}
