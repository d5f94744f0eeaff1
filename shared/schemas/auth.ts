import { z } from 'zod';
import { MESSAGES } from '../messages';
import { emailField } from './common';

/** POST /api-token-auth/: `username` is the e-mail. */
export const LoginSchema = z.object({
  username: emailField(),
  password: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }),
  remember: z.boolean().optional().default(true),
});
export type LoginInput = z.infer<typeof LoginSchema>;
