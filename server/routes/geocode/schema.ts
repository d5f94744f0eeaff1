import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';

/** `?q=address` */
export const GeocodeQuery = z.object({
  q: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(3, { error: 'Enter at least 3 characters.' })
    .max(300, { error: 'Use at most 300 characters.' }),
});
