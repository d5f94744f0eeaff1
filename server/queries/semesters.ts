import type { Db } from '../db/database';

const COLUMNS = ['id', 'name', 'start_date', 'end_date'] as const;

/** The company's semesters, earliest first. */
export async function listSemesters(db: Db, organizationId: number) {
  return db.selectFrom('semesters').select(COLUMNS).where('organization_id', '=', organizationId).orderBy('start_date').orderBy('id').execute();
}

export async function findSemester(db: Db, id: number) {
  return db.selectFrom('semesters').select(COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
}

export type SemesterRow = Awaited<ReturnType<typeof findSemester>>;

export async function insertSemester(db: Db, organizationId: number, fields: { name: string; start_date: string; end_date: string }) {
  return db.insertInto('semesters').values({ ...fields, organization_id: organizationId }).returning(COLUMNS).executeTakeFirstOrThrow();
}

/** Whether any lease period is made of the semester. */
export async function semesterInUse(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('sub_periods').select('id').where('semester_id', '=', id).executeTakeFirst());
}

export async function deleteSemester(db: Db, id: number) {
  await db.deleteFrom('semesters').where('id', '=', id).execute();
}

/** The company's semesters with these ids, earliest first. */
export async function listSemestersByIds(db: Db, organizationId: number, ids: number[]) {
  const rows = await db.selectFrom('semesters').select(COLUMNS).where('organization_id', '=', organizationId).where('id', 'in', ids).execute();
  return rows.sort((a, b) => a.start_date.localeCompare(b.start_date));
}
