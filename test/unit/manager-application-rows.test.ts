import { describe, expect, it } from '@jest/globals';
import { answerText, fileSize, NO_ANSWER } from '../../client/manager/applications/detail/answer-text';
import { isUnopened, shownApplications } from '../../client/manager/applications/list/application-rows';
import type { ApplicationSummary } from '../../shared/rental-application/application-types';
import { QUESTIONS } from '../../shared/rental-application/fields';

const summary = (id: number, over: Partial<ApplicationSummary>): ApplicationSummary => ({
  id,
  status: 'Submitted',
  reservation_request_id: id,
  property_id: 1,
  property_name: 'The Rio on 24th',
  lease_period_name: 'Fall 2026 Semester',
  student_name: `Student ${id}`,
  student_email: `student${id}@example.com`,
  created_at: '2026-01-01T00:00:00.000Z',
  submitted_at: `2026-02-0${id}T10:00:00.000Z`,
  opened_at: null,
  decided_at: null,
  ...over,
});

const rows = [
  summary(3, { student_name: 'Cara Lind', status: 'Declined', opened_at: '2026-02-04T00:00:00.000Z' }),
  summary(2, { student_name: 'ben okafor', student_email: 'ben@uni.edu', property_name: 'Campus Edge', lease_period_name: null }),
  summary(1, { student_name: 'Ana Flores', status: 'Approved' }),
];
const ids = (list: ApplicationSummary[]) => list.map((r) => r.id);

describe('the applications grid’s rows', () => {
  it('filters status by its exact value and the other columns as text in any case (the student by e-mail too)', () => {
    expect(ids(shownApplications(rows, { status: 'Approved' }, undefined))).toEqual([1]);
    expect(ids(shownApplications(rows, { student: 'UNI.EDU' }, undefined))).toEqual([2]);
    expect(ids(shownApplications(rows, { property: 'rio', status: 'Declined' }, undefined))).toEqual([3]);
    expect(ids(shownApplications(rows, { lease_period: '—' }, undefined))).toEqual([2]);
    expect(ids(shownApplications(rows, { student: '  ' }, undefined))).toEqual([3, 2, 1]);
  });

  it('sorts by name without regard to case, and by submission time as a time', () => {
    expect(ids(shownApplications(rows, {}, { columnKey: 'student', direction: 'ASC' }))).toEqual([1, 2, 3]);
    expect(ids(shownApplications(rows, {}, { columnKey: 'submitted_at', direction: 'ASC' }))).toEqual([1, 2, 3]);
    expect(ids(shownApplications(rows, {}, { columnKey: 'submitted_at', direction: 'DESC' }))).toEqual([3, 2, 1]);
  });

  it('marks only submitted applications nobody opened', () => {
    expect(rows.map(isUnopened)).toEqual([false, true, false]);
  });
});

describe('answers as managers read them', () => {
  const q = (key: string) => QUESTIONS.get(key)!;
  it('writes yes/no, money, dates and missing answers out', () => {
    expect(answerText(q('pi_is_us_citizen'), true)).toBe('Yes');
    expect(answerText(q('pi_is_us_citizen'), false)).toBe('No');
    expect(answerText(q('ca_total_monthly_rent'), '1650.50')).toBe('$1,650.50');
    expect(answerText(q('pi_date_of_birth'), '2005-05-14')).toBe('05/14/2005');
    expect(answerText(q('ari_datetime'), '2026-08-20T14:30')).toBe('Thursday, August 20, 2026 at 2:30 PM');
    expect(answerText(q('rm_usual_sleep_time'), '23:15')).toBe('11:15 PM');
    expect(answerText(q('pi_name'), 'Ana Flores')).toBe('Ana Flores');
    expect(answerText(q('pi_name'), undefined)).toBe(NO_ANSWER);
    expect(answerText(q('pi_social_security_number'), '•••• 6789')).toBe('•••• 6789');
  });

  it('gives file sizes in KB or MB', () => {
    expect([fileSize(200), fileSize(50 * 1024), fileSize(3.5 * 1024 * 1024)]).toEqual(['1 KB', '50 KB', '3.5 MB']);
  });
});
