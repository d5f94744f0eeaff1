import { LEDGER_TYPES, type LedgerType } from '../../../../shared/payment-plans/constants';
import type { AccountCode } from '../../../../shared/payment-plans/types';

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/** The codes per ledger type, in the types' order (every type, even an empty one), each by name. */
export function codesByType(codes: readonly AccountCode[]): { type: LedgerType; codes: AccountCode[] }[] {
  return LEDGER_TYPES.map((type) => ({
    type,
    codes: codes.filter((c) => c.type === type).sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id),
  }));
}
