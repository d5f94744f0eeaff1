import { Router } from 'express';
import { sql } from 'kysely';
import { z } from 'zod';
import { API_ERRORS } from '../../shared/messages';
import { idParam } from '../../shared/schemas/common';
import { SemesterSchema } from '../../shared/schemas/lease-periods';
import { requireRole } from '../auth/authenticate';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { validate } from '../http/validate';
import { staffOrganizationId } from '../services/access';

const IdParams = z.object({ id: idParam });
const COLUMNS = ['id', 'name', 'start_date', 'end_date'] as const;

/** Semesters of the signed-in staff member's company: staff read, managers write. */
export function semesterRoutes(db: Db): Router {
  const router = Router();

  const own = async (orgId: number, id: number) => {
    const row = await db.selectFrom('semesters').select(COLUMNS).where('id', '=', id).where('organization_id', '=', orgId).executeTakeFirst();
    if (!row) throw HttpError.detail(404, API_ERRORS.notFound);
    return row;
  };

  router.get('/api/semesters/', requireRole('manager', 'maintenance'), async (req, res) => {
    res.json(await db.selectFrom('semesters').select(COLUMNS).where('organization_id', '=', staffOrganizationId(req)).orderBy('start_date').execute());
  });

  router.post('/api/semesters/', requireRole('manager'), validate(SemesterSchema), async (req, res) => {
    const row = await db.insertInto('semesters').values({ ...req.body, organization_id: staffOrganizationId(req) }).returning(COLUMNS).executeTakeFirstOrThrow();
    res.status(201).json(row);
  });

  router.patch('/api/semesters/:id/', requireRole('manager'), validate(IdParams, 'params'), validate(SemesterSchema), async (req, res) => {
    const orgId = staffOrganizationId(req);
    await own(orgId, res.locals.params.id);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('semesters').set(req.body).where('id', '=', res.locals.params.id).execute();
      await trx.updateTable('sub_periods').set({ name: req.body.name }).where('semester_id', '=', res.locals.params.id).execute();
      // Lease periods take their dates from their semesters.
      await sql`
        update lease_periods set
          start_date = (select min(s.start_date) from sub_periods sp join semesters s on s.id = sp.semester_id where sp.lease_period_id = lease_periods.id),
          end_date = (select max(s.end_date) from sub_periods sp join semesters s on s.id = sp.semester_id where sp.lease_period_id = lease_periods.id)
        where id in (select lease_period_id from sub_periods where semester_id = ${res.locals.params.id})`.execute(trx);
    });
    res.json(await own(orgId, res.locals.params.id));
  });

  router.delete('/api/semesters/:id/', requireRole('manager'), validate(IdParams, 'params'), async (req, res) => {
    const orgId = staffOrganizationId(req);
    await own(orgId, res.locals.params.id);
    const inUse = await db.selectFrom('sub_periods').select('id').where('semester_id', '=', res.locals.params.id).executeTakeFirst();
    if (inUse) throw HttpError.detail(409, 'This semester is used by lease periods; remove it from them first.');
    await db.deleteFrom('semesters').where('id', '=', res.locals.params.id).execute();
    res.status(204).end();
  });

  return router;
}
