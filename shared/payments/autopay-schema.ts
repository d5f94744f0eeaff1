import { z } from '../zod';
import { idParam } from '../schemas/common';
import { ONLINE_METHODS } from './fees';
import { ONLINE_PAYMENT_MESSAGES as P } from './online-texts';
import { AUTOPAY_MESSAGES as A } from './autopay-texts';

/**
 * `POST /api/tenant/autopay/`: the lease, the method to save (a card unless said), and the
 * authorization the tenant read (autopayConsentText), which the server checks word for word and stores.
 */
export const AutopaySchema = z.strictObject({
  lease_id: idParam,
  method: z.enum(ONLINE_METHODS, { error: P.methodRequired }).default('card'),
  consent_text: z.string({ error: A.consentRequired }).trim().min(1, { error: A.consentRequired }).max(2000, { error: A.consentChanged }),
});

export type AutopayInput = z.output<typeof AutopaySchema>;

/** One enrolment as `GET /api/tenant/autopay/` answers it. */
export type AutopayEnrolment = {
  id: number;
  lease_id: number;
  method: 'card' | 'ach';
  status: 'setting_up' | 'active';
  consent_text: string;
  consented_at: string;
};
