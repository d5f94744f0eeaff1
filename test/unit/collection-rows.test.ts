import { describe, expect, it } from '@jest/globals';
import { collectionChoices, collectionTotals, COLLECTION_FIELDS } from '../../client/manager/collections/list/collection-rows';
import type { CollectionGridRow } from '../../client/manager/collections/collections-api';
import { allocationTexts, canRefund, canReverse, newIdempotencyKey, refundLeft } from '../../client/manager/collections/ledger/ledger-lines';
import { amountCents, usd } from '../../client/manager/collections/money-text';
import { indexGridRows, shownGridRows } from '../../client/manager/components/grid-rows';
import type { LedgerLine } from '../../shared/ledger/ledger-types';
import type { OnlinePaymentStatus } from '../../shared/payments/online-texts';
import { IDEMPOTENCY_KEY } from '../../shared/ledger/ledger-schema';

const zero = { not_yet_due: '0.00', current: '0.00', d1_30: '0.00', d31_60: '0.00', d61_90: '0.00', over_90: '0.00' };
const row = (id: number, over: Partial<CollectionGridRow>): CollectionGridRow => ({
  id,
  lease_id: id,
  tenant_name: `Student ${id}`,
  property_id: 1,
  property_name: 'The Rio on 24th',
  bed: `North Hall / 101 / A / ${id}`,
  lease_period_id: 1,
  lease_period_name: 'Academic Year 2026-2027',
  balance: '0.00',
  past_due: '0.00',
  aging: zero,
  last_payment_on: null,
  ...over,
});

const rows = [
  row(1, { balance: '8500.00', past_due: '3875.00', aging: { ...zero, current: '4625.00', over_90: '3875.00' }, last_payment_on: '2026-09-01' }),
  row(2, { balance: '-250.50', property_name: 'Speedway Place', lease_period_name: 'Summer 2027' }),
  row(3, { balance: '1000.05', past_due: '1000.05', aging: { ...zero, d1_30: '1000.05' } }),
];
const shown = (filters: Record<string, string>, sort?: { columnKey: string; direction: 'ASC' | 'DESC' }) => shownGridRows(indexGridRows(rows, COLLECTION_FIELDS), COLLECTION_FIELDS, filters, sort);

describe('Collections rows', () => {
  it('sums every money column in cents over the rows given, negatives included', () => {
    expect(collectionTotals(rows)).toEqual({ balance: 924955, past_due: 487505, not_yet_due: 0, current: 462500, d1_30: 100005, d31_60: 0, d61_90: 0, over_90: 387500 });
    expect(collectionTotals([])).toEqual({ balance: 0, past_due: 0, not_yet_due: 0, current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over_90: 0 });
  });

  it('filters by property and lease period as choices, and the totals follow the shown rows', () => {
    expect(collectionChoices(rows)).toEqual({ property: ['Speedway Place', 'The Rio on 24th'], lease_period: ['Academic Year 2026-2027', 'Summer 2027'] });
    const rio = shown({ property: 'The Rio on 24th' });
    expect(rio.map((r) => r.id)).toEqual([1, 3]);
    expect(collectionTotals(rio).balance).toBe(950005);
    expect(shown({ lease_period: 'Summer 2027' }).map((r) => r.id)).toEqual([2]);
  });

  it('shows money as dollars and sorts it by value, not as text', () => {
    const index = indexGridRows(rows, COLLECTION_FIELDS);
    expect(index[1]!.text.balance).toBe('-$250.50');
    expect(index[1]!.text.last_payment_on).toBe('—');
    expect(index[0]!.text.last_payment_on).toBe('09/01/2026');
    expect(shown({}, { columnKey: 'balance', direction: 'DESC' }).map((r) => r.id)).toEqual([1, 3, 2]);
    expect(shown({ balance: '8,500' }).map((r) => r.id)).toEqual([1]);
  });
});

const line = (id: number, over: Partial<LedgerLine>): LedgerLine => ({
  id,
  kind: 'charge',
  amount: '100.00',
  due_date: '2026-08-20',
  description: `Line ${id}`,
  account_code_id: null,
  account_code_name: null,
  reverses_id: null,
  reversed: false,
  reason: null,
  created_by: 'Cora',
  created_at: '2026-11-27T00:00:00Z',
  running_balance: '100.00',
  open: null,
  allocations: [],
  payment: null,
  ...over,
});

describe('ledger lines', () => {
  it('reads signed decimal text as cents', () => {
    expect([amountCents('-50.00'), amountCents('4125.5'), amountCents('x')]).toEqual([-5000, 412550, 0]);
    expect(usd('-1000.00')).toBe('-$1,000.00');
  });

  it('offers Reverse on any line but a reversal or a line already reversed', () => {
    expect([canReverse(line(1, {})), canReverse(line(2, { reversed: true })), canReverse(line(3, { kind: 'reversal' })), canReverse(line(4, { kind: 'payment' }))]).toEqual([true, false, false, true]);
  });

  it('offers Refund, not Reverse, on the standing line of an online payment that went through, prefilled with what is left of it', () => {
    const online = (status: OnlinePaymentStatus, over: Partial<LedgerLine> = {}) =>
      line(1, { kind: 'payment', amount: '-400.00', payment: { id: 9, method: 'card_online', reference: 'pi_1', note: '', received_on: '2026-11-30', online: { id: 3, status, fee: '14.50', refunded: '100.00', provider_reference: 'pi_1' } }, ...over });
    const recorded = line(2, { kind: 'payment', amount: '-50.00', payment: { id: 8, method: 'check', reference: '7', note: '', received_on: '2026-11-30', online: null } });
    expect([canRefund(online('succeeded')), canRefund(online('succeeded', { reversed: true })), canRefund(online('refunded')), canRefund(online('failed')), canRefund(online('pending')), canRefund(recorded), canRefund(line(3, {}))]).toEqual([true, false, false, false, false, false, false]);
    expect([canReverse(online('succeeded')), canReverse(recorded)]).toEqual([false, true]);
    expect(refundLeft(online('succeeded'))).toBe('400.00');
  });

  it('names the debts a payment was applied to', () => {
    const lines = [line(1, { description: 'Rent', due_date: '2026-08-20' }), line(2, { description: 'Fee', due_date: '2026-09-01' })];
    expect(allocationTexts([{ line_id: 1, amount: '3000.00' }, { line_id: 2, amount: '50.00' }], lines)).toEqual(['Rent due 08/20/2026 $3,000.00', 'Fee due 09/01/2026 $50.00']);
  });

  it('makes a new idempotency key the server accepts each time', () => {
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(a).toMatch(IDEMPOTENCY_KEY);
    expect(a).not.toBe(b);
  });
});
