import { describe, expect, it } from '@jest/globals';
import { APPLICATION_STATUSES } from '../../shared/rental-application/application-types';
import { APPLICATION_ACTIONS, APPLICATION_TRANSITIONS, applicationCan, applicationCanStartFrom } from '../../shared/rental-application/lifecycle';
import { APPLICATION_MESSAGES } from '../../shared/messages';

describe('the rental application lifecycle table', () => {
  it('moves an application Draft → Submitted → Approved or Declined; a save keeps a draft a draft', () => {
    expect(APPLICATION_TRANSITIONS.save).toMatchObject({ from: ['Draft'], to: 'Draft' });
    expect(APPLICATION_TRANSITIONS.submit).toMatchObject({ from: ['Draft'], to: 'Submitted' });
    expect(APPLICATION_TRANSITIONS.approve).toMatchObject({ from: ['Submitted'], to: 'Approved' });
    expect(APPLICATION_TRANSITIONS.decline).toMatchObject({ from: ['Submitted'], to: 'Declined' });
  });

  it('ends at Approved and Declined: no action starts from them', () => {
    for (const status of ['Approved', 'Declined'] as const) expect(APPLICATION_ACTIONS.filter((a) => applicationCanStartFrom(a, status))).toEqual([]);
  });

  it("refuses in today's words, and records the decisions (the student's own work on the draft is no event)", () => {
    for (const action of APPLICATION_ACTIONS) for (const status of [...APPLICATION_TRANSITIONS[action].from, APPLICATION_TRANSITIONS[action].to]) expect(APPLICATION_STATUSES).toContain(status);
    expect(APPLICATION_TRANSITIONS.save.refusal).toBe(APPLICATION_MESSAGES.notDraft);
    expect(APPLICATION_TRANSITIONS.submit.refusal).toBe(APPLICATION_MESSAGES.notDraft);
    expect(APPLICATION_TRANSITIONS.approve.refusal).toBe(APPLICATION_MESSAGES.notSubmitted);
    expect(APPLICATION_TRANSITIONS.decline.refusal).toBe(APPLICATION_MESSAGES.notSubmitted);
    expect(APPLICATION_ACTIONS.map((a) => [a, (APPLICATION_TRANSITIONS[a] as { event?: string }).event ?? null])).toEqual([
      ['save', null],
      ['submit', null],
      ['approve', 'rental_application.approve'],
      ['decline', 'rental_application.decline'],
    ]);
  });
});

describe('applicationCan: what a caller may do now', () => {
  it('lets the student save and submit a draft, and nothing after', () => {
    expect(applicationCan({ status: 'Draft' }, 'student')).toEqual(['save', 'submit']);
    for (const status of ['Submitted', 'Approved', 'Declined'] as const) expect(applicationCan({ status }, 'student')).toEqual([]);
  });

  it('lets a manager approve or decline a submitted application, once', () => {
    expect(applicationCan({ status: 'Submitted' }, 'manager')).toEqual(['approve', 'decline']);
    for (const status of ['Draft', 'Approved', 'Declined'] as const) expect(applicationCan({ status }, 'manager')).toEqual([]);
  });
});
