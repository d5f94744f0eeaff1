import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { LEDGER_ACTION_NAMES, LEDGER_ACTIONS, ledgerCan } from '../../shared/ledger/ledger-actions';
import { LEDGER_MESSAGES as M } from '../../shared/ledger/ledger-texts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** The ledger's writers: the kernel's folder, and online payments' (issue 48). */
const kernelFolders = ['server/services/ledger', 'server/services/payments'];

describe('the ledger kernel table', () => {
  it('lets a manager record a payment, adjust, reverse and refund an online payment on an executed lease, and nothing before', () => {
    expect(ledgerCan({ status: 'Executed' }, 'manager')).toEqual(['payment', 'reverse', 'adjust', 'refund']);
    for (const status of ['Offered', 'Ready to sign', 'Signing', 'Declined', 'Void']) expect(ledgerCan({ status }, 'manager')).toEqual([]);
  });

  it('gives the student nothing to write, and the product the posting, what the payment provider reports and the late fees', () => {
    expect(ledgerCan({ status: 'Executed' }, 'student')).toEqual([]);
    expect(ledgerCan({ status: 'Executed' }, null)).toEqual([]);
    expect(ledgerCan({ status: 'Executed' }, 'system')).toEqual(['post', 'online_payment', 'refund', 'return', 'late_fee', 'late_fee_reverse']);
  });

  it('refuses every action on a lease not executed with the words the API has always used', () => {
    for (const action of LEDGER_ACTION_NAMES) expect(LEDGER_ACTIONS[action].refusal).toBe(M.notExecuted);
  });

  it('takes every row of the table in the ledger kernel folder', () => {
    const texts = kernelFolders.flatMap((folder) => readdirSync(join(root, folder)).map((name) => readFileSync(join(root, folder, name), 'utf8')));
    const taken = texts.flatMap((text) => [...text.matchAll(/takeLedgerAction\(trx, lease, '([a-z_]+)'/g)].map((m) => m[1]));
    // The product's own rows (posting, late fees) are checked in the kernel's transaction without a manager's move.
    const asserted = texts.flatMap((text) => [...text.matchAll(/assertInTransaction\(trx, '([a-z_]+)'/g)].map((m) => m[1]));
    expect([...new Set([...taken, ...asserted])].sort()).toEqual([...LEDGER_ACTION_NAMES].sort());
  });
});
