import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';

/** PUT /api/social-feed/: the long-lived Instagram access token a manager pastes (letters, digits, and a few marks). */
export const ConnectSocialFeed = z
  .object({
    access_token: z
      .string({ error: MESSAGES.required })
      .trim()
      .min(1, { error: MESSAGES.required })
      .max(1000, { error: 'At most 1000 characters' })
      .regex(/^[A-Za-z0-9._|-]+$/, { error: 'An access token has only letters, digits and . _ | -' }),
  })
  .strict();
