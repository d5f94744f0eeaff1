import { formatLongDate } from '../../shared/dates';
import { ROLE_SIGNER, slotCaption } from '../../shared/leases/signing-order';
import type { ExecutionFailure } from '../../shared/leases/execution-texts';
import type { SigningState } from '../../shared/leases/signing-types';
import type { LeaseStatus } from '../../shared/leases/lease-types';
import { SIGNABLE } from '../../shared/leases/lifecycle';
import { isTurnOf } from '../../shared/leases/signing-order';
import type { LeaseDocumentRow } from '../queries/lease-documents';
import { signerStates, type SignerRow, type SlotRow } from '../queries/lease-signing';

export type SigningViewInput = {
  leaseId: number;
  status: LeaseStatus;
  companyName: string;
  role: SigningState['role'];
  signerName: string;
  signers: readonly SignerRow[];
  slots: readonly SlotRow[];
  documents: readonly LeaseDocumentRow[];
  finals: ReadonlySet<number>;
  hasCertificate: boolean;
  /** The lease's latest failed execution, while it is Signing. */
  executionFailure: ExecutionFailure | null;
  /** Its execution job is queued or running. */
  finishing: boolean;
  /** Data URLs of the filled signature and initials slots, by slot id. */
  images: ReadonlyMap<number, string>;
  today: string;
  /** Where this signer's documents are served: `/api/leases/3` or `/api/sign/{token}`. */
  base: string;
  payNow: SigningState['pay_now'];
};

/** One signer's ceremony: their turn, their steps, their own slots and the packet's documents. */
export function presentSigningState(v: SigningViewInput): SigningState {
  const me = v.signers.find((s) => s.role === v.role);
  const states = signerStates(v.signers);
  const signing = SIGNABLE.includes(v.status);
  return {
    lease_id: v.leaseId,
    lease_status: v.status,
    company_name: v.companyName,
    role: v.role,
    signer_name: v.signerName,
    my_turn: signing && !!me && !me.decline && isTurnOf(states, v.role),
    consented: !!me?.consent,
    completed: !!me?.complete,
    declined: !!me?.decline,
    today: formatLongDate(v.today),
    slots: v.slots
      .filter((s) => s.signer === ROLE_SIGNER[v.role])
      .map((s) => ({
        id: s.id,
        document_id: s.document_id,
        document_name: s.document_name,
        kind: s.kind,
        required: true,
        caption: slotCaption(s),
        page: s.page,
        filled: !!s.fill,
        value: s.fill ? (s.fill.text ?? v.images.get(s.id) ?? null) : null,
      })),
    documents: v.documents.map((d) => ({
      id: d.id,
      name: d.name,
      html_url: `${v.base}/documents/${d.id}/html/`,
      pdf_url: `${v.base}/documents/${d.id}/pdf/`,
      final_pdf_url: v.finals.has(d.id) ? `${v.base}/documents/${d.id}/final/pdf/` : null,
    })),
    signers: v.signers.map((s) => ({
      role: s.role,
      name: s.complete?.name ?? s.name,
      order: s.signing_order,
      opened: !!s.opened_at || !!s.consent,
      consented: !!s.consent,
      completed: !!s.complete,
      declined: !!s.decline,
      completed_at: s.complete?.created_at ?? null,
    })),
    certificate_url: v.hasCertificate ? `${v.base}/certificate/pdf/` : null,
    execution_failure: v.status === 'Signing' ? v.executionFailure : null,
    finishing: v.status === 'Signing' && v.finishing,
    pay_now: v.payNow,
  };
}
