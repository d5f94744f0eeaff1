import type { Semester } from '../../shared/types/manager';

/** A semester as the API shows it. */
export function presentSemester(row: { id: number; name: string; start_date: string; end_date: string }): Semester {
  return { id: row.id, name: row.name, start_date: row.start_date, end_date: row.end_date };
}
