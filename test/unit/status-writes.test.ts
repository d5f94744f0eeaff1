import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { LEASE_ACTIONS } from '../../shared/leases/lifecycle';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

type Source = { path: string; text: string };

function sources(folder: string): Source[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [{ path, text: readFileSync(join(root, path), 'utf8') }] : [];
  });
}

/**
 * Each lifecycle's status column is written in one place: its guarded update, called only by its
 * kernel's transition() (issue 46). A domain joins when its kernel lands.
 */
const HOMES = [{ table: 'leases', writer: 'updateLeaseIf', definedIn: 'server/queries/leases.ts', kernel: 'server/services/leasing/' }] as const;

/** The places that write a lifecycle's status outside its kernel: a call of its guarded update, or an update of its table that sets status. */
function strayStatusWrites(files: readonly Source[]): string[] {
  const stray: string[] = [];
  for (const home of HOMES) {
    for (const { path, text } of files) {
      if (path.startsWith(home.kernel)) continue;
      const calls = [...text.matchAll(new RegExp(`\\b${home.writer}\\(`, 'g'))].length - (path === home.definedIn ? 1 : 0);
      if (calls > 0) stray.push(`${path}: ${home.writer}()`);
      for (const m of text.matchAll(new RegExp(`updateTable\\('${home.table}'\\)[\\s\\S]{0,400}?\\.execute`, 'g'))) {
        if (/\bstatus\b/.test(m[0]) && !(path === home.definedIn && text.slice(Math.max(0, m.index - 600), m.index).includes(`function ${home.writer}(`))) stray.push(`${path}: updateTable('${home.table}') sets status`);
      }
    }
  }
  return stray;
}

describe('status writes', () => {
  const server = sources('server');

  it('no code writes a lease status but the leasing kernel', () => {
    expect(strayStatusWrites(server)).toEqual([]);
  });

  it('finds a status write outside its kernel', () => {
    const stray = [
      { path: 'server/services/renewals.ts', text: "await updateLeaseIf(trx, id, { statuses: ['Executed'] }, { status: 'Void' });" },
      { path: 'server/queries/rogue.ts', text: "await db.updateTable('leases').set({ status: 'Executed' }).where('id', '=', id).execute();" },
      { path: 'server/services/leasing/transition.ts', text: "await updateLeaseIf(trx, id, { statuses: ['Offered'] }, { status: 'Ready to sign' });" },
    ];
    expect(strayStatusWrites(stray)).toEqual(["server/services/renewals.ts: updateLeaseIf()", "server/queries/rogue.ts: updateTable('leases') sets status"]);
  });

  it('takes every row of the lifecycle table somewhere (offer makes the lease)', () => {
    const calls = server.flatMap(({ text }) => [...text.matchAll(/\b(?:try)?[tT]ransitionLease\([^,]+,[^,]+,\s*'([a-zA-Z]+)'/g)].map((m) => m[1]));
    expect([...new Set(calls)].sort()).toEqual(LEASE_ACTIONS.filter((a) => a !== 'offer').sort());
  });
});

/** The ledger's lines are written in one place too: its insert, called only by the ledger kernel (server/services/ledger/). */
const LEDGER_HOME = { table: 'ledger_lines', writer: 'insertLedgerLines', definedIn: 'server/queries/ledger.ts', kernel: 'server/services/ledger/' } as const;

/** The places that put a line on a ledger outside its kernel: a call of its insert, or an insert into its table anywhere but the insert itself. */
function strayLedgerWrites(files: readonly Source[]): string[] {
  const { table, writer, definedIn, kernel } = LEDGER_HOME;
  const stray: string[] = [];
  for (const { path, text } of files) {
    if (path.startsWith(kernel)) continue;
    const calls = [...text.matchAll(new RegExp(`\\b${writer}\\(`, 'g'))].length - (path === definedIn ? 1 : 0);
    if (calls > 0) stray.push(`${path}: ${writer}()`);
    const inserts = [...text.matchAll(new RegExp(`insertInto\\('${table}'\\)`, 'g'))].length - (path === definedIn ? 1 : 0);
    if (inserts > 0) stray.push(`${path}: insertInto('${table}')`);
  }
  return stray;
}

describe('ledger writes', () => {
  it('no code puts a line on a ledger but the ledger kernel', () => {
    expect(strayLedgerWrites(sources('server'))).toEqual([]);
  });

  it('finds a ledger line written outside its kernel', () => {
    const stray = [
      { path: 'server/services/ledger-posting.ts', text: 'await insertLedgerLines(trx, rows);' },
      { path: 'server/services/refunds.ts', text: "await trx.insertInto('ledger_lines').values(row).execute();" },
      { path: 'server/services/ledger/kernel.ts', text: 'await insertLedgerLines(trx, rows);' },
    ];
    expect(strayLedgerWrites(stray)).toEqual(['server/services/ledger-posting.ts: insertLedgerLines()', "server/services/refunds.ts: insertInto('ledger_lines')"]);
  });
});
