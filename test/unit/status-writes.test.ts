import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { LEASE_ACTIONS } from '../../shared/leases/lifecycle';
import { APPLICATION_ACTIONS } from '../../shared/rental-application/lifecycle';
import { TICKET_ACTIONS, TICKET_MOVES } from '../../shared/tickets/lifecycle';
import { HOLD_TRANSITIONS } from '../../shared/selection/hold-lifecycle';
import { INVITATION_ACTIONS } from '../../shared/selection/invitation-lifecycle';

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
 * kernel's transition() (issue 46). A domain joins when its kernel lands. `takes` names the kernel's
 * calls that take a row by name (its transition, and the check of a row that adds to the record
 * without writing it); `chosenBy` a shared function that picks rows from statuses; `made` the rows
 * that make the record (an insert, not a transition).
 */
const HOMES = [
  { table: 'leases', writer: 'updateLeaseIf', definedIn: 'server/queries/leases.ts', kernel: 'server/services/leasing/transition.ts', takes: ['transitionLease'], actions: LEASE_ACTIONS, made: ['offer', 'renew', 'select'], chosenBy: null },
  {
    table: 'rental_applications',
    writer: 'updateApplicationIf',
    definedIn: 'server/queries/rental-applications.ts',
    kernel: 'server/services/applications/transition.ts',
    takes: ['transitionApplication'],
    actions: APPLICATION_ACTIONS,
    made: [],
    chosenBy: null,
  },
  {
    table: 'tickets',
    writer: 'updateTicketIf',
    definedIn: 'server/queries/tickets.ts',
    kernel: 'server/services/tickets/transition.ts',
    takes: ['transitionTicket', 'assertTicketCan'],
    actions: TICKET_ACTIONS,
    made: ['report'],
    // Staff send the status they want; the edit or the move to it is the table's pick.
    chosenBy: { call: 'ticketChangeAction', actions: ['edit', ...TICKET_MOVES] },
  },
  // Room selection (issue 49): a hold ends through its kernel (tryEndHold and endHold); an invitation is answered through its own.
  { table: 'bed_holds', writer: 'endHoldIf', definedIn: 'server/queries/selection.ts', kernel: 'server/services/selection/hold-transition.ts', takes: ['endHold'], actions: Object.keys(HOLD_TRANSITIONS), made: ['hold'], chosenBy: null },
  {
    table: 'roommate_invitations',
    writer: 'closeInvitationsIf',
    definedIn: 'server/queries/roommate-groups.ts',
    kernel: 'server/services/selection/invitation-transition.ts',
    takes: ['transitionInvitations'],
    actions: INVITATION_ACTIONS,
    made: ['invite'],
    chosenBy: null,
  },
] as const;

/** The places that write a lifecycle's status outside its kernel: a call of its guarded update, or an update of its table that sets status. */
function strayStatusWrites(files: readonly Source[]): string[] {
  const stray: string[] = [];
  for (const home of HOMES) {
    for (const { path, text } of files) {
      if (path === home.kernel) continue;
      const calls = [...text.matchAll(new RegExp(`\\b${home.writer}\\(`, 'g'))].length - (path === home.definedIn ? 1 : 0);
      if (calls > 0) stray.push(`${path}: ${home.writer}()`);
      for (const m of text.matchAll(new RegExp(`updateTable\\('${home.table}'\\)[\\s\\S]{0,400}?\\.execute`, 'g'))) {
        if (/\bstatus\b/.test(m[0]) && !(path === home.definedIn && text.slice(Math.max(0, m.index - 600), m.index).includes(`function ${home.writer}(`))) stray.push(`${path}: updateTable('${home.table}') sets status`);
      }
    }
  }
  return stray;
}

/** The rows of a domain's table that server code takes: by name through its kernel's calls, or picked by its chooser. */
function takenRows(home: (typeof HOMES)[number], files: readonly Source[]): string[] {
  const taken = files.flatMap(({ text }) =>
    home.takes.flatMap((call) => [...text.matchAll(new RegExp(`\\b(?:try)?${call}\\((?:[^,]+,){1,2}\\s*'([a-zA-Z]+)'`, 'gi'))].map((m) => m[1]!)),
  );
  const chooser = home.chosenBy;
  if (chooser && files.some(({ text }) => text.includes(`${chooser.call}(`))) taken.push(...chooser.actions);
  return [...new Set(taken)].sort();
}

describe('status writes', () => {
  const server = sources('server');

  it('no code writes a lease, application, ticket, bed hold or roommate invitation status but its kernel', () => {
    expect(strayStatusWrites(server)).toEqual([]);
  });

  it('finds a status write outside its kernel', () => {
    const stray = [
      { path: 'server/services/renewals/offers.ts', text: "await updateLeaseIf(trx, id, { statuses: ['Executed'] }, { status: 'Void' });" },
      // The kernel's own folder is no exception: only its writer file is.
      { path: 'server/services/leasing/leases.ts', text: "await trx.updateTable('leases').set({ status: 'Void', void_reason: reason }).where('id', '=', id).execute();" },
      { path: 'server/queries/rogue.ts', text: "await db.updateTable('leases').set({ status: 'Executed' }).where('id', '=', id).execute();" },
      { path: 'server/services/leasing/transition.ts', text: "await updateLeaseIf(trx, id, { statuses: ['Offered'] }, { status: 'Ready to sign' });" },
      { path: 'server/services/applications/rental-applications.ts', text: "await updateApplicationIf(db, id, { statuses: ['Submitted'] }, { status: 'Approved' });" },
      { path: 'server/queries/rogue-applications.ts', text: "await db.updateTable('rental_applications').set({ status: 'Draft' }).where('id', '=', id).execute();" },
      { path: 'server/services/applications/transition.ts', text: "await updateApplicationIf(trx, id, { statuses: ['Draft'] }, { status: 'Submitted' });" },
      { path: 'server/services/tickets/tickets.ts', text: "await updateTicketIf(trx, id, { status: 'New' }, { status: 'Done' });" },
      { path: 'server/routes/tickets/rogue.ts', text: "await db.updateTable('tickets').set({ status: 'Cancelled', closed_at: now }).where('id', '=', id).execute();" },
      { path: 'server/services/tickets/transition.ts', text: "await updateTicketIf(trx, id, { status: 'New' }, { status: 'Waiting' });" },
      { path: 'server/services/selection/holds.ts', text: "await db.updateTable('bed_holds').set({ status: 'released' }).where('id', '=', id).execute();" },
      { path: 'server/services/selection/roommate-groups.ts', text: "await closeInvitationsIf(trx, { groupId }, ['pending'], { status: 'cancelled' });" },
    ];
    expect(strayStatusWrites(stray)).toEqual([
      'server/services/renewals/offers.ts: updateLeaseIf()',
      "server/services/leasing/leases.ts: updateTable('leases') sets status",
      "server/queries/rogue.ts: updateTable('leases') sets status",
      'server/services/applications/rental-applications.ts: updateApplicationIf()',
      "server/queries/rogue-applications.ts: updateTable('rental_applications') sets status",
      'server/services/tickets/tickets.ts: updateTicketIf()',
      "server/routes/tickets/rogue.ts: updateTable('tickets') sets status",
      "server/services/selection/holds.ts: updateTable('bed_holds') sets status",
      'server/services/selection/roommate-groups.ts: closeInvitationsIf()',
    ]);
  });

  it.each(HOMES.map((home) => [home.table, home] as const))('takes every row of the %s lifecycle table somewhere (but those that make the record)', (_table, home) => {
    expect(takenRows(home, server)).toEqual(home.actions.filter((a) => !(home.made as readonly string[]).includes(a)).sort());
  });

  it('misses a row nothing takes', () => {
    const tickets = HOMES[2];
    const without = [{ path: 'server/services/tickets/tickets.ts', text: "const action = ticketChangeAction(ticket.status, status);\nawait transitionTicket(trx, ticket, action, move);" }];
    expect(takenRows(tickets, without)).not.toContain('reply');
    const applications = [{ path: 'server/services/applications/rental-applications.ts', text: "await transitionApplication(db, app, 'save', move);\nawait tryTransitionApplication(trx, app, 'approve', move);" }];
    expect(takenRows(HOMES[1], applications)).toEqual(['approve', 'save']);
  });
});

/** The ledger's lines are written in one place too: its insert, called only by the ledger kernel (server/services/ledger/kernel.ts), not by the rest of its folder. */
const LEDGER_HOME = { table: 'ledger_lines', writer: 'insertLedgerLines', definedIn: 'server/queries/ledger.ts', kernel: 'server/services/ledger/kernel.ts' } as const;

/** The places that put a line on a ledger outside its kernel: a call of its insert, or an insert into its table anywhere but the insert itself. */
function strayLedgerWrites(files: readonly Source[]): string[] {
  const { table, writer, definedIn, kernel } = LEDGER_HOME;
  const stray: string[] = [];
  for (const { path, text } of files) {
    if (path === kernel) continue;
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
      { path: 'server/services/ledger/posting.ts', text: 'await insertLedgerLines(trx, rows);' },
      { path: 'server/services/ledger/refunds.ts', text: "await trx.insertInto('ledger_lines').values(row).execute();" },
      { path: 'server/services/ledger/kernel.ts', text: 'await insertLedgerLines(trx, rows);' },
    ];
    expect(strayLedgerWrites(stray)).toEqual(['server/services/ledger/posting.ts: insertLedgerLines()', "server/services/ledger/refunds.ts: insertInto('ledger_lines')"]);
  });
});
