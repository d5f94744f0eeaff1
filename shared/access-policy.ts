import type { SigningRole } from './leases/signing-order';

/** Staff roles: they act for a company. */
export type StaffRole = 'manager' | 'maintenance';

/**
 * Who is asking: a company's staff member, a student (their own records), the holder of a mailed
 * signing link (one lease, one role), or nobody signed in.
 */
export type Caller =
  | { kind: 'staff'; userId: number; roles: readonly StaffRole[]; organizationId: number | null }
  | { kind: 'student'; userId: number }
  | { kind: 'link'; linkId: number; leaseId: number; role: SigningRole }
  | { kind: 'nobody' };

export type CallerKind = Caller['kind'];

/** The records a caller from outside the company can reach, each found through the one registry (server/queries/ownership.ts). */
export type ReachedKind = 'lease' | 'application' | 'ticket';

/** Whose a record is: its company, its student, its lease (a link's reach), and whether its company's staff may see it yet. */
export type RecordOwner = { organizationId: number; userId: number; leaseId: number | null; staffSees: boolean };

type Rule = {
  record: ReachedKind;
  /** The staff roles that act on the company's records; none: staff are refused (403). */
  staff?: readonly StaffRole[];
  /** The record's own student. */
  student?: true;
  /** The holder of a signing link of the record's lease. */
  link?: true;
  /** The answer for a record that is not the caller's: 404 (its existence not revealed) unless the action says otherwise. */
  refusal?: 403;
};

/**
 * Every action a caller outside the back office can take on a record, and who may take it. A new
 * student or link endpoint adds a row here (and its case in test/api/access-non-staff.test.ts).
 */
export const ACCESS = {
  'lease.read': { record: 'lease', staff: ['manager', 'maintenance'], student: true },
  'lease.choose-plan': { record: 'lease', student: true },
  /** Renewing an executed lease into a later period (issue 47): its student, or a manager for them. */
  'lease.renew': { record: 'lease', staff: ['manager'], student: true },
  /** The ceremony: the student as tenant, a manager as landlord, a link holder in the link's role. */
  'lease.sign': { record: 'lease', staff: ['manager'], student: true, link: true },
  /** What the guarantor's link page shows before she starts: whose lease, for how much. */
  'lease.guaranty': { record: 'lease', link: true },
  'ledger.read': { record: 'lease', staff: ['manager'], student: true },
  'statement.read': { record: 'lease', staff: ['manager'], student: true },
  /** Paying a lease's balance online, and its autopay (issue 48): the tenant only; the office records or refunds. */
  'payment.pay': { record: 'lease', student: true },
  'application.read': { record: 'application', student: true },
  'application.edit': { record: 'application', student: true },
  /** A private file: 403 for anyone but its student and the company's managers once submitted. */
  'application.file': { record: 'application', staff: ['manager'], student: true, refusal: 403 },
  'ticket.read': { record: 'ticket', staff: ['manager', 'maintenance'], student: true },
  'ticket.comment': { record: 'ticket', staff: ['manager', 'maintenance'], student: true },
  'ticket.add-photo': { record: 'ticket', staff: ['manager', 'maintenance'], student: true },
  'ticket.change': { record: 'ticket', staff: ['manager', 'maintenance'] },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof ACCESS;
export type RecordOf<A extends Action> = (typeof ACCESS)[A]['record'];

/** What a caller is to a record they may act on: a manager of its company, other staff of it, its own student, or a signer holding a link to its lease. */
export type Relation = 'manager' | 'staff' | 'student' | 'signer';

/** What the policy answers: the record is the caller's to act on (as what, and as which signer for the ceremony), or the status to refuse with. */
export type Decision = { allowed: true; relation: Relation; seatRole: SigningRole | null } | { allowed: false; status: 401 | 403 | 404 };

/** Whether the kind of caller may take the action at all, whatever the record. */
export function callerKindMay(action: Action, caller: Caller): boolean {
  const rule: Rule = ACCESS[action];
  if (caller.kind === 'staff') return !!rule.staff?.some((role) => caller.roles.includes(role));
  if (caller.kind === 'student') return !!rule.student;
  if (caller.kind === 'link') return !!rule.link;
  return false;
}

/**
 * What refuses the caller before any record is read: signed out is 401; a signed-in caller whose
 * kind may not take the action (or staff of no company) is 403; a link is 404, since it reaches one
 * packet and nothing else and any other answer would say a record exists. Null: read the record.
 */
export function refusedCaller(caller: Caller, action: Action): 401 | 403 | 404 | null {
  if (caller.kind === 'nobody') return 401;
  if (!callerKindMay(action, caller)) return caller.kind === 'link' ? 404 : 403;
  if (caller.kind === 'staff' && caller.organizationId === null) return 403;
  return null;
}

/**
 * The one rule: the caller's refusal (refusedCaller), else a record that is missing or not the
 * caller's (another company's, another student's, another lease than the link's) is 404, or the
 * action's own refusal.
 */
export function decide(caller: Caller, action: Action, owner: RecordOwner | undefined): Decision {
  const early = refusedCaller(caller, action);
  if (early !== null) return { allowed: false, status: early === 404 ? (ACCESS[action] as Rule).refusal ?? 404 : early };
  const hidden = { allowed: false, status: (ACCESS[action] as Rule).refusal ?? 404 } as const;
  if (!owner) return hidden;
  switch (caller.kind) {
    case 'staff':
      if (caller.organizationId !== owner.organizationId || !owner.staffSees) return hidden;
      return caller.roles.includes('manager') ? { allowed: true, relation: 'manager', seatRole: 'landlord' } : { allowed: true, relation: 'staff', seatRole: null };
    case 'student':
      return caller.userId === owner.userId ? { allowed: true, relation: 'student', seatRole: 'tenant' } : hidden;
    case 'link':
      return caller.leaseId === owner.leaseId ? { allowed: true, relation: 'signer', seatRole: caller.role } : hidden;
    default:
      return hidden;
  }
}
