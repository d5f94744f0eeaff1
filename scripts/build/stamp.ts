/**
 * The build stamp: one hash of everything the build reads (sources, build config, lockfile, the
 * MINIFY switch), written to dist/build-stamp by a finished build. `npm start` builds only when the
 * stamp is missing or differs, so a warm start skips the build (docs/decisions/039-node-versions-and-start.md).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Folders whose files the build bundles or runs, and single files that change its output. */
export const BUILD_INPUTS = {
  folders: ['client', 'server', 'shared', 'migrations', 'scripts/build'],
  files: ['esbuild.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'],
};

/** Where a finished build leaves its stamp, relative to the project's root. */
export const STAMP_FILE = 'dist/build-stamp';

/** What a build leaves besides the stamp; without them the build is not current whatever the stamp says. */
const BUILD_OUTPUTS = ['dist/server/index.js', 'dist/client/manifest.json'];

function filesUnder(root: string, folder: string): string[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The hash of the build's inputs as they are now: each file's path and content, in a fixed order. */
export function buildStamp(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const files = [...BUILD_INPUTS.folders.flatMap((folder) => filesUnder(root, folder)), ...BUILD_INPUTS.files.filter((f) => existsSync(path.join(root, f)))];
  const hash = createHash('sha256');
  hash.update(`MINIFY=${env.MINIFY ?? ''}\0`);
  for (const file of files.map((f) => f.split(path.sep).join('/')).sort()) {
    hash.update(`${file}\0`);
    hash.update(createHash('sha256').update(readFileSync(path.join(root, file))).digest());
  }
  return hash.digest('hex');
}

/** Records that dist/ was built from the inputs whose stamp is given (taken before the build read them). */
export function writeBuildStamp(root: string, stamp: string): void {
  writeFileSync(path.join(root, STAMP_FILE), `${stamp}\n`);
}

/** True when dist/ holds a finished build of the inputs as they are now. */
export function isBuildCurrent(root: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const stampPath = path.join(root, STAMP_FILE);
  if (!existsSync(stampPath) || BUILD_OUTPUTS.some((f) => !existsSync(path.join(root, f)))) return false;
  return readFileSync(stampPath, 'utf8').trim() === buildStamp(root, env);
}
