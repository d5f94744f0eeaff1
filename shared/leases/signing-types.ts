import type { ExecutionFailure } from './execution-texts';
import type { SignatureKind } from '../documents/signature-tags';
import type { LeaseStatus } from './lease-types';
import type { SigningRole } from './signing-order';

/** A slot of the caller's own, as the ceremony shows it. */
export type SigningSlot = {
  id: number;
  document_id: number;
  document_name: string;
  kind: SignatureKind;
  /** Every slot a template tags is required (`[sig|req|signer1]`). */
  required: boolean;
  caption: string;
  page: number;
  filled: boolean;
  /** What the slot holds: a date slot's date, a signature's or initials' image as a data URL. */
  value: string | null;
};

export type SigningDocument = {
  id: number;
  name: string;
  /** The HTML snapshot to read and the exact original PDF bytes being signed. */
  html_url: string;
  pdf_url: string;
  /** The stamped final PDF, once the lease is executed. */
  final_pdf_url: string | null;
};

/** One signer's progress; `opened` once they opened the packet on their turn (or consented: an older packet). */
export type SignerProgress = { role: SigningRole; name: string; order: number; opened: boolean; consented: boolean; completed: boolean; declined: boolean; completed_at: string | null };

/** `GET …/signing/`: the ceremony of one signer (the caller). */
export type SigningState = {
  lease_id: number;
  lease_status: LeaseStatus;
  company_name: string;
  role: SigningRole;
  /** The name the signer signs as (the landlord: the manager who countersigns). */
  signer_name: string;
  my_turn: boolean;
  consented: boolean;
  completed: boolean;
  declined: boolean;
  /** The date a date slot is filled with if applied now (the server's today). */
  today: string;
  slots: SigningSlot[];
  documents: SigningDocument[];
  signers: SignerProgress[];
  certificate_url: string | null;
  /** Signed by everyone, but the lease could not be finalized (yet): the latest failure; null otherwise. */
  execution_failure: ExecutionFailure | null;
  /** Signed by everyone and the execution job not done yet (issue 46): the lease shows "Finishing…". */
  finishing: boolean;
  /**
   * For the tenant signed in, once the lease is executed and online payments are on: what is due now
   * (the plan's Due Today lines and anything past due) with each method's fee and total, offered at
   * once (issue 48); null otherwise.
   */
  pay_now: PayAtSigning | null;
};

export type PayAtSigning = { amount: string; card: { fee: string; total: string }; ach: { fee: string; total: string } };

/** `POST /api/verify/`. */
export type VerifyAnswer =
  | { issued: true; kind: 'original' | 'final' | 'certificate'; document: string; company: string; issued_at: string; lease_status: LeaseStatus; packet_id: string }
  | { issued: false };
