import type { VerifyAnswer } from '../../../shared/leases/signing-types';
import { SIGNING_MESSAGES, VERIFY_TEXTS } from '../../../shared/leases/signing-texts';
import { packetCode } from '../../../shared/leases/signed-pages';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { packetId } from '../../documents/signing/packet-id';
import { findCertificateBySha256, findFinalBySha256, findOriginalBySha256, packetHashes, type IssuedRow } from '../../queries/verify';
import type { HashedUpload } from './hash-upload';

/** What a verifier may know of an issued PDF, with its packet's code (printed at the foot of every signed page). */
const issued = async (db: Db, kind: 'original' | 'final' | 'certificate', document: string, row: IssuedRow): Promise<VerifyAnswer> => ({
  issued: true,
  kind,
  document,
  company: row.company,
  issued_at: row.created_at,
  lease_status: row.lease_status,
  packet_id: packetCode(packetId(await packetHashes(db, row.lease_id))),
});

/** Whether a PDF with this SHA-256 was issued here, and only what a verifier may know of it (no person, no lease id). */
export async function verifySha256(db: Db, sha256: string): Promise<VerifyAnswer> {
  const final = await findFinalBySha256(db, sha256);
  if (final) return issued(db, 'final', final.name, final);
  const certificate = await findCertificateBySha256(db, sha256);
  if (certificate) return issued(db, 'certificate', VERIFY_TEXTS.certificateName, certificate);
  const original = await findOriginalBySha256(db, sha256);
  return original ? issued(db, 'original', original.name, original) : { issued: false };
}

/**
 * The one fingerprint a request gives, or the refusal both the API and the page show: a file or a
 * SHA-256 (not both, not neither); a file must be a PDF.
 */
export function requestedSha256(file: HashedUpload | undefined, sha256: string | undefined): string {
  if (file && sha256) throw HttpError.fields({ non_field_errors: [SIGNING_MESSAGES.verifyBothGiven] });
  if (file && !file.pdf) throw new HttpError(415, { file: [SIGNING_MESSAGES.verifyNotPdf] });
  const fingerprint = file?.sha256 ?? sha256;
  if (!fingerprint) throw HttpError.fields({ non_field_errors: [SIGNING_MESSAGES.verifyNeedsInput] });
  return fingerprint;
}
