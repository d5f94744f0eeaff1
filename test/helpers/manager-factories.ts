import request from 'supertest';
import type { Role } from '../../shared/constants';
import type { Db } from '../../server/db/database';
import { buildOrganization, buildProperty, buildUser } from './factories';
import { createTestContext, type TestContext } from './test-app';

let counter = 0;

type SemesterRow = { id: number; name: string; start_date: string; end_date: string };

/** A semester of the organization (defaults to an autumn term). */
export async function buildSemester(db: Db, organizationId: number, overrides: Partial<Omit<SemesterRow, 'id'>> = {}): Promise<SemesterRow> {
  return db
    .insertInto('semesters')
    .values({ organization_id: organizationId, name: `Fall ${++counter}`, start_date: '2026-08-20', end_date: '2026-12-18', ...overrides })
    .returning(['id', 'name', 'start_date', 'end_date'])
    .executeTakeFirstOrThrow();
}

type PeriodFlags = { visible: number; visible_to_managers: number; open_to_renewals: number; allow_same_bed_renewals: number; gender_m: number; gender_f: number };

/** A lease period of the property with one sub period per semester; dates follow the semesters. */
export async function buildLeasePeriod(
  db: Db,
  propertyId: number,
  semesters: SemesterRow[],
  overrides: Partial<{ name: string; description: string } & PeriodFlags> = {},
): Promise<{ id: number; name: string }> {
  const start = semesters.map((s) => s.start_date).sort()[0] ?? '2026-08-20';
  const end = semesters.map((s) => s.end_date).sort().at(-1) ?? '2027-05-14';
  const row = await db
    .insertInto('lease_periods')
    .values({ property_id: propertyId, name: `Period ${++counter}`, start_date: start, end_date: end, ...overrides })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  if (semesters.length) await db.insertInto('sub_periods').values(semesters.map((s) => ({ lease_period_id: row.id, semester_id: s.id, name: s.name }))).execute();
  return row;
}

/** A supertest agent signed in (session cookie) as a new user with the role. */
export async function signedInAgent(ctx: TestContext, role: Role, organizationId: number | null) {
  const user = await buildUser(ctx.db, role, { organizationId });
  const agent = request.agent(ctx.app);
  const res = await agent.post('/api-token-auth/').send({ username: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return Object.assign(agent, { userId: user.id });
}

/** Signed-in agents for every access case: a manager, a student, maintenance staff and a manager of another company. */
export async function agentsFor(ctx: TestContext, organizationId: number, otherOrganizationId: number) {
  return {
    manager: await signedInAgent(ctx, 'manager', organizationId),
    student: await signedInAgent(ctx, 'student', null),
    maintenance: await signedInAgent(ctx, 'maintenance', organizationId),
    stranger: await signedInAgent(ctx, 'manager', otherOrganizationId),
    anonymous: request(ctx.app),
  };
}

/**
 * A fresh app with a company (two properties, so the home page lists rather than redirects) and
 * another company, the usual start of a manager API test.
 */
export async function companyTestContext() {
  const ctx = await createTestContext();
  const orgId = (await buildOrganization(ctx.db)).id;
  const otherOrgId = (await buildOrganization(ctx.db)).id;
  const propertyId = (await buildProperty(ctx.db, orgId)).id;
  await buildProperty(ctx.db, orgId);
  return { ctx, orgId, otherOrgId, propertyId };
}
