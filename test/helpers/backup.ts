import { expect } from '@jest/globals';
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
