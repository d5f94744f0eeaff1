import { z } from '../zod';
import { GENDERS } from '../constants';
import { MESSAGES } from '../messages';
import { passwordProblem } from '../password-rules';
import { emailField, refineMatching, requiredString, US_PHONE_PATTERN } from './common';

/** POST /api-token-auth/: `username` is the e-mail. */
export const LoginSchema = z.object({
  username: emailField(),
  password: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }),
  remember: z.boolean().optional().default(true),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** A new password: the spec's length and case rules. */
export const passwordField = () =>
  z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }).superRefine((value, ctx) => {
    const problem = value && passwordProblem(value);
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

/** 'Passwords should match', checked even when other fields have errors, so all show at once. */
const passwordsMatch = (data: { password: string; password_confirmation: string }) => !data.password_confirmation || data.password === data.password_confirmation;
const passwordsMatchOptions = {
  path: ['password_confirmation'] as PropertyKey[],
  message: MESSAGES.passwordsMatch,
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; password_confirmation?: unknown } | null;
    return typeof v?.password === 'string' && typeof v.password_confirmation === 'string';
  },
};

/** POST /api/users/sign_up/ (the spec's registration payload plus the confirmation). */
export const RegisterSchema = z
  .object({
    email: emailField(),
    first_name: requiredString().max(80),
    last_name: requiredString().max(80),
    cell_phone: requiredString().refine(...refineMatching(US_PHONE_PATTERN, MESSAGES.incorrectPhone)),
    password: passwordField(),
    password_confirmation: requiredString(),
    gender: z.enum(GENDERS, { error: MESSAGES.required }),
    is_active: z.boolean().optional(),
    informational_opt_in: z.boolean().default(false),
    marketing_opt_in: z.boolean().default(false),
    remember: z.boolean().default(true),
    /** The page the student registered from, to return to after verifying (only this site's: shared/return-path.ts). */
    next: z.string().max(2000).optional(),
  })
  .extend(CarrySchema.shape)
  .refine(passwordsMatch, passwordsMatchOptions);
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** POST /api/users/send_invitation/: an access link, carrying what the visitor chose. */
export const InvitationSchema = z.object({ email: emailField() }).extend(CarrySchema.shape);

/** POST /api/send_reset_email/. */
export const ResetRequestSchema = z.object({ email: emailField() });

/** POST /api/reset_password/: the link's token and the new password. */
export const SetPasswordSchema = z
  .object({ token: requiredString(), password: passwordField(), password_confirmation: requiredString() })
  .refine(passwordsMatch, passwordsMatchOptions);
