import { z } from '../zod';

const id = z.number().int();

/**
 * Room selection's events (issue 49): a period's window set; a bed held, confirmed, released or
 * expired (recorded against the hold); a roommate group made, an invitation sent, accepted or a member
 * leaving (against the group); a roommate profile published or withdrawn (against the student).
 */
export const SELECTION_EVENTS = {
  'selection.window': {
    subject: 'lease_periods',
    details: z.object({ opens_at: z.string(), closes_at: z.string(), slot_minutes: z.number(), per_slot: z.number(), order: z.enum(['approval', 'random']), hold_minutes: z.number(), applicants: z.boolean(), transfers: z.boolean(), slots: z.number().int() }),
  },
  'bed_hold.hold': { subject: 'bed_holds', details: z.object({ lease_period_id: id, bed_id: id, user_id: id, group_id: id.nullable(), expires_at: z.string(), bed: z.string() }) },
  'bed_hold.confirm': { subject: 'bed_holds', details: z.object({ lease_id: id, bed_id: id }) },
  'bed_hold.release': { subject: 'bed_holds', details: z.object({ bed_id: id }) },
  'bed_hold.expire': { subject: 'bed_holds', details: z.object({ bed_id: id, expires_at: z.string() }) },
  'roommate_group.create': { subject: 'roommate_groups', details: z.object({ lease_period_id: id }) },
  'roommate_group.invite': { subject: 'roommate_groups', details: z.object({ invitation_id: id, email: z.string() }) },
  'roommate_group.join': { subject: 'roommate_groups', details: z.object({ user_id: id, invitation_id: id }) },
  'roommate_group.leave': { subject: 'roommate_groups', details: z.object({ user_id: id }) },
  'roommate_profile.publish': { subject: 'users', details: z.object({ published: z.boolean() }) },
} as const;
