import { Router } from 'express';
import { IdParams } from '../../../shared/schemas/common';
import { SemesterSchema } from '../../../shared/schemas/semesters';
import { requireRole } from '../../auth/authenticate';
import { HttpError } from '../../ground/http-error';
import { callerOrganizationId, loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { presentSemester } from '../../presenters/semester';
import { deleteSemester, findSemester, insertSemester, listSemesters, semesterInUse } from '../../queries/semesters';
import { updateSemester } from '../../services/settings/semesters';
import type { RouteDeps } from '../deps';

/** `/api/semesters/`: the company's semesters. Staff read, managers write. */
export function semesterRoutes({ db }: RouteDeps): Router {
  const router = Router();
  const staff = requireRole('manager', 'maintenance');
  const manager = requireRole('manager');

  router.get('/api/semesters/', staff, route({}, async (_input, req, res) => {
    res.json((await listSemesters(db, callerOrganizationId(req))).map(presentSemester));
  }));

  router.post('/api/semesters/', manager, route({ body: SemesterSchema }, async ({ body }, req, res) => {
    res.status(201).json(presentSemester(await insertSemester(db, callerOrganizationId(req), body)));
  }));

  router.patch('/api/semesters/:id/', manager, route({ params: IdParams, body: SemesterSchema }, async ({ params, body }, req, res) => {
    const semester = await loadOwned(db, req, 'semester', params.id);
    await updateSemester(db, semester.id, body);
    res.json(presentSemester(await findSemester(db, semester.id)));
  }));

  router.delete('/api/semesters/:id/', manager, route({ params: IdParams }, async ({ params }, req, res) => {
    const semester = await loadOwned(db, req, 'semester', params.id);
    if (await semesterInUse(db, semester.id)) throw HttpError.detail(409, 'This semester is used by lease periods; remove it from them first.');
    await deleteSemester(db, semester.id);
    res.status(204).end();
  }));

  return router;
}
