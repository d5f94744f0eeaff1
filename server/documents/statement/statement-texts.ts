import type { Aging } from '../../../shared/ledger/ledger-view';

/** The statement's words. */
export const STATEMENT_TITLE = 'Statement of Account';
export const AGING_NAMES: Record<keyof Aging, string> = { not_yet_due: 'Not yet due', current: 'Current (due today)', d1_30: '1–30 days', d31_60: '31–60 days', d61_90: '61–90 days', over_90: 'Over 90 days' };

/** The download's name: 'Statement 2026-08-01–2026-12-31'. */
export const statementName = (period: { from: string; to: string }) => `Statement ${period.from}–${period.to}`;
