import { formatShortDate } from '../../../shared/dates';
import { reminderFor } from '../../../shared/ledger/reminders';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { reminderMail } from '../../mail/ledger-mail';
import type { Mailer } from '../../mail/mailer';
import { executedLeaseLedgers, insertReminder, lastReminders } from '../../queries/ledger';
import { startDailyJob, type CompanyDay } from '../system/daily-job';
import { MY_BALANCE_PATH } from '../../../shared/ledger/my-balance';
import { formatUsd } from '../../../shared/money';
import { notifyAboutLease } from '../messaging/notify';

export type ReminderDeps = { db: Db; mailer: Mailer; logger: Logger; baseUrl: string; daysBefore: number; intervalDays: number };

const JOB = 'ledger-reminders';

/**
 * Mails the day's payment reminders to the tenants of the companies of one time zone (shared/ledger/reminders.ts decides who gets one), each recorded
 * before it is sent so a lease is not reminded twice in the interval even when a mail fails (logged).
 * Answers how many went out.
 */
export async function sendReminders(deps: ReminderDeps, { today, timeZone }: CompanyDay): Promise<number> {
  const { db } = deps;
  const [leases, last] = await Promise.all([executedLeaseLedgers(db, timeZone), lastReminders(db)]);
  let sent = 0;
  for (const lease of leases) {
    const choice = reminderFor(lease.lines, today, { daysBefore: deps.daysBefore, intervalDays: deps.intervalDays, lastSentOn: last.get(lease.id) ?? null, order: lease.payment_order });
    if (!choice) continue;
    await insertReminder(db, { lease_id: lease.id, kind: choice.kind, sent_on: today });
    const link = `${deps.baseUrl}${MY_BALANCE_PATH}`;
    await notifyAboutLease(deps, lease.id, {
      event: 'payment_reminder',
      to: lease.email,
      values: { amount_due: formatUsd(choice.amountCents), due_date: formatShortDate(choice.kind === 'upcoming' ? choice.dueOn : today) },
      link: { url: link, kind: 'plain', label: 'See your balance' },
      builtIn: (company) => reminderMail(lease.email, company, { kind: choice.kind, amountCents: choice.amountCents, dueOn: choice.kind === 'upcoming' ? choice.dueOn : null, link }),
    }).catch((err: unknown) => deps.logger.error({ err, lease: lease.id }, 'reminder mail failed'));
    sent++;
  }
  return sent;
}

/** Runs today's reminders once per day (startDailyJob). */
export function startReminders(deps: ReminderDeps): () => void {
  return startDailyJob(deps, JOB, 'payment reminders sent', async (day) => ({ sent: await sendReminders(deps, day) }));
}
