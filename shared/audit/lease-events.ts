import { z } from '../zod';
import { SIGNING_ROLES } from '../leases/signing-order';
import { RENEWAL_KINDS } from '../leases/renewal-rules';

const id = z.number().int();
/** The role a signer acted in at their own seat. */
const role = z.enum(SIGNING_ROLES);
const method = z.enum(['account', 'link']);

/**
 * The audit events of a lease (`subject: 'leases'`): what each action records in its details, and
 * the shapes older rows were written in (`older`), which stay readable as they are: the chain hashes
 * the stored text, so a row is never rewritten.
 *
 * Renewals (issue 47): `lease.renew` on the new lease; `lease.not_renewing`, `lease.renewing` and
 * `lease.hold_release` on the lease renewed from.
 */
export const LEASE_EVENTS = {
  'lease.offer': { subject: 'leases', details: z.object({ application_id: id, bed_id: id, lease_period_id: id, bed: z.string() }) },
  // A student confirmed a bed they held in room selection (issue 49): an Offered lease, as a manager's offer makes.
  'lease.select': { subject: 'leases', details: z.object({ application_id: id, bed_id: id, lease_period_id: id, bed: z.string(), hold_id: id }) },
  'lease.plan': {
    subject: 'leases',
    details: z.object({
      payment_plan_id: id,
      documents: z.array(z.object({ name: z.string(), role: z.enum(['tenant', 'guarantor']), template_id: id, pdf_sha256: z.string(), html_sha256: z.string() })),
    }),
  },
  /** The product asked the tenant or the managers to sign, by mail, naming whom. */
  'lease.sent': { subject: 'leases', details: z.object({ role: z.enum(['tenant', 'landlord']), to: z.array(z.string()) }) },
  'lease.link_sent': { subject: 'leases', details: z.object({ role: z.literal('guarantor'), to: z.string(), expires_at: z.string() }), older: [z.object({ role: z.literal('guarantor'), to: z.string() })] },
  'lease.link_opened': { subject: 'leases', details: z.object({ role, link_id: id }) },
  'lease.open': { subject: 'leases', details: z.object({ role, name: z.string() }) },
  'lease.consent': { subject: 'leases', details: z.object({ role, name: z.string(), method }) },
  'lease.view': { subject: 'leases', details: z.object({ role, document: z.string() }) },
  'lease.download': { subject: 'leases', details: z.object({ role, document: z.string() }) },
  'lease.slot': {
    subject: 'leases',
    details: z.object({ role, slot_id: id, document: z.string(), page: id, caption: z.string(), image_sha256: z.string().nullable(), text: z.string().nullable() }),
    // Before issue 44 a slot event named its slot, not its page (the history looks the page up).
    older: [z.object({ role, slot_id: id, document: z.string(), caption: z.string(), image_sha256: z.string().nullable().optional(), text: z.string().nullable().optional() })],
  },
  'lease.sign': { subject: 'leases', details: z.object({ role, name: z.string(), email: z.string(), method }) },
  'lease.decline': { subject: 'leases', details: z.object({ role, name: z.string(), reason: z.string() }) },
  'lease.void': { subject: 'leases', details: z.object({ reason: z.string(), status: z.string() }) },
  'lease.execute': {
    subject: 'leases',
    details: z.object({
      executed_at: z.string(),
      documents: z.array(z.object({ name: z.string(), final_sha256: z.string(), sealed: z.boolean() })),
      certificate_sha256: z.string(),
      ledger_lines: z.number().int(),
    }),
    // Before the ledger (issue 28) no lines were posted; before issue 44 the time was the row's own.
    older: [
      z.object({ documents: z.array(z.object({ name: z.string(), final_sha256: z.string(), sealed: z.boolean() })), certificate_sha256: z.string(), ledger_lines: z.number().int().optional() }),
    ],
  },
  'lease.execute_failed': { subject: 'leases', details: z.object({ reason: z.string() }) },
  'lease.renew': {
    subject: 'leases',
    details: z.object({ renews_lease_id: id, kind: z.enum(RENEWAL_KINDS), application_id: id, bed_id: id, lease_period_id: id, bed: z.string() }),
  },
  'lease.not_renewing': { subject: 'leases', details: z.object({ reason: z.string() }) },
  /** A manager took back Not renewing: the resident is offered a renewal again. */
  'lease.renewing': { subject: 'leases', details: z.object({ reason: z.string() }) },
  /** The daily job released the bed held for the resident in a period whose renewal deadline passed. */
  'lease.hold_release': { subject: 'leases', details: z.object({ lease_period_id: id, bed_id: id, deadline: z.string() }) },
} as const;

/** The steps a signer takes at their own seat: their events' details name the role they acted in. */
export const SEAT_ACTIONS = ['lease.link_opened', 'lease.open', 'lease.consent', 'lease.view', 'lease.download', 'lease.slot', 'lease.sign', 'lease.decline'] as const satisfies readonly (keyof typeof LEASE_EVENTS)[];
export type SeatAction = (typeof SEAT_ACTIONS)[number];
