import type { Db } from '../db/database';
import { insertedId } from './inserted-id';
import type { LedgerType } from '../../shared/payment-plans/constants';

const COLUMNS = ['id', 'name', 'type', 'version'] as const;

/** The company's account codes, by type then name. */
export async function listAccountCodes(db: Db, organizationId: number) {
  return db.selectFrom('account_codes').select(COLUMNS).where('organization_id', '=', organizationId).orderBy('type').orderBy('name').orderBy('id').execute();
}

export async function findAccountCode(db: Db, id: number) {
  return db.selectFrom('account_codes').select(COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
}

export type AccountCodeRow = Awaited<ReturnType<typeof findAccountCode>>;

/** Another of the company's codes already named `name` (compared without regard to case). */
export async function accountCodeNamed(db: Db, organizationId: number, name: string, exceptId?: number) {
  let query = db.selectFrom('account_codes').select('id').where('organization_id', '=', organizationId).where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertAccountCode(db: Db, organizationId: number, fields: { name: string; type: LedgerType }): Promise<number> {
  return insertedId(db, 'account_codes', { organization_id: organizationId, ...fields });
}

/** Whether any ledger entry books to the code. */
export async function accountCodeInUse(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('ledger_entries').select('id').where('account_code_id', '=', id).executeTakeFirst());
}

/** Which of the ids are the company's account codes. */
export async function ownAccountCodeIds(db: Db, organizationId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  return new Set((await db.selectFrom('account_codes').select('id').where('organization_id', '=', organizationId).where('id', 'in', ids).execute()).map((r) => r.id));
}
