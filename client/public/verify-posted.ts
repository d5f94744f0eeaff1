import { LEASE_STATUSES } from '../../shared/leases/lease-types';
import type { VerifyAnswer } from '../../shared/leases/signing-types';
import type { PostedState } from '../../shared/types/posted-form';

/** What the verification form shows after a post without JavaScript: the typed SHA-256, the messages and the answer. */
export type VerifyPosted = { sha256: string; errors: Record<string, string>; answer: VerifyAnswer | null };

const KINDS = ['original', 'final', 'certificate'] as const;

/** The answer in a posted form's values (flat strings and flags, as PostedState carries them). */
export function verifyValues(sha256: string, answer: VerifyAnswer | null): PostedState['values'] {
  if (!answer) return { sha256 };
  return answer.issued ? { sha256, answered: true, ...answer } : { sha256, answered: true, issued: false };
}

/** The verification form's state from the server's answer to a post without JavaScript; null when there was none. */
export function verifyPosted(posted: PostedState | null): VerifyPosted | null {
  if (!posted) return null;
  const v = posted.values;
  const text = (key: string) => (typeof v[key] === 'string' ? v[key] : '');
  const kind = KINDS.find((k) => k === v.kind);
  const leaseStatus = LEASE_STATUSES.find((s) => s === v.lease_status);
  let answer: VerifyAnswer | null = null;
  if (v.answered === true) {
    answer = v.issued === true && kind && leaseStatus ? { issued: true, kind, document: text('document'), company: text('company'), issued_at: text('issued_at'), lease_status: leaseStatus, packet_id: text('packet_id') } : { issued: false };
  }
  return { sha256: text('sha256'), errors: posted.errors, answer };
}
