import { ACCOUNT_CODE_MESSAGES as M } from '../../../shared/messages';
import type { LedgerType } from '../../../shared/payment-plans/constants';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { accountCodeInUse, accountCodeNamed, insertAccountCode } from '../../queries/account-codes';
import { updateVersioned } from '../../queries/versioned-update';

export async function createAccountCode(db: Db, organizationId: number, fields: { name: string; type: LedgerType }): Promise<number> {
  if (await accountCodeNamed(db, organizationId, fields.name)) throw HttpError.fields({ name: [M.duplicate] });
  return insertAccountCode(db, organizationId, fields);
}

/** Rename freely; change the type only while no entry books to the code (it would change what the entries mean). */
export async function updateAccountCode(db: Db, organizationId: number, code: { id: number; type: string }, fields: { name?: string; type?: LedgerType; version?: number }): Promise<void> {
  if (fields.name !== undefined && (await accountCodeNamed(db, organizationId, fields.name, code.id))) throw HttpError.fields({ name: [M.duplicate] });
  if (fields.type !== undefined && fields.type !== code.type && (await accountCodeInUse(db, code.id))) throw HttpError.fields({ type: [M.typeInUse] });
  const { version, ...changes } = fields;
  await updateVersioned(db, 'account_codes', code.id, version, changes);
}
