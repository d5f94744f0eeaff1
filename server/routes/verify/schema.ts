import { z } from 'zod';
import { SIGNING_MESSAGES } from '../../../shared/leases/signing-texts';

const SHA256 = /^[0-9a-f]{64}$/;

/** A pasted SHA-256: spaces around it and upper case are forgiven; empty reads as not given. */
export const Sha256Field = z
  .string({ error: SIGNING_MESSAGES.verifyBadHash })
  .max(200, SIGNING_MESSAGES.verifyBadHash)
  .transform((text) => text.trim().toLowerCase())
  .refine((text) => text === '' || SHA256.test(text), SIGNING_MESSAGES.verifyBadHash);

/** `POST /api/verify/`: JSON `{sha256}`, or the text fields of a multipart upload beside `file`; nothing else. */
export const VerifyBody = z.strictObject({ sha256: Sha256Field.optional() });
