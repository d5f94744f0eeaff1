import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Renames or re-dates a semester. The sub periods made of it take its name, and their lease
 * periods their dates, in the same transaction.
 */
export async function updateSemester(db: Db, id: number, fields: { name: string; start_date: string; end_date: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('semesters').set(fields).where('id', '=', id).execute();
    await trx.updateTable('sub_periods').set({ name: fields.name }).where('semester_id', '=', id).execute();
    await sql`
      update lease_periods set
        start_date = (select min(s.start_date) from sub_periods sp join semesters s on s.id = sp.semester_id where sp.lease_period_id = lease_periods.id),
        end_date = (select max(s.end_date) from sub_periods sp join semesters s on s.id = sp.semester_id where sp.lease_period_id = lease_periods.id)
      where id in (select lease_period_id from sub_periods where semester_id = ${id})`.execute(trx);
  });
}
