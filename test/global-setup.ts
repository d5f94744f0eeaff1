// Once per jest run, before any test file: the template databases every test copies (test/helpers/template-db.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildCurrent } from '../scripts/build/stamp';
import { BUILT_WORKERS_ENV } from '../server/ground/worker-file';
import { buildTemplates, TEMPLATES_ENV } from './helpers/template-db';

export default async function globalSetup() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  // Worker threads (PDF, signature images) load their built files when dist/ is a build of these sources.
  if (isBuildCurrent(root)) process.env[BUILT_WORKERS_ENV] = path.join(root, 'dist/server');
  else delete process.env[BUILT_WORKERS_ENV];
  // Set here, the workers (started after this) inherit it.
  process.env[TEMPLATES_ENV] = await buildTemplates();
}
