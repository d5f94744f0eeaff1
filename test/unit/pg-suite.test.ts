import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from '@jest/globals';
import { pgSuite } from '../pg-suite.js';

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
