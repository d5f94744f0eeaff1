import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { LeaseSignersTable, LeaseSlotsTable } from '../db/schema';

export async function insertLeaseSigners(db: Db, rows: Insertable<LeaseSignersTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('lease_signers').values(rows).execute();
}

export async function insertLeaseSlots(db: Db, rows: Insertable<LeaseSlotsTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('lease_slots').values(rows).execute();
}
