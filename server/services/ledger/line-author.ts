import type { AuditActor } from '../../audit/record-event';

/** Who wrote a ledger line or payment, as its row names them. */
export const author = (actor: AuditActor) => ({ created_by: actor.name, created_by_user_id: actor.userId });
