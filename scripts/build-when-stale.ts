/**
 * npm start's first step: builds dist/ only when it does not hold a build of the sources as they are
 * now (scripts/build/stamp.ts); a warm start then skips the build. `npm run build` always builds.
 */
import path from 'node:path';
import { isBuildCurrent } from './build/stamp';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

if (isBuildCurrent(root)) {
  console.log('dist/ is current: starting without a build.');
} else {
  console.log('Building: dist/ is missing or older than the sources.');
  await import('../esbuild.config');
}
