import { randomBytes } from 'node:crypto';
import { chmod, copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheckedUpload } from './upload';

/** A private file's path; names are generated (hex and an extension), so no name can leave the folder. */
export function privateFilePath(dir: string, name: string): string {
  if (!/^[0-9a-f]{32}\.[a-z0-9]{1,5}$/.test(name)) throw new Error(`Not a private file name: ${name}`);
  return path.join(dir, name);
}

/** Moves a checked upload out of the public uploads tree into the private folder (owner-only); answers its name. */
export async function storePrivateFile(dir: string, upload: CheckedUpload): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomBytes(16).toString('hex')}.${upload.ext}`;
  const target = privateFilePath(dir, name);
  try {
    await rename(upload.tempPath, target);
  } catch (err) {
    // The private folder may be on another disk than the uploads' temporary folder.
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await copyFile(upload.tempPath, target);
    await rm(upload.tempPath, { force: true });
  }
  await chmod(target, 0o600);
  return name;
}

/** Writes bytes the server made (a lease document) as a new private file, owner-only; answers its name. */
export async function writePrivateFile(dir: string, ext: string, bytes: Uint8Array | string): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await writeFile(privateFilePath(dir, name), bytes, { mode: 0o600, flag: 'wx' });
  return name;
}

export async function removePrivateFile(dir: string, name: string): Promise<void> {
  await rm(privateFilePath(dir, name), { force: true });
}
