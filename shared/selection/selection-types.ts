import type { Layout } from '../layouts/types';
import type { BedState } from './bed-states';

/** A period's selection window as students and managers read it. */
export type SelectionWindow = {
  opens_at: string;
  closes_at: string;
  slot_minutes: number;
  per_slot: number;
  order: 'approval' | 'random';
  hold_minutes: number;
  applicants: boolean;
  transfers: boolean;
  /** The seed of the random draw (shown so the draw can be checked); null for approval order. */
  draw_seed: string | null;
  version: number;
};

export type SelectionMember = { user_id: number; name: string; leader: boolean };

/** `GET /api/selection/{leasePeriodId}/`: a student's room selection in a period. */
export type StudentSelection = {
  lease_period: { id: number; name: string; property_id: number; property_name: string };
  window: SelectionWindow | null;
  /** Where selection stands now: before it opens, open, or closed; null without a window. */
  state: 'before' | 'open' | 'closed' | null;
  time_zone: string;
  eligible: boolean;
  /** How they select: as an approved applicant, or a resident renewing by transfer. */
  via: 'applicant' | 'transfer' | null;
  my_slot: { starts_at: string; label: string } | null;
  /** Whether they may select now (their slot has started and the window is open). */
  may_select: boolean;
  my_group: { id: number; members: SelectionMember[]; leader: boolean } | null;
  my_hold: { bed_id: number; expires_at: string; bed: string } | null;
  /** Every live hold they may confirm (a leader's, one a member). */
  holds: { bed_id: number; user_id: number; expires_at: string; bed: string }[];
  now: string;
};

/** A plan offered on a bed to the student's tenant type, with its total. */
export type SelectionPlan = { id: number; name: string; total: string };

/** One bed of the map: its place, state, whether the student may hold it, and its plans. */
export type SelectionBed = Pick<Layout, 'id' | 'building' | 'floor' | 'unit' | 'unit_type' | 'room' | 'room_type' | 'bed'> & {
  label: string;
  state: BedState;
  /** Held for the student (or their group). */
  mine: boolean;
  /** Why a free bed is not theirs to hold (the gender rule); null when it is. */
  closed: string | null;
  plans: SelectionPlan[];
};

/**
 * `GET /api/selection/{leasePeriodId}/beds/?building=`: the beds of `building` (the one asked for,
 * else the one the map opens at: openingBuilding), every building, and how many beds of each the
 * student may hold now (free, and not closed to them by the gender rule), so that a full building's
 * tab says so before it is opened.
 */
export type SelectionBeds = { buildings: string[]; building: string; free_by_building: Record<string, number>; beds: SelectionBed[]; now: string };

/** `GET /api/roommate-groups/?lease_period=`: the student's group for a period and the invitations waiting for them. */
export type RoommateGroupAnswer = {
  group: {
    id: number;
    lease_period_id: number;
    /** Whether the caller leads it (the first member: they hold the group's beds). */
    leader: boolean;
    members: SelectionMember[];
    /** The largest a group may be: the beds of the property's largest unit. */
    max_size: number;
    /** Invitations not yet answered: the address typed, or a match's name ("Ava S."). */
    /** Invitations not yet answered: `expires_on` is the company's day of `expires_at`. */
    pending_invitations: { id: number; to: string; expires_at: string; expires_on: string }[];
  } | null;
  /** Invitations to the caller's address for the period (accepted with the link the mail carries). */
  invitations: { id: number; from: string; expires_at: string; expires_on: string }[];
};
