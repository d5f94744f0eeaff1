/**
 * A property's late fee policy as managers write it (issue 50): the schema of its save, its messages,
 * and the sentence that names it on the settings card and on every fee line it posts.
 */
import { z } from '../zod';
import { formatShortDate } from '../dates';
import { formatUsd, parseAmount } from '../money';
import { idParam } from '../schemas/common';
import { acceptingReadOnly } from '../read-only-keys';

export const LATE_FEE_LIMITS = { graceDays: 31, feeCents: 100_000, capCents: 1_000_000, rentCodes: 50 } as const;

export const LATE_FEE_MESSAGES = {
  graceDays: `Enter a whole number of days from 0 to ${LATE_FEE_LIMITS.graceDays}.`,
  amountFormat: 'Enter an amount in dollars and cents, such as 50.00.',
  feeTooLarge: `Enter at most ${formatUsd(LATE_FEE_LIMITS.feeCents)}.`,
  capTooLarge: `Enter at most ${formatUsd(LATE_FEE_LIMITS.capCents)}.`,
  dailyPositive: 'Enter a daily fee above $0.00, or leave it empty for none.',
  someFee: 'Enter a fixed fee, a daily fee, or both.',
  capBelowFixed: 'The monthly cap must be at least the fixed fee.',
  feeCode: 'Choose the account code late fees are booked to.',
  feeCodeType: 'Choose an account code of type Fee.',
  rentCodes: 'Choose at least one account code whose charges count as rent.',
  rentCodeType: 'Choose account codes of type Charge.',
  saved: 'Late fee policy saved.',
} as const;

const M = LATE_FEE_MESSAGES;

/** An amount in dollars (text or number) as cents, from 0 to `maxCents`; '' or null for none where `optional`. */
const amount = (maxCents: number, tooLarge: string) =>
  z.union([z.string(), z.number()], { error: M.amountFormat }).transform((v, ctx) => {
    const cents = parseAmount(v);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: M.amountFormat });
      return z.NEVER;
    }
    if (cents > maxCents) {
      ctx.addIssue({ code: 'custom', message: tooLarge });
      return z.NEVER;
    }
    return cents;
  });
const optionalAmount = (maxCents: number, tooLarge: string) => z.preprocess((v) => (v === '' ? null : v), amount(maxCents, tooLarge).nullable());

/** `PUT /api/properties/{id}/late-fee-policy/`: the whole policy, with the version the form loaded (0: none saved yet). */
export const LateFeePolicySchema = z
  .strictObject({
    enabled: z.boolean({ error: 'Choose whether late fees are charged.' }),
    grace_days: z.number({ error: M.graceDays }).int({ error: M.graceDays }).min(0, { error: M.graceDays }).max(LATE_FEE_LIMITS.graceDays, { error: M.graceDays }),
    fixed_fee: amount(LATE_FEE_LIMITS.feeCents, M.feeTooLarge),
    daily_fee: optionalAmount(LATE_FEE_LIMITS.feeCents, M.feeTooLarge),
    monthly_cap: optionalAmount(LATE_FEE_LIMITS.capCents, M.capTooLarge),
    fee_account_code_id: idParam.nullable(),
    rent_account_code_ids: z.array(idParam).max(LATE_FEE_LIMITS.rentCodes),
    version: z.number().int().min(0),
  })
  .superRefine((p, ctx) => {
    if (p.daily_fee === 0) ctx.addIssue({ code: 'custom', path: ['daily_fee'], message: M.dailyPositive });
    if (!p.enabled) return;
    if (p.fixed_fee === 0 && !p.daily_fee) ctx.addIssue({ code: 'custom', path: ['fixed_fee'], message: M.someFee });
    if (p.monthly_cap !== null && p.monthly_cap < p.fixed_fee) ctx.addIssue({ code: 'custom', path: ['monthly_cap'], message: M.capBelowFixed });
    if (p.fee_account_code_id === null) ctx.addIssue({ code: 'custom', path: ['fee_account_code_id'], message: M.feeCode });
    if (!p.rent_account_code_ids.length) ctx.addIssue({ code: 'custom', path: ['rent_account_code_ids'], message: M.rentCodes });
  });
export type LateFeePolicyInput = z.output<typeof LateFeePolicySchema>;

/** The policy as the API answers it (amounts as decimal text). */
export type LateFeePolicy = {
  property_id: number;
  enabled: boolean;
  grace_days: number;
  fixed_fee: string;
  daily_fee: string | null;
  monthly_cap: string | null;
  fee_account_code_id: number | null;
  rent_account_code_ids: number[];
  /** The first day a fee may fall on under these terms (the day they were saved); null before any save. */
  effective_from: string | null;
  /** The policy in a sentence (lateFeePolicyText). */
  summary: string;
  version: number;
};

/** What the daily job writes on the ledger. */
export const LATE_FEE_TEXTS = {
  feeLine: (chargeDescription: string, due: string) => `Late fee: ${chargeDescription} due ${formatShortDate(due)}`,
  paidInTime: (paidOn: string) => `Its charge was paid on ${formatShortDate(paidOn)}, before this fee's day.`,
  chargeReversed: 'Its charge was reversed.',
} as const;

/** The save as the form sends back what it loaded: the keys only the server writes are ignored (ADR 020). */
export const LateFeePolicyAsLoaded = acceptingReadOnly<LateFeePolicy>()(LateFeePolicySchema, ['property_id', 'effective_from', 'summary']);

/** The terms a sentence is made of. */
export type LateFeeTermsText = { enabled: boolean; grace_days: number; fixed_fee_cents: number; daily_fee_cents: number | null; monthly_cap_cents: number | null };

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/**
 * The policy in one sentence, as the settings card and each fee line name it: "After 5 days' grace:
 * $50.00, then $10.00 a day, at most $150.00 a month." or "No late fees."
 */
export function lateFeePolicyText(terms: LateFeeTermsText): string {
  if (!terms.enabled) return 'No late fees.';
  const grace = terms.grace_days === 0 ? 'From the day after the due date' : `After ${days(terms.grace_days)} of grace`;
  const fees: string[] = [];
  if (terms.fixed_fee_cents > 0) fees.push(formatUsd(terms.fixed_fee_cents));
  if (terms.daily_fee_cents) fees.push(`${fees.length ? 'then ' : ''}${formatUsd(terms.daily_fee_cents)} a day`);
  const cap = terms.monthly_cap_cents === null ? '' : `, at most ${formatUsd(terms.monthly_cap_cents)} a month`;
  return `${grace}: ${fees.join(', ')}${cap}.`;
}

/** Settings › Late Fees. */
export const LATE_FEE_SCREEN_TEXTS = {
  title: 'Late Fees',
  card: 'Each property’s written late fee policy: grace days, fees, a monthly cap and the charges that count as rent.',
  intro: 'Late fees are charged on rent by each property’s written policy, the same for every tenant. Once the grace days have passed, a daily job posts them on the ledger; it reverses a fee when a payment recorded later shows the rent was paid in time.',
  enabled: 'Charge late fees',
  graceDays: 'Grace days',
  graceHint: 'Days after the due date before a fee: with 5, rent due on the 1st is late on the 7th.',
  fixedFee: 'Fixed fee ($)',
  dailyFee: 'Daily fee ($)',
  dailyHint: 'Each later day the rent is still unpaid; empty for none.',
  monthlyCap: 'Monthly cap ($)',
  capHint: 'The most one lease’s late fees add up to in a calendar month; empty for no cap.',
  feeCode: 'Account code of the fees',
  rentCodes: 'Charges that count as rent',
  noFeeCode: 'Add an account code of type Fee first (Settings › Account Codes).',
  inForce: (day: string) => `These terms are in force from ${formatShortDate(day)}: no fee falls on a day before it.`,
  save: 'Save',
  saving: 'Saving…',
  loading: 'Loading the late fee policy…',
  loadFailed: 'Could not load the late fee policy',
  saveFailed: 'Could not save the late fee policy',
} as const;
