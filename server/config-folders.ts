import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** The path with symlinks resolved in the part of it that exists; the rest is appended as given. */
export function realPath(target: string): string {
  let existing = path.resolve(target);
  const rest: string[] = [];
  while (!existsSync(existing)) {
    const parent = path.dirname(existing);
    if (parent === existing) break;
    rest.unshift(path.basename(existing));
    existing = parent;
  }
  return path.join(realpathSync(existing), ...rest);
}

/** True when `inner` is `outer` or lies somewhere below it. */
function isWithin(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

/**
 * Why UPLOADS_DIR cannot go with this DATABASE_PATH, or null. Everything under UPLOADS_DIR is
 * public at /uploads/, so it must not be or hold the database's folder (the database,
 * session-secret, data-encryption-key, private-files/), nor lie inside private-files/. An uploads
 * folder beside the database (./data/app.db with ./data/uploads) publishes none of those and is
 * fine. Symlinks are followed where the folders exist, so a link cannot hide an overlap.
 */
export function uploadsOverlap(databasePath: string, uploadsDir: string, privateFilesDir: string): string | null {
  const uploads = realPath(uploadsDir);
  const databaseFolder = realPath(path.dirname(databasePath));
  const privateFiles = realPath(privateFilesDir);
  const holdsDatabase = isWithin(databaseFolder, uploads);
  if (!holdsDatabase && !isWithin(uploads, privateFiles)) return null;
  const what = holdsDatabase
    ? `it ${uploads === databaseFolder ? 'is' : 'holds'} the folder of DATABASE_PATH (${databaseFolder})`
    : `it is inside the private files beside DATABASE_PATH (${privateFiles})`;
  return (
    `UPLOADS_DIR (${uploads}) and DATABASE_PATH (${path.resolve(databasePath)}) overlap: ${what}. ` +
    'Everything under UPLOADS_DIR is public at /uploads/, so the database, the session secret, the data encryption key and the identity documents would be downloadable. ' +
    'Use separate folders, such as DATABASE_PATH=/srv/leasing/data/app.db and UPLOADS_DIR=/srv/leasing/uploads.'
  );
}
