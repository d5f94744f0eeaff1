import { z } from 'zod';
import { MESSAGES } from '../messages';

/** A required string: blank or missing gives the spec's 'This field is required'. */
export const requiredString = () =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required });

/** Loose e-mail pattern from the spec ({email}): something@something.something. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = () =>
  requiredString().max(254, { error: MESSAGES.incorrectEmail }).regex(EMAIL_PATTERN, { error: MESSAGES.incorrectEmail });

export const idParam = z.coerce.number({ error: 'A whole number is expected.' }).int().positive();
