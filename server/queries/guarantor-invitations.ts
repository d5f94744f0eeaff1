import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Records an invitation to this address unless the application already invited it or has invited
 * `max` addresses; true when recorded (then, and only then, the mail goes out). One statement in a
 * write transaction, so requests at the same moment cannot together pass the limit (on PostgreSQL a
 * lone statement's count would not see another's uncommitted row).
 */
export async function recordGuarantorInvitation(db: Db, applicationId: number, email: string, max: number): Promise<boolean> {
  // INSERT ... SELECT needs its WHERE before ON CONFLICT (SQLite's parser; PostgreSQL reads it the same).
  const result = await db.transaction().execute((trx) =>
    sql`
    insert into guarantor_invitations (application_id, email)
    select ${applicationId}, ${email.trim()}
    where (select count(*) from guarantor_invitations where application_id = ${applicationId}) < ${max}
    on conflict (application_id, email) do nothing`.execute(trx),
  );
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** The addresses an application invited, oldest first. */
export async function listGuarantorInvitations(db: Db, applicationId: number): Promise<string[]> {
  return (await db.selectFrom('guarantor_invitations').select('email').where('application_id', '=', applicationId).orderBy('id').execute()).map((r) => r.email);
}
