import { z } from '../zod';

/** A semester: POST /api/semesters/ and PATCH /api/semesters/{id}/ (and the semesters dialog). */
export const SemesterSchema = z
  .object({
    name: z.string({ error: 'Name is required' }).trim().min(1, { error: 'Name is required' }).max(80),
    start_date: z.iso.date({ error: 'Start date is required' }),
    end_date: z.iso.date({ error: 'End date is required' }),
  })
  .refine((s) => s.end_date > s.start_date, { path: ['end_date'], error: 'End date must be after the start date' });
