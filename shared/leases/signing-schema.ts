import { z } from '../zod';
import { idParam } from '../schemas/common';
import { DECLINE_REASON_MAX, SIGNATURE_IMAGE_MAX_BYTES, SIGNING_MESSAGES as M } from './signing-texts';

/** `PUT …/signing/slots/{slotId}/`: a signature's or initials' PNG as a data URL; nothing for a date. */
export const ApplySlotSchema = z.strictObject({
  // Base64 is 4/3 of the bytes: a longer text cannot be a PNG within the limit.
  image: z.string({ error: M.imageRequired }).max(Math.ceil((SIGNATURE_IMAGE_MAX_BYTES * 4) / 3) + 64, { error: M.imageTooLarge }).optional(),
});

/** `POST …/signing/decline/`. */
export const DeclineSchema = z.strictObject({
  reason: z.string({ error: M.reasonRequired }).trim().min(1, { error: M.reasonRequired }).max(DECLINE_REASON_MAX, { error: M.reasonTooLong(DECLINE_REASON_MAX) }),
});

/** A signing link's secret, as newSecret() writes it (base64url). */
const token = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

export const LeaseSlotParams = z.object({ id: idParam, slotId: idParam });
export const TokenParams = z.object({ token });
export const TokenSlotParams = z.object({ token, slotId: idParam });
export const TokenDocumentParams = z.object({ token, documentId: idParam });
