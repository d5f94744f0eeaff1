import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { coveringFiles, readRecords } from './sql-record.js';

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
 * - Of the files that reach it without naming it, when an SQLite run of the code as it is has noted
 *   their statements (test/sql-record.js), only the fewest that run each of those statements once: the
 *   others would run the same SQL again. A file without a record (new, changed, not run) runs there.
 */
const E2E_ON_POSTGRES = {
  // Ids past bigint, '%00' and 20,000-character strings reach the queries: PostgreSQL refuses what SQLite stores.
  'test/e2e/fuzz.test.ts': true,
  // The built server (not createApp) starting, migrating under its advisory lock, and stopping its pool on SIGTERM.
  'test/e2e/lifecycle.test.ts': true,
};

const SERVER_PROCESS = 'test/e2e/server-process.ts';
const REACHES_POSTGRES = ['test/helpers/test-app.ts', SERVER_PROCESS];
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

/**
 * The test files `npm run test:pg` runs and those it leaves to `npm test`, as paths from `root`; with
 * `records` (the SQL record's, by file), `statements` tells how many statements the included files run.
 */
export function pgSuite(root, records = new Map()) {
  const sources = new Map();
  const read = (file) => {
    if (!sources.has(file)) sources.set(file, readFileSync(path.join(root, file), 'utf8'));
    return sources.get(file);
  };
  /** Whether `file` imports, through any chain of relative value imports, a file for which `isTarget` holds. */
  const reacherOf = (isTarget) => {
    const reaches = new Map();
    const reachesTarget = (file) => {
      if (isTarget(file)) return true;
      if (reaches.has(file)) return reaches.get(file);
      reaches.set(file, false); // an import cycle adds nothing
      let found = false;
      for (const match of read(file).matchAll(RELATIVE_IMPORT)) {
        const target = resolveImport(root, file, match[1] ?? match[2]);
        if (target && !target.includes('node_modules') && reachesTarget(target)) {
          found = true;
          break;
        }
      }
      reaches.set(file, found);
      return found;
    };
    return reachesTarget;
  };
  // A helper that makes the run's PostgreSQL databases itself (emptyDatabases) reaches it as well.
  const reachesPostgres = reacherOf((file) => REACHES_POSTGRES.includes(file) || (file.startsWith('test/helpers/') && NAMES_POSTGRES.test(read(file))));
  // The built server's statements run in its own process, which keeps no record: such a file runs there whole.
  const startsServer = reacherOf((file) => file === SERVER_PROCESS);
  const named = (file) => NAMES_POSTGRES.test(read(file)) || E2E_ON_POSTGRES[file] === true;
  const runs = (file) => !SKIPS_POSTGRES.test(read(file)) && (named(file) || (!file.startsWith('test/e2e/') && reachesPostgres(file)));
  // Files that run there whatever the record says: those that name it, and those whose statements it does not hold.
  const whole = (file) => named(file) || startsServer(file) || !records.has(file);
  const all = testFiles(root);
  const reaching = all.filter(runs);
  // The statements of the files that run there anyway are covered by them.
  const covered = new Set(reaching.filter(whole).flatMap((file) => records.get(file)?.statements ?? []));
  const recorded = reaching.filter((file) => !whole(file)).map((file) => records.get(file));
  const covering = new Set(coveringFiles(recorded, covered));
  const included = reaching.filter((file) => whole(file) || covering.has(file));
  const statements = new Set([...covered, ...recorded.flatMap((record) => record.statements)]).size;
  return { included, excluded: all.filter((file) => !included.includes(file)), statements };
}

/** pgSuite with the SQL record of the code as it is now. */
export const pgSuiteNow = (root) => pgSuite(root, readRecords(root));
