import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The SQL record (docs/decisions/018-test-suite-speed.md, ninth pass): an SQLite run notes, for each
 * test file, every statement its databases ran and how it ended; `npm run test:pg` then runs on
 * PostgreSQL the fewest files that run each of those statements at least once. What can differ
 * there is the SQL a dialect compiles and how the database answers it: writes take turns on both
 * (ADR 029), and the files whose subject is PostgreSQL itself run there whole.
 */
export const SQL_RECORD_ENV = 'LEASING_SQL_RECORD';

/** Where the test's global keeps the statements of the running file (jest gives each file its own global). */
const STATEMENTS = '__sqlStatements';

/** What decides which statements a test runs: the server's code, the migrations, the test helpers, the dependencies. */
const RECORD_INPUTS = { folders: ['server', 'shared', 'migrations', 'test/helpers'], files: ['package-lock.json'] };

const sha = (data) => createHash('sha256').update(data).digest('hex');

function filesUnder(root, folder) {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The record's folder for the code as it is now; a record made from other code is not read. */
export function recordFolder(root) {
  const hash = createHash('sha256');
  const files = [...RECORD_INPUTS.folders.flatMap((folder) => filesUnder(root, folder)), ...RECORD_INPUTS.files.filter((f) => existsSync(path.join(root, f)))];
  for (const file of files.sort()) hash.update(`${file}\0${sha(readFileSync(path.join(root, file)))}\0`);
  return path.join(root, 'node_modules/.cache/leasing-sql-record', hash.digest('hex').slice(0, 16));
}

/** Makes the folder for this code and removes the records of other code. */
export function startRecord(root) {
  const folder = recordFolder(root);
  const parent = path.dirname(folder);
  if (existsSync(parent)) for (const name of readdirSync(parent)) if (name !== path.basename(folder)) rmSync(path.join(parent, name), { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  return folder;
}

/**
 * One statement and its outcome: the SQL with an IN list of any length as one, and `ok` or the
 * error's code (a unique or foreign key refusal is answered by PostgreSQL in its own words).
 */
export function statementKey(event) {
  const sql = event.query.sql.replace(/\s+/g, ' ').replace(/\(\?(?:, \?)+\)/g, '(?…)');
  return `${event.level === 'error' ? `error ${event.error?.code ?? 'unknown'}` : 'ok'}\t${sql}`;
}

/** Kysely's log function that notes each statement in the running file's global, or undefined when this run does not record. */
export function statementLogger() {
  if (!process.env[SQL_RECORD_ENV]) return undefined;
  const statements = (globalThis[STATEMENTS] ??= new Set());
  return (event) => statements.add(statementKey(event));
}

/** Written by the test environment when a file ends: its statements, its source's hash and its seconds. */
export function writeFileRecord(root, testPath, global, seconds) {
  const folder = process.env[SQL_RECORD_ENV];
  const statements = global[STATEMENTS];
  if (!folder || !existsSync(folder)) return;
  const file = path.relative(root, testPath).split(path.sep).join('/');
  const record = { file, source: sha(readFileSync(testPath)), seconds, statements: [...(statements ?? [])] };
  writeFileSync(path.join(folder, `${sha(file).slice(0, 16)}.json`), JSON.stringify(record));
}

/** The records of the code as it is now, by file, each only while the file is as it was recorded. */
export function readRecords(root) {
  const folder = recordFolder(root);
  const records = new Map();
  if (!existsSync(folder)) return records;
  for (const name of readdirSync(folder)) {
    const record = JSON.parse(readFileSync(path.join(folder, name), 'utf8'));
    const current = path.join(root, record.file);
    if (existsSync(current) && sha(readFileSync(current)) === record.source) records.set(record.file, record);
  }
  return records;
}

/**
 * The fewest files (greedily: most new statements per second) that run every statement of `records`
 * that `covered` (the statements of the files that run anyway) does not.
 */
export function coveringFiles(records, covered = new Set()) {
  const seen = new Set(covered);
  const left = [...records];
  const chosen = [];
  for (;;) {
    let best;
    let bestScore = 0;
    for (const record of left) {
      const fresh = record.statements.filter((s) => !seen.has(s)).length;
      const score = fresh / Math.max(record.seconds, 0.5);
      if (fresh > 0 && (score > bestScore || (score === bestScore && best && record.file < best.file))) [best, bestScore] = [record, score];
    }
    if (!best) return chosen.sort();
    chosen.push(best.file);
    for (const s of best.statements) seen.add(s);
    left.splice(left.indexOf(best), 1);
  }
}
