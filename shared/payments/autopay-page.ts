import type { Amount } from '../ledger/ledger-types';
import type { OnlineMethod } from './fees';

/** My balance's Autopay section of one lease (issue 48). */
export type LeaseAutopay = {
  lease_id: number;
  /** The enrolment in force: on, or waiting for the provider to confirm the method saved. */
  enrolment: { id: number; method: OnlineMethod; status: 'active' | 'setting_up'; consent_text: string; consented_at: string; consented_when: string } | null;
  /** The authorization each method is turned on with, as it is stored when the tenant agrees. */
  consents: Record<OnlineMethod, string>;
  /** The last autopay charge, when it failed: what it was, for which due date, and why. */
  last_failed: { amount: Amount; due_date: string; reason: string } | null;
};

/** The Autopay sections of the student's executed leases; `on` is false when online payments are not set up (no section then). */
export type StudentAutopay = { on: boolean; leases: LeaseAutopay[] };

/** The field a My balance form names its autopay action in (a post without JavaScript). */
export const AUTOPAY_FORM_FIELD = 'autopay';
