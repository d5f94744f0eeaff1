import type { AuditAction } from '../audit/events';
import { APPLICATION_MESSAGES as M } from '../messages';
import type { ApplicationStatus } from './application-types';

/** Who takes an application action: the applicant (its own student) or a manager of its company. */
export type ApplicationActorKind = 'student' | 'manager';

type Transition = {
  /** The statuses the action may start from. */
  from: readonly ApplicationStatus[];
  /** The status it leads to (the same as `from` for an action that does not move the application). */
  to: ApplicationStatus;
  by: readonly ApplicationActorKind[];
  /** What a refused move says (409), worded as the spec's messages are. */
  refusal: string;
  /** The audit event the move is recorded as; none for a student's own work on their draft. */
  event?: AuditAction;
};

/**
 * The rental application lifecycle, one row an action (issue 46, as the leasing kernel:
 * docs/decisions/022-leases.md). Every write of an application row that its status guards is one of
 * these rows, taken through server/services/applications/transition.ts; answers list in `can` what
 * this table lets their caller do.
 */
export const APPLICATION_TRANSITIONS = {
  // The student's draft save: a write only a draft takes (its answers), versioned; not an event.
  save: { from: ['Draft'], to: 'Draft', by: ['student'], refusal: M.notDraft },
  // Not recorded today: the submitted_at and the questions asked are kept on the row.
  submit: { from: ['Draft'], to: 'Submitted', by: ['student'], refusal: M.notDraft },
  approve: { from: ['Submitted'], to: 'Approved', by: ['manager'], refusal: M.notSubmitted, event: 'rental_application.approve' },
  decline: { from: ['Submitted'], to: 'Declined', by: ['manager'], refusal: M.notSubmitted, event: 'rental_application.decline' },
} as const satisfies Record<string, Transition>;

export type ApplicationAction = keyof typeof APPLICATION_TRANSITIONS;
export const APPLICATION_ACTIONS = Object.keys(APPLICATION_TRANSITIONS) as ApplicationAction[];

export const applicationCanStartFrom = (action: ApplicationAction, status: ApplicationStatus): boolean => (APPLICATION_TRANSITIONS[action].from as readonly ApplicationStatus[]).includes(status);

/** The actions `actor` may take on an application in `status` now: those whose row starts from it and names the actor. */
export function applicationCan(application: { status: ApplicationStatus }, actor: ApplicationActorKind): ApplicationAction[] {
  return APPLICATION_ACTIONS.filter((action) => applicationCanStartFrom(action, application.status) && (APPLICATION_TRANSITIONS[action].by as readonly ApplicationActorKind[]).includes(actor));
}
