import { z } from 'zod';
import { GENDERS } from '../constants';
import { MESSAGES } from '../messages';
import { passwordProblem } from '../password-rules';
import { emailField, requiredString, US_PHONE_PATTERN } from './common';

/** POST /api-token-auth/: `username` is the e-mail. */
export const LoginSchema = z.object({
  username: emailField(),
  password: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }),
  remember: z.boolean().optional().default(true),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** A new password: the spec's length and case rules. */
export const passwordField = () =>
  z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required, abort: true }).superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const optionalId = z.coerce.number().int().positive().optional();
const optionalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use YYYY-MM-DD' }).optional();

/** What choosing a property or lease period carries into sign-up (spec §4). */
export const CarrySchema = z.object({
  assigned_property: optionalId,
  agreement_period: optionalId,
  start_date: optionalDate,
  end_date: optionalDate,
});
export type Carry = z.infer<typeof CarrySchema>;

const confirmMatches = (data: { password: string; password_confirmation: string }, ctx: z.RefinementCtx) => {
  if (data.password_confirmation && data.password !== data.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: MESSAGES.passwordsMatch });
  }
};

/** POST /api/users/sign_up/ (the spec's registration payload plus the confirmation). */
export const RegisterSchema = z
  .object({
    email: emailField(),
    first_name: requiredString().max(80),
    last_name: requiredString().max(80),
    cell_phone: requiredString().regex(US_PHONE_PATTERN, { error: MESSAGES.incorrectPhone }),
    password: passwordField(),
    password_confirmation: requiredString(),
    gender: z.enum(GENDERS, { error: MESSAGES.required }),
    is_active: z.boolean().optional(),
    informational_opt_in: z.boolean().default(false),
    marketing_opt_in: z.boolean().default(false),
    remember: z.boolean().default(true),
  })
  .extend(CarrySchema.shape)
  .superRefine(confirmMatches);
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** POST /api/users/send_invitation/: an access link, carrying what the visitor chose. */
export const InvitationSchema = z.object({ email: emailField() }).extend(CarrySchema.shape);

/** POST /api/send_reset_email/. */
export const ResetRequestSchema = z.object({ email: emailField() });

/** POST /api/reset_password/: the link's token and the new password. */
export const SetPasswordSchema = z
  .object({ token: requiredString(), password: passwordField(), password_confirmation: requiredString() })
  .superRefine(confirmMatches);
