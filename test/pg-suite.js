import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Which test files `npm run test:pg` runs (docs/decisions/018-test-suite-speed.md, seventh pass): those
 * whose outcome can differ on PostgreSQL.
 *
 * - A unit or API test file runs there when it can reach the run's PostgreSQL: it names it itself, or
 *   it imports (through any chain of modules) the helpers that give a test its database on
 *   PostgreSQL in that run: createTestContext (test/helpers/test-app.ts) or the built server
 *   (test/e2e/server-process.ts). A file that opens only SQLite files of its own would run the same
 *   twice.
 * - A file that says `// test:pg skips this file: <why>` does not (SKIPS_POSTGRES).
 * - A browser test (test/e2e) goes through the same API the API suite runs on PostgreSQL, so only the
 *   files below run there, and those that name PostgreSQL themselves (two-instances).
 */
const E2E_ON_POSTGRES = {
  // Ids past bigint, '%00' and 20,000-character strings reach the queries: PostgreSQL refuses what SQLite stores.
  'test/e2e/fuzz.test.ts': true,
  // The built server (not createApp) starting, migrating under its advisory lock, and stopping its pool on SIGTERM.
  'test/e2e/lifecycle.test.ts': true,
};

const REACHES_POSTGRES = ['test/helpers/test-app.ts', 'test/e2e/server-process.ts'];
/**
 * A file that reaches PostgreSQL but whose subject cannot differ there says so, with its reason, in a
 * line of its own: `// test:pg skips this file: <why>` (the access matrices: who may call each route,
 * through SQL every resource's own API test runs on PostgreSQL).
 */
const SKIPS_POSTGRES = /^\/\/ test:pg skips this file: \S.{10,}$/m;
const NAMES_POSTGRES = /\b(pgTestUrl|PG_TEST_URL|createPgDatabase)\b/;
// Value imports and re-exports with a relative path (`import type` brings no code and no database).
const RELATIVE_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'|\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/gm;

function testFiles(root, dir = 'test') {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(root, file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolveImport(root, from, spec) {
  const base = path.posix.join(path.posix.dirname(from), spec);
  const stem = base.replace(/\.js$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, `${stem}.js`, `${stem}/index.ts`, base].find((file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile());
}

/** The test files `npm run test:pg` runs and those it leaves to `npm test`, as paths from `root`. */
export function pgSuite(root) {
  const sources = new Map();
  const read = (file) => {
    if (!sources.has(file)) sources.set(file, readFileSync(path.join(root, file), 'utf8'));
    return sources.get(file);
  };
  const reaches = new Map();
  const reachesPostgres = (file) => {
    // A helper that makes the run's PostgreSQL databases itself (emptyDatabases) reaches it as well.
    if (REACHES_POSTGRES.includes(file) || (file.startsWith('test/helpers/') && NAMES_POSTGRES.test(read(file)))) return true;
    if (reaches.has(file)) return reaches.get(file);
    reaches.set(file, false); // an import cycle adds nothing
    let found = false;
    for (const match of read(file).matchAll(RELATIVE_IMPORT)) {
      const target = resolveImport(root, file, match[1] ?? match[2]);
      if (target && !target.includes('node_modules') && reachesPostgres(target)) {
        found = true;
        break;
      }
    }
    reaches.set(file, found);
    return found;
  };
  const runs = (file) => !SKIPS_POSTGRES.test(read(file)) && (NAMES_POSTGRES.test(read(file)) || (file.startsWith('test/e2e/') ? E2E_ON_POSTGRES[file] === true : reachesPostgres(file)));
  const all = testFiles(root);
  return { included: all.filter(runs), excluded: all.filter((file) => !runs(file)) };
}
