import { z } from '../zod';
import { emailField, idParam } from '../schemas/common';
import { SELECTION_MESSAGES as M } from './selection-texts';

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;
const moment = z.iso.datetime({ offset: true, error: 'Enter a date and time.' });
const minutes = (max: number) => z.number({ error: 'Enter a whole number of minutes.' }).int({ error: 'Enter a whole number of minutes.' }).min(1, { error: 'Enter at least 1.' }).max(max, { error: `Enter at most ${max}.` });

/**
 * `PUT /api/agreement-periods/{id}/selection-window/`: when the period's self-selection opens and
 * closes, who may select, the slots and the hold time. Times carry their offset and are kept in UTC.
 */
export const SelectionWindowSchema = z
  .strictObject({
    opens_at: moment,
    closes_at: moment,
    slot_minutes: minutes(24 * 60),
    per_slot: z.number({ error: 'Enter a whole number.' }).int({ error: 'Enter a whole number.' }).min(1, { error: 'Enter at least 1.' }).max(10_000, { error: 'Enter at most 10000.' }),
    order: z.enum(['approval', 'random'], { error: 'Choose how slots are ordered.' }),
    hold_minutes: minutes(24 * 60).default(15),
    applicants: z.boolean().default(true),
    transfers: z.boolean().default(false),
    version: z.number().int().positive().optional(),
  })
  .superRefine((w, ctx) => {
    const opens = Date.parse(w.opens_at);
    const closes = Date.parse(w.closes_at);
    if (closes <= opens) ctx.addIssue({ code: 'custom', path: ['closes_at'], message: M.windowOrder });
    else if (closes - opens > YEAR_MS) ctx.addIssue({ code: 'custom', path: ['closes_at'], message: M.windowTooLong });
    if (!w.applicants && !w.transfers) ctx.addIssue({ code: 'custom', path: ['applicants'], message: 'Choose who may select.' });
  });
export type SelectionWindowInput = z.output<typeof SelectionWindowSchema>;

/** The largest group a hold is for: no unit of a student-housing property has more beds. */
export const GROUP_MAX = 12;

/** `POST /api/selection/{id}/holds/`: one bed a member of the caller's group (or the caller alone), in member order. */
export const HoldSchema = z.strictObject({
  bed_ids: z.array(idParam, { error: 'Choose a bed.' }).min(1, { error: 'Choose a bed.' }).max(GROUP_MAX, { error: `Choose at most ${GROUP_MAX} beds.` }),
});

/** `GET /api/selection/{id}/beds/?building=`. */
export const SelectionBedsQuery = z.strictObject({ building: z.string().trim().max(200).optional() });

export const LeasePeriodParams = z.strictObject({ leasePeriodId: idParam });

/** `POST /api/roommate-groups/`. */
export const CreateGroupSchema = z.strictObject({ lease_period_id: idParam });

/** `POST /api/roommate-groups/{id}/invitations/`: by e-mail, or to a match's published roommate profile. */
export const InviteSchema = z
  .strictObject({ email: emailField().optional(), profile_id: idParam.optional() })
  .refine((v) => (v.email === undefined) !== (v.profile_id === undefined), { path: ['email'], error: 'Enter an e-mail address.' });

/** `GET /api/roommate-groups/?lease_period=`. */
export const GroupQuery = z.strictObject({ lease_period: idParam });

/** `POST /api/roommate-invitations/{token}/accept/`: the token as mailed (base64url). */
export const InvitationTokenParams = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Not a valid invitation.' }) });
