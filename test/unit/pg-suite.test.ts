import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from '@jest/globals';
import { pgSuite } from '../pg-suite.js';
import { coveringFiles, readRecords, recordFolder, statementKey } from '../sql-record.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('npm run test:pg takes the files that can reach PostgreSQL, and of the browser tests only those that differ there', () => {
  const { included, excluded } = pgSuite(root);
  // A context from createTestContext, directly or through factories, or the built server.
  expect(included).toEqual(expect.arrayContaining(['test/api/ledger.test.ts', 'test/api/webpage-bad-input.test.ts', 'test/unit/dialect.test.ts', 'test/unit/schema-drift.test.ts', 'test/unit/versioned-update.test.ts']));
  // Named in the rule, or naming the cluster themselves.
  expect(included).toEqual(expect.arrayContaining(['test/e2e/fuzz.test.ts', 'test/e2e/lifecycle.test.ts', 'test/e2e/two-instances.test.ts', 'test/api/database-lock-postgres.test.ts']));
  // Browser journeys; files with SQLite files of their own; pure rules.
  expect(excluded).toEqual(expect.arrayContaining(['test/e2e/home-page.test.ts', 'test/e2e/manager-layouts.test.ts', 'test/api/cli.test.ts', 'test/api/data-key.test.ts', 'test/unit/plan-schedule.test.ts']));
  // Files that reach it but say, with their reason, that their subject cannot differ there (the access matrices).
  expect(excluded).toEqual(expect.arrayContaining(['test/api/access-non-staff.test.ts', 'test/api/webpage-access.test.ts']));
  expect(included.length + excluded.length).toBe(new Set([...included, ...excluded]).size);
  // Of the browser tests, the two the rule names and those that name PostgreSQL themselves (two instances, the crash tests).
  const browser = included.filter((file) => file.startsWith('test/e2e/'));
  expect(browser).toEqual(expect.arrayContaining(['test/e2e/fuzz.test.ts', 'test/e2e/lifecycle.test.ts']));
  for (const file of browser.filter((f) => !['test/e2e/fuzz.test.ts', 'test/e2e/lifecycle.test.ts'].includes(f))) expect(readFileSync(path.join(root, file), 'utf8')).toMatch(/\b(pgTestUrl|PG_TEST_URL|createPgDatabase)\b/);
  expect(excluded.filter((file) => file.startsWith('test/e2e/')).length).toBeGreaterThan(browser.length * 10);
});

it('leaves out a file that says why it cannot differ on PostgreSQL, and only with a reason', () => {
  const fake = mkdtempSync(path.join(tmpdir(), 'pg-suite-'));
  try {
    mkdirSync(path.join(fake, 'test/api'), { recursive: true });
    mkdirSync(path.join(fake, 'test/helpers'), { recursive: true });
    writeFileSync(path.join(fake, 'test/helpers/test-app.ts'), 'export const createTestContext = 1;\n');
    const uses = "import { createTestContext } from '../helpers/test-app';\n";
    writeFileSync(path.join(fake, 'test/api/plain.test.ts'), uses);
    writeFileSync(path.join(fake, 'test/api/skipped.test.ts'), `${uses}\n// test:pg skips this file: its subject is the same on either database.\n`);
    writeFileSync(path.join(fake, 'test/api/no-reason.test.ts'), `${uses}\n// test:pg skips this file:\n`);
    const { included, excluded } = pgSuite(fake);
    expect(included.sort()).toEqual(['test/api/no-reason.test.ts', 'test/api/plain.test.ts']);
    expect(excluded).toEqual(['test/api/skipped.test.ts']);
  } finally {
    rmSync(fake, { recursive: true, force: true });
  }
});

const record = (file: string, statements: string[], seconds = 1) => ({ file, source: '', seconds, statements });

it('covers every recorded statement with the fewest files, cheapest per new statement first', () => {
  const a = record('a', ['s1', 's2', 's3'], 2);
  const b = record('b', ['s1'], 1);
  const c = record('c', ['s4'], 1);
  const d = record('d', ['s3', 's4'], 4);
  expect(coveringFiles([a, b, c, d])).toEqual(['a', 'c']);
  // Statements the whole-run files already run need no other file.
  expect(coveringFiles([a, b, c, d], new Set(['s4']))).toEqual(['a']);
  expect(coveringFiles([b, record('e', [])], new Set(['s1']))).toEqual([]);
});

it('keys a statement by its SQL, an IN list of any length as one, and by its outcome', () => {
  const query = (sql: string) => ({ sql, parameters: [], query: undefined as never, queryId: undefined as never });
  expect(statementKey({ level: 'query', query: query('select * from "leases" where "id" in (?, ?, ?)'), queryDurationMillis: 1 })).toBe('ok\tselect * from "leases" where "id" in (?…)');
  expect(statementKey({ level: 'query', query: query('select *\n  from "leases" where "id" in (?, ?)'), queryDurationMillis: 1 })).toBe('ok\tselect * from "leases" where "id" in (?…)');
  expect(statementKey({ level: 'error', query: query('insert into "users" ("email") values (?)'), error: Object.assign(new Error('UNIQUE'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }), queryDurationMillis: 1 })).toBe(
    'error SQLITE_CONSTRAINT_UNIQUE\tinsert into "users" ("email") values (?)',
  );
});

it('with an SQLite run\'s record, leaves out the files whose statements others run, and keeps those it cannot judge', () => {
  const fake = mkdtempSync(path.join(tmpdir(), 'pg-suite-'));
  try {
    for (const dir of ['test/api', 'test/helpers', 'test/e2e']) mkdirSync(path.join(fake, dir), { recursive: true });
    writeFileSync(path.join(fake, 'test/helpers/test-app.ts'), 'export const createTestContext = 1;\n');
    writeFileSync(path.join(fake, 'test/e2e/server-process.ts'), 'export const startServer = 1;\n');
    const uses = "import { createTestContext } from '../helpers/test-app';\n";
    const files = {
      'test/api/wide.test.ts': uses,
      'test/api/narrow.test.ts': uses,
      'test/api/unrecorded.test.ts': uses,
      'test/api/names.test.ts': `${uses}const url = pgTestUrl();\n`,
      'test/api/server.test.ts': "import { startServer } from '../e2e/server-process';\n",
    };
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(fake, file), text);
    const records = new Map([
      ['test/api/wide.test.ts', record('test/api/wide.test.ts', ['s1', 's2'])],
      ['test/api/narrow.test.ts', record('test/api/narrow.test.ts', ['s2'])],
      ['test/api/names.test.ts', record('test/api/names.test.ts', ['s1', 's2'])],
      ['test/api/server.test.ts', record('test/api/server.test.ts', [])],
    ]);
    // Without a record every file that reaches PostgreSQL runs there.
    expect(pgSuite(fake).included).toHaveLength(5);
    const { included, excluded, statements } = pgSuite(fake, records);
    // names.test.ts runs anyway and runs both statements: wide and narrow add none.
    expect(included.sort()).toEqual(['test/api/names.test.ts', 'test/api/server.test.ts', 'test/api/unrecorded.test.ts']);
    expect(excluded.sort()).toEqual(['test/api/narrow.test.ts', 'test/api/wide.test.ts']);
    expect(statements).toBe(2);
    records.delete('test/api/names.test.ts');
    expect(pgSuite(fake, records).excluded).toEqual(['test/api/narrow.test.ts']);
  } finally {
    rmSync(fake, { recursive: true, force: true });
  }
});

it('reads a record only while its file is as it was recorded', () => {
  const fake = mkdtempSync(path.join(tmpdir(), 'pg-suite-'));
  try {
    mkdirSync(path.join(fake, 'test/api'), { recursive: true });
    const file = 'test/api/a.test.ts';
    writeFileSync(path.join(fake, file), 'first\n');
    const folder = recordFolder(fake);
    mkdirSync(folder, { recursive: true });
    const source = createHash('sha256').update('first\n').digest('hex');
    writeFileSync(path.join(folder, 'a.json'), JSON.stringify({ file, source, seconds: 1, statements: ['s1'] }));
    expect([...readRecords(fake).keys()]).toEqual([file]);
    writeFileSync(path.join(fake, file), 'changed\n');
    expect(readRecords(fake).size).toBe(0);
  } finally {
    rmSync(fake, { recursive: true, force: true });
  }
});
