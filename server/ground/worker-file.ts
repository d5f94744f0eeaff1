import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Where a worker thread's entry lies: its source starter under tsx, or its built file. */
export type WorkerEntry = {
  /** The caller's `import.meta.url`: the source folder under tsx, the built file once bundled. */
  from: string;
  /** The `.mjs` starter beside the caller's source, which registers tsx inside the thread (e.g. `./pdf-worker-source.mjs`). */
  source: string;
  /** The built worker's file name in dist/server (e.g. `pdf-worker.js`). */
  built: string;
};

/**
 * Set (to dist/server) by the test run when dist/ is a build of the sources as they are: a worker
 * started from the sources then loads its built file, ~2 s sooner than through tsx's loader.
 */
export const BUILT_WORKERS_ENV = 'LEASING_BUILT_WORKERS';

/**
 * The worker's entry: the source starter when the caller runs from its TypeScript source (or the
 * built file in `builtDir` when that is set), else the built file beside the caller
 * (dist/server/index.js or a chunk beside it), or one folder up (the caller is part of a
 * dist/server/cli script).
 */
export function workerFile({ from, source, built }: WorkerEntry, builtDir: string | null | undefined = process.env[BUILT_WORKERS_ENV]): URL {
  if (from.endsWith('.ts')) return builtDir ? pathToFileURL(`${builtDir}/${built}`) : new URL(source, from);
  const beside = new URL(`./${built}`, from);
  return existsSync(beside) ? beside : new URL(`../${built}`, from);
}
