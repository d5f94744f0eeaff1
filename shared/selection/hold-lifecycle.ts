import type { AuditAction } from '../audit/events';
import { SELECTION_MESSAGES as M } from './selection-texts';

export type HoldStatus = 'held' | 'confirmed' | 'released' | 'expired';

/** Who moves a hold: the student it is for (or their group's leader), a manager of the company, or the product when it runs out. */
export type HoldActorKind = 'student' | 'manager' | 'system';

type Transition = {
  from: readonly HoldStatus[];
  to: HoldStatus;
  by: readonly HoldActorKind[];
  /** What a refused move says (409). */
  refusal: string;
  event: AuditAction;
};

/**
 * The bed hold lifecycle (issue 49, docs/decisions/043-room-selection.md), one row an action, as the
 * leasing kernel's (shared/leases/lifecycle.ts): a student (or their group's leader) holds a free bed
 * for the window's hold time, then confirms it into an Offered lease (the lease's `select` row), or
 * releases it; the product expires a hold not confirmed in time, and a manager may release one. Every
 * change of a hold's status is one of these rows, taken through server/services/selection/hold-transition.ts.
 */
export const HOLD_TRANSITIONS = {
  hold: { from: [], to: 'held', by: ['student'], refusal: M.alreadyHolding, event: 'bed_hold.hold' },
  confirm: { from: ['held'], to: 'confirmed', by: ['student'], refusal: M.holdExpired, event: 'bed_hold.confirm' },
  release: { from: ['held'], to: 'released', by: ['student', 'manager'], refusal: M.noHold, event: 'bed_hold.release' },
  expire: { from: ['held'], to: 'expired', by: ['system'], refusal: M.noHold, event: 'bed_hold.expire' },
} as const satisfies Record<string, Transition>;

export type HoldAction = keyof typeof HOLD_TRANSITIONS;
/** The actions that end a live hold. */
export type HoldEndAction = Exclude<HoldAction, 'hold'>;

/** A live hold counts only until it runs out, whether or not the sweep has marked it yet. */
export const isLiveHold = (hold: { status: HoldStatus; expires_at: string }, now: Date): boolean => hold.status === 'held' && Date.parse(hold.expires_at) > now.getTime();
