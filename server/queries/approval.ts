import type { Db } from '../db/database';

/** The tables whose rows get a Final Approval (columns approved, approved_by, approved_at). */
export type ApprovableTable = 'document_templates' | 'payment_plans';

/** Whether the row is approved now (read inside a write's transaction, it cannot change before commit). */
export async function isRowApproved(db: Db, table: ApprovableTable, id: number): Promise<boolean> {
  return (await db.selectFrom(table).select('approved').where('id', '=', id).executeTakeFirst())?.approved === 1;
}

/** Approves a draft; false when it was approved meanwhile (so two approvals cannot both win). */
export async function approveRow(db: Db, table: ApprovableTable, id: number, approvedBy: string, approvedAt: string): Promise<boolean> {
  const { numUpdatedRows } = await db.updateTable(table).set({ approved: 1, approved_by: approvedBy, approved_at: approvedAt }).where('id', '=', id).where('approved', '=', 0).executeTakeFirst();
  return numUpdatedRows > 0n;
}
