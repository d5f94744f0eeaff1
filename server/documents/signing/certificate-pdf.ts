import { renderToBuffer } from '@react-pdf/renderer';
import { prepareFontsFor } from '../pdf/script-fonts';
import { certificateDocument } from './certificate-document';

/** What the Certificate of Completion states about an executed packet. Times are ISO-8601 UTC. */
export type CertificateInput = {
  leaseId: number;
  packetId: string;
  companyName: string;
  /** The company's time zone (IANA name): every time is stated in UTC and in it. */
  timeZone: string;
  propertyName: string;
  /** The bed, by the one premises label (shared/leases/premises.ts). */
  premises: string;
  periodName: string;
  /** The moment the lease was executed, and the history's sentence for it: the event log's closing event. */
  executed: { at: string; text: string };
  documents: { name: string; originalSha256: string; finalSha256: string }[];
  signers: {
    role: 'tenant' | 'guarantor' | 'landlord';
    name: string;
    email: string;
    method: 'account' | 'link';
    ip: string | null;
    userAgent: string | null;
    consentedAt: string | null;
    signedAt: string | null;
    /** The signature as stamped (PNG). */
    signature?: Uint8Array;
  }[];
  /** The lease's history: each event as the lease page tells it ("Zoë Núñez (Tenant) applied …"), from where. */
  events: { occurredAt: string; text: string; ip: string | null }[];
};

/**
 * The Certificate of Completion as PDF, in the calling thread (the PDF worker's in the server):
 * laid out by react-pdf in Noto Serif (and the faces its names' scripts need) like the lease documents, 'Page n of m' on every page.
 */
export async function certificatePdf(input: CertificateInput): Promise<Uint8Array> {
  // The signature images aside, every string the certificate prints is in its input: its scripts pick the fonts.
  const fontFamily = await prepareFontsFor(JSON.stringify(input, (key, value: unknown) => (key === 'signature' ? undefined : value)));
  return renderToBuffer(certificateDocument(input, fontFamily));
}
