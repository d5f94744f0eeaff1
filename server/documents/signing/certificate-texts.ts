import type { CertificateInput } from './certificate-pdf';

type Signer = CertificateInput['signers'][number];

/** The certificate's words. */
export const CERTIFICATE_TITLE = 'Certificate of Completion';
export const ROLE_NAMES: Record<Signer['role'], string> = { tenant: 'Tenant', guarantor: 'Guarantor', landlord: 'Landlord' };
export const METHOD_NAMES: Record<Signer['method'], string> = { account: 'Signed in to their account', link: 'E-mailed link' };
/** What a missing fact (no IP, not yet consented) prints as. */
export const NONE = '—';

/** An ISO timestamp as 'YYYY-MM-DD HH:MM:SS UTC'; the text as given when it is no time at all (it is evidence, never dropped). */
export function utcTime(iso: string | null): string {
  if (iso == null) return NONE;
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : `${time.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
