import { renderToBuffer } from '@react-pdf/renderer';
import { prepareFontsFor } from '../pdf/script-fonts';
import { certificateDocument } from './certificate-document';

/** What the Certificate of Completion states about an executed packet. Times are ISO-8601 UTC. */
export type CertificateInput = {
  leaseId: number;
  packetId: string;
  companyName: string;
  propertyName: string;
  bed: string;
  periodName: string;
  executedAt: string;
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
  events: { occurredAt: string; action: string; actorName: string; role?: string; ip: string | null }[];
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
