import type { Answers } from './answers';
import type { ApplicationFlags } from './fields';
import type { ApplicationAction } from './lifecycle';

export const APPLICATION_STATUSES = ['Draft', 'Submitted', 'Approved', 'Declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The statuses managers see (drafts stay the student's own). */
export const LISTED_APPLICATION_STATUSES = ['Submitted', 'Approved', 'Declined'] as const satisfies readonly ApplicationStatus[];

/** A private file answering a question; `url` serves it to its student and the company's managers only. */
export type ApplicationFile = { id: number; question_key: string; original_name: string; mime: string; size: number; url: string };

/** A row of the student's and the managers' lists. */
export type ApplicationSummary = {
  id: number;
  status: ApplicationStatus;
  reservation_request_id: number;
  property_id: number;
  property_name: string;
  lease_period_name: string | null;
  student_name: string;
  student_email: string;
  created_at: string;
  submitted_at: string | null;
  opened_at: string | null;
  decided_at: string | null;
};

/**
 * One application: the questions on (the company's settings while a draft, those asked at
 * submission after), the answers (identity numbers masked) and the files.
 */
export type ApplicationDetail = ApplicationSummary & {
  /** The applicant's account (their message log is theirs). */
  user_id: number;
  flags: ApplicationFlags;
  answers: Answers;
  files: ApplicationFile[];
  decided_by: string | null;
  decision_note: string | null;
  version: number;
  /** What the caller may do with it now (shared/rental-application/lifecycle.ts). */
  can: ApplicationAction[];
};
