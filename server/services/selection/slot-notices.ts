import { slotStarts } from '../../../shared/selection/selection-office';
import { selectionPath } from '../../../shared/selection/selection-page';
import { formatSlotTime } from '../../../shared/selection/selection-texts';
import { windowState } from '../../../shared/selection/slots';
import type { Db } from '../../db/database';
import { selectionSlotMail } from '../../mail/selection-mail';
import { eligibleStudents, selectionPeriod } from '../../queries/selection';
import { lockWindow, markSlotsNotified, periodSlots } from '../../queries/selection-office';
import { queueNotices, type About, type Notice } from '../messaging/notify';
import { placeLateStudent } from './window';
import { companyValuesOf, studentValues } from '../messaging/values';

/**
 * Tells each student who may select in the period their selection time (the `selection_slot`
 * message, through the company's template for it or the built-in text), when it is not the time last
 * sent to them (`selection_slots.notified_starts_at`): after a window is first saved everyone, after a
 * change only those whose time moved, after a save that moved nothing no one. A student in a roommate
 * group is told the group's time (its earliest member's). Nothing once selection has closed.
 *
 * Called after the window's save has committed. The messages and the times they tell are written in
 * one transaction, which first waits for the window's row: two runs at once take turns, and the second
 * sends nothing the first sent. The queue sends them after the commit (the caller kicks it). Answers
 * how many students were told.
 */
export async function queueSlotNotices(db: Db, baseUrl: string, periodId: number, now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockWindow(trx, periodId))) return 0;
    const period = (await selectionPeriod(trx, periodId))!;
    const window = { opens_at: period.opens_at!, closes_at: period.closes_at!, slot_minutes: period.slot_minutes!, per_slot: period.per_slot! };
    if (windowState(window, now) === 'closed') return 0;
    const [slots, eligible] = await Promise.all([periodSlots(trx, periodId), eligibleStudents(trx, periodId, { applicants: !!period.applicants, transfers: !!period.transfers })]);
    // Who may select now, and what their message is about (for their log): the application, or the lease they renew.
    const about = new Map<number, About>([...eligible.transfers.map((t) => [t.user_id, { lease_id: t.lease_id }] as const), ...eligible.applicants.map((a) => [a.user_id, { application_id: a.application_id }] as const)]);
    const starts = slotStarts(window, slots);
    const due = slots.filter((s) => about.has(s.user_id) && starts.get(s.user_id) !== s.notified_starts_at);
    if (!due.length) return 0;

    const company = await companyValuesOf(trx, period.organization_id);
    const link = `${baseUrl}${selectionPath(periodId)}`;
    const notices: Notice[] = due.map((s) => {
      const time = formatSlotTime(starts.get(s.user_id)!, period.time_zone);
      return {
        event: 'selection_slot',
        organizationId: period.organization_id,
        to: s.email,
        userId: s.user_id,
        values: { ...company.values, ...studentValues(s), selection_period_name: period.name, selection_time: time, link },
        link: { url: link, kind: 'plain', label: 'Choose your bed' },
        builtIn: selectionSlotMail(s.email, company.name, { periodName: period.name, time, link }),
        about: about.get(s.user_id),
      };
    });
    await queueNotices(trx, notices);

    const byTime = new Map<string, number[]>();
    for (const s of due) {
      const startsAt = starts.get(s.user_id)!;
      const ids = byTime.get(startsAt) ?? [];
      ids.push(s.user_id);
      byTime.set(startsAt, ids);
    }
    for (const [startsAt, userIds] of byTime) await markSlotsNotified(trx, periodId, userIds, startsAt);
    return due.length;
  });
}

/**
 * A student who may select since the window was saved (their application approved since): placed
 * after everyone in the order, and told their time as everyone was (queueSlotNotices). Nothing
 * without a window or once selection has closed. Answers how many were told (the caller kicks the queue).
 */
export async function tellLateStudent(db: Db, baseUrl: string, periodId: number, userId: number, now = new Date()): Promise<number> {
  const period = await selectionPeriod(db, periodId);
  if (!period || period.window_id === null) return 0;
  if (windowState({ opens_at: period.opens_at!, closes_at: period.closes_at! }, now) === 'closed') return 0;
  if ((await placeLateStudent(db, period, userId)) === undefined) return 0;
  return queueSlotNotices(db, baseUrl, periodId, now);
}
