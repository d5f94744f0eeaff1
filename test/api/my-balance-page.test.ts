import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { formatShortDate, isoToday, shiftDays } from '../../shared/dates';
import type { PaymentRecorded } from '../../shared/ledger/ledger-types';
import { MY_BALANCE_PATH, MY_BALANCE_TEXTS as T } from '../../shared/ledger/my-balance';
import { DEFAULT_TIME_ZONE } from '../../shared/ledger/payment-terms';
import { pageTitle } from '../../shared/page-title';
import type { PdfRenderer } from '../../server/documents/pdf/pdf-renderer';
import { executeThroughApi } from '../helpers/executed-lease';
import { buildSignableLease, signaturePng } from '../helpers/lease-fixture';
import { signedInAgent } from '../helpers/manager-factories';
import { lastMailTo } from '../helpers/outbox';
import { createTestContext, processPdfRenderer, type TestContext } from '../helpers/test-app';
import { companyToday } from '../helpers/company-day';

/** The student's My balance page (server-rendered, no JavaScript): who sees it and what it shows. */

let ctx: TestContext;
let pdf: PdfRenderer;
let f: Awaited<ReturnType<typeof buildSignableLease>>;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
let otherStudent: Agent;

const page = (agent: Agent) => agent.get(MY_BALANCE_PATH);
const pay = (body: Record<string, string>) => f.agents.manager.post(`/api/leases/${f.leaseId}/payments/`).send(body);
/** Whether the rent, due 2026-08-20, is late on the day the test runs. */
const rentLate = () => companyToday() > '2026-08-20';

beforeAll(async () => {
  pdf = processPdfRenderer();
  ctx = await createTestContext({ pdf });
  f = await buildSignableLease(ctx, { guarantor: false });
  otherStudent = await signedInAgent(ctx, 'student', null);
});
afterAll(() => ctx.close());

describe('who sees My balance', () => {
  it('sends a signed-out visitor to sign in and back, and refuses a manager', async () => {
    const anonymous = await request(ctx.app).get(MY_BALANCE_PATH);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toBe('/new/login?redirect=%2Fnew%2Ftenant%2Fbalance');
    expect((await page(f.agents.manager)).status).toBe(403);
  });

  it('says there is no balance yet until the lease is signed by everyone, never cached', async () => {
    const before = await page(f.agents.student);
    expect(before.status).toBe(200);
    expect(before.headers['cache-control']).toBe('private, no-store');
    expect(before.text).toContain(`<title>${pageTitle(T.title)}</title>`);
    expect(before.text).toContain(T.empty);
    // No island of its own: only the site header's.
    expect([...before.text.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1])).toEqual(['site-header-actions']);
    expect((await f.agents.student.get('/new/tenant/lease')).text).not.toContain(`href="${MY_BALANCE_PATH}"`);
  });
});

describe('an executed lease with payments', () => {
  beforeAll(async () => {
    const signature = await signaturePng();
    await executeThroughApi(f, signature);
    const check = (await pay({ amount: '3000', received_on: '2026-08-01', method: 'check', reference: '1042' })).body as PaymentRecorded;
    expect((await pay({ amount: '500', received_on: '2026-08-05', method: 'bank_transfer', reference: 'TX-77' })).status).toBe(201);
    expect((await f.agents.manager.post(`/api/leases/${f.leaseId}/payments/${check.id}/reverse/`).send({ reason: 'Returned check' })).status).toBe(201);
  });

  it('shows the student the balance split by when, what paying now settles, the lines with running balance and the receipts', async () => {
    const res = await page(f.agents.student);
    expect(res.status).toBe(200);
    const text = res.text.replace(/<!-- -->/g, '');
    for (const shown of ['The Standard · Academic Year 2026–2027', 'A, Floor 2, Unit 4B, Room B, Bed 2', T.linesHeading, T.receiptsHeading, 'Rent', '$8,000.00', 'Check · Ref. 1042', 'Bank transfer · Ref. TX-77', 'Reversal: Payment: Check 1042', `${T.reason}: Returned check`, T.reversed]) {
      expect(text).toContain(shown);
    }
    // Lines by date with the balance after each: the two payments, the rent, then today's reversal.
    const running = [...text.matchAll(/class="running"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(running).toEqual(['Credit $3,000.00', 'Credit $3,500.00', '$4,500.00', '$7,500.00'].map(T.runningBalance));
    const figure = (testId: string) => text.match(new RegExp(`data-testid="${testId}"[^>]*><dt>[^<]*</dt><dd>([^<]*)`))?.[1];
    expect(figure('balance')).toBe('$7,500.00');
    expect(figure('past-due')).toBe(rentLate() ? '$7,500.00' : '$0.00');
    expect(figure('later')).toBe(rentLate() ? '$0.00' : '$7,500.00');
    expect(text.includes('data-testid="past-due" class="late"')).toBe(rentLate());
    // No online payment yet: the page says what paying now settles and how to pay, in the company's accepted methods.
    expect(text).toContain(rentLate() ? T.payNow('$7,500.00') : T.payNothing);
    expect(text).toContain(T.payHow('Cash, Check, Bank transfer, Card taken elsewhere or Money order'));
    // Dates as a sentence prints them, never ISO.
    expect(text).not.toMatch(/>\s*20\d\d-\d\d-\d\d/);
    // The receipts: both payments as received, the returned check marked.
    const receipts = [...text.matchAll(/data-testid="receipt">(.*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
    expect(receipts).toEqual([`Aug 1, 2026 $3,000.00 ${T.reversed} Check · Ref. 1042`, 'Aug 5, 2026 $500.00 Bank transfer · Ref. TX-77']);
  });

  it('shows another student only their own (empty) page', async () => {
    const other = await page(otherStudent);
    expect(other.status).toBe(200);
    expect(other.text).toContain(T.empty);
    expect(other.text).not.toContain('The Standard');
    expect(other.text).not.toContain('$7,500.00');
  });

  it('is where the receipt mail and My lease send the student', async () => {
    const email = (await ctx.db.selectFrom('users').select('email').where('id', '=', f.agents.student.userId).executeTakeFirstOrThrow()).email;
    expect((await lastMailTo(ctx.db, email)).path).toBe(MY_BALANCE_PATH);
    expect((await f.agents.student.get('/new/tenant/lease')).text).toContain(`href="${MY_BALANCE_PATH}"`);
    expect((await f.agents.student.get('/new/tenant/reservations')).text).toContain(`href="${MY_BALANCE_PATH}"`);
  });

  it('shows money paid beyond what is owed as a credit', async () => {
    expect((await pay({ amount: '8500', received_on: '2026-08-10', method: 'cash' })).status).toBe(201);
    const text = (await page(f.agents.student)).text;
    expect(text).toContain(`data-testid="balance"><dt>${T.balance}</dt><dd>Credit $1,000.00<small>`);
    expect(text).toContain(T.payNothing);
  });

  it('splits what is owed into past due, due now (the company’s today) and each later date, and says paying now settles the first two', async () => {
    const today = isoToday(new Date(), DEFAULT_TIME_ZONE);
    const adjust = (amount: string, due_date: string) => f.agents.manager.post(`/api/leases/${f.leaseId}/adjustments/`).send({ amount, due_date, description: 'Key replacement', reason: 'Lost key' });
    // The $1,000.00 credit covers $1,000.00 of today's $1,500.00; the later two stay open.
    for (const [amount, due] of [['1500', today], ['2000', shiftDays(today, 10)], ['500', shiftDays(today, 40)]] as const) expect((await adjust(amount, due)).status).toBe(201);
    const text = (await page(f.agents.student)).text.replace(/<!-- -->/g, '');
    const figure = (testId: string) => text.match(new RegExp(`data-testid="${testId}"[^>]*><dt>[^<]*</dt><dd>([^<]*)<small>([^<]*)`))?.slice(1);
    expect(figure('past-due')).toEqual(['$0.00', T.pastDueWhen]);
    expect(figure('due-now')).toEqual(['$500.00', T.dueNowWhen(formatShortDate(today))]);
    expect(figure('later')).toEqual(['$2,500.00', T.laterNext(formatShortDate(shiftDays(today, 10)))]);
    expect(figure('balance')).toEqual(['$3,000.00', T.balanceWhen]);
    expect(text).toContain(T.payNow('$500.00'));
    const later = [...text.matchAll(/data-testid="later-entry">(.*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
    expect(later).toEqual([`${T.laterItem(formatShortDate(shiftDays(today, 10)))} $2,000.00`, `${T.laterItem(formatShortDate(shiftDays(today, 40)))} $500.00`]);
  });
});
