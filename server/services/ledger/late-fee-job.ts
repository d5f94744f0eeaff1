import { pushTo } from '../../../shared/group';
import { lateFeeWork, type LateFeeWork } from '../../../shared/ledger/late-fees';
import { LATE_FEE_TEXTS as T, lateFeePolicyText } from '../../../shared/ledger/late-fee-policy';
import type { PaymentOrder } from '../../../shared/ledger/payment-terms';
import type { LedgerType } from '../../../shared/payment-plans/constants';
import { SYSTEM_ACTOR } from '../../audit/record-event';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { lateFeeCandidates, lateFeeLinesOf, postedLateFeesOf, rentCodesOf, type LateFeeCandidate } from '../../queries/late-fee-policies';
import { startDailyJob, type CompanyDay } from '../system/daily-job';
import { author } from './line-author';
import { takeLateFees, type LateFeeMove } from './kernel';

const JOB = 'late-fees';
/** Leases read at a time. */
const CHUNK = 500;

type Lines = Awaited<ReturnType<typeof lateFeeLinesOf>>;
type Posted = Awaited<ReturnType<typeof postedLateFeesOf>>;

/** The rule's work for one lease on `today`, from its lines and fees as read. */
function workOf(lease: LateFeeCandidate, rentCodes: number[], lines: Lines, posted: Posted, today: string): LateFeeWork {
  return lateFeeWork(
    lines.map((l) => ({ ...l, ledger_type: l.ledger_type as LedgerType | null })),
    { grace_days: lease.grace_days, fixed_fee_cents: lease.fixed_fee_cents, daily_fee_cents: lease.daily_fee_cents, monthly_cap_cents: lease.monthly_cap_cents, rent_code_ids: rentCodes, effective_from: lease.effective_from },
    lease.payment_order as PaymentOrder,
    posted.map((p) => ({ ...p, reversed: !!p.reversed })),
    today,
  );
}

/** The work as ledger lines: each fee on the policy's fee code, due on its day; each reversal dated today, with its reason. */
function moveOf(lease: LateFeeCandidate, work: LateFeeWork, lines: Lines, today: string): LateFeeMove {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const policy_text = lateFeePolicyText({ enabled: true, ...lease });
  const who = author(SYSTEM_ACTOR);
  return {
    order: lease.payment_order as PaymentOrder,
    fees: work.post.map((f) => {
      const charge = byId.get(f.charge_line_id)!;
      return { charge_line_id: f.charge_line_id, fee_day: f.fee_day, policy_text, line: { kind: 'charge', amount_cents: f.amount_cents, due_date: f.fee_day, description: T.feeLine(charge.description, charge.due_date), account_code_id: lease.fee_account_code_id, ...who } };
    }),
    reversals: work.reverse.map((r) => {
      const fee = byId.get(r.fee_line_id)!;
      const reason = r.reason === 'paid_in_time' ? T.paidInTime(r.paid_on!) : T.chargeReversed;
      return { line: { kind: 'reversal', amount_cents: -fee.amount_cents, due_date: today, description: `Reversal: ${fee.description}`, account_code_id: fee.account_code_id, reverses_id: fee.id, reason, ...who } };
    }),
  };
}

/**
 * The day's late fees for the companies of one time zone (ADR 046): every executed lease under an
 * enabled policy that has something open or had a fee is read in chunks and asked the rule; a lease
 * with work is read again and written in a transaction of its own (so a payment recorded meanwhile
 * is counted), through the ledger kernel. Answers how many fees were posted and reversed.
 */
export async function chargeLateFees(db: Db, { today, timeZone }: CompanyDay): Promise<{ posted: number; reversed: number }> {
  const candidates = await lateFeeCandidates(db, timeZone);
  const rent = await rentCodesOf(db, [...new Set(candidates.map((c) => c.policy_id))]);
  let posted = 0;
  let reversed = 0;
  for (let i = 0; i < candidates.length; i += CHUNK) {
    const chunk = candidates.slice(i, i + CHUNK);
    const ids = chunk.map((c) => c.id);
    const lines = new Map<number, Lines>();
    const fees = new Map<number, Posted>();
    for (const line of await lateFeeLinesOf(db, ids)) pushTo(lines, line.lease_id, line);
    for (const fee of await postedLateFeesOf(db, ids)) pushTo(fees, fee.lease_id, fee);
    for (const lease of chunk) {
      const codes = rent.get(lease.policy_id) ?? [];
      const seen = workOf(lease, codes, lines.get(lease.id) ?? [], fees.get(lease.id) ?? [], today);
      if (!seen.post.length && !seen.reverse.length) continue;
      const done = await db.transaction().execute(async (trx) => {
        const now = await lateFeeLinesOf(trx, [lease.id]);
        const work = workOf(lease, codes, now, await postedLateFeesOf(trx, [lease.id]), today);
        if (work.post.length || work.reverse.length) await takeLateFees(trx, lease, moveOf(lease, work, now, today), SYSTEM_ACTOR);
        return work;
      });
      posted += done.post.length;
      reversed += done.reverse.length;
    }
  }
  return { posted, reversed };
}

/** Runs the day's late fees once per company day (startDailyJob). */
export function startLateFees(deps: { db: Db; logger: Logger }): () => void {
  return startDailyJob(deps, JOB, 'late fees posted', async (day) => chargeLateFees(deps.db, day));
}
