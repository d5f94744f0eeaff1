import { errorMessage, fieldMessages } from '../../../shared/api-errors';

/** What a call made once per lease came to: the leases it was done for, and why it was not for the others. */
export type EachLeaseOutcome = { done: number[]; refused: { lease_id: number; reason: string }[] };

/**
 * Makes the call for each lease in turn (the not-renewing endpoint takes one lease), collecting each
 * refusal with the server's reason. A refusal of what was typed (field errors) is the same for every
 * lease: it stops at once and is thrown, for the dialog to show under its field.
 */
export async function forEachLease(leaseIds: readonly number[], call: (leaseId: number) => Promise<unknown>): Promise<EachLeaseOutcome> {
  const outcome: EachLeaseOutcome = { done: [], refused: [] };
  for (const id of leaseIds) {
    try {
      await call(id);
      outcome.done.push(id);
    } catch (err) {
      if (Object.keys(fieldMessages(err)).length) throw err;
      outcome.refused.push({ lease_id: id, reason: errorMessage(err) });
    }
  }
  return outcome;
}
