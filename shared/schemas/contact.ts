import { z } from '../zod';
import { EMAIL_PATTERN, refineMatching, US_PHONE_PATTERN } from './common';

/** The contact form shows 'Required' and 'Invalid Email' (1-public-site.md §5). */
export const CONTACT_MESSAGES = { required: 'Required', invalidEmail: 'Invalid Email', incorrectPhone: 'Incorrect phone' } as const;

const required = (max: number) =>
  z.string({ error: CONTACT_MESSAGES.required }).trim().min(1, { error: CONTACT_MESSAGES.required }).max(max, { error: `At most ${max} characters` });

export const ContactSchema = z.object({
  name: required(120),
  email: required(254).refine(...refineMatching(EMAIL_PATTERN, CONTACT_MESSAGES.invalidEmail)),
  phone_number: required(30).refine(...refineMatching(US_PHONE_PATTERN, CONTACT_MESSAGES.incorrectPhone)),
  message: required(5000),
});
export type ContactInput = z.infer<typeof ContactSchema>;
