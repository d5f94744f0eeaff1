import { afterAll } from '@jest/globals';
import request from 'supertest';
import type { Role } from '../../shared/constants';
import type { Db } from '../../server/db/database';
import type { PdfRenderer } from '../../server/documents/pdf/pdf-renderer';
import type { RateLimitSettings } from '../../server/auth/rate-limits';
import { buildOrganization, buildProperty, buildUser } from './factories';
import { createTestContext, snapshotTestContext, type TestContext, type TestSnapshot } from './test-app';

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

export type TestUser = Awaited<ReturnType<typeof buildUser>>;

/** A supertest agent signed in (session cookie) as the user; it carries the user, to sign in again on a copy of the data. */
export async function signIn(ctx: TestContext, user: TestUser) {
  const agent = request.agent(ctx.app);
  const res = await agent.post('/api-token-auth/').send({ username: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return Object.assign(agent, { userId: user.id, user });
}

/** A supertest agent signed in (session cookie) as a new user with the role. */
export async function signedInAgent(ctx: TestContext, role: Role, organizationId: number | null) {
  return signIn(ctx, await buildUser(ctx.db, role, { organizationId }));
}

/** Signed-in agents for every access case: a manager, a student, maintenance staff and a manager of another company. */
export async function agentsFor(ctx: TestContext, organizationId: number, otherOrganizationId: number) {
  return signInAgents(ctx, {
    manager: await buildUser(ctx.db, 'manager', { organizationId }),
    student: await buildUser(ctx.db, 'student', { organizationId: null }),
    maintenance: await buildUser(ctx.db, 'maintenance', { organizationId }),
    stranger: await buildUser(ctx.db, 'manager', { organizationId: otherOrganizationId }),
  });
}

/** The accounts of agentsFor: each agent carries its `user`. */
export type AccessUsers = Record<'manager' | 'student' | 'maintenance' | 'stranger', TestUser>;

/** The accounts behind agentsFor's agents, to sign in again on a copy of the data (signInAgents). */
export const usersOf = (agents: Record<keyof AccessUsers, { user: TestUser }>): AccessUsers => ({
  manager: agents.manager.user,
  student: agents.student.user,
  maintenance: agents.maintenance.user,
  stranger: agents.stranger.user,
});

/** agentsFor's agents for accounts already made (on a copy of the data they were made in, keptTestContexts). */
export async function signInAgents(ctx: TestContext, users: AccessUsers) {
  return {
    manager: await signIn(ctx, users.manager),
    student: await signIn(ctx, users.student),
    maintenance: await signIn(ctx, users.maintenance),
    stranger: await signIn(ctx, users.stranger),
    anonymous: request(ctx.app),
  };
}

/**
 * A fresh app with a company (two properties, so the home page lists rather than redirects) and
 * another company, the usual start of a manager API test.
 */
export async function companyTestContext(opts: { sqlite?: boolean } = {}) {
  const ctx = await createTestContext(opts);
  return { ctx, ...(await buildCompanies(ctx)) };
}

/** companyTestContext's records, on a context already made. */
export async function buildCompanies(ctx: TestContext) {
  const orgId = (await buildOrganization(ctx.db)).id;
  const otherOrgId = (await buildOrganization(ctx.db)).id;
  const propertyId = (await buildProperty(ctx.db, orgId)).id;
  await buildProperty(ctx.db, orgId);
  return { orgId, otherOrgId, propertyId };
}

/**
 * For a file whose tests all start from the same records: `build` makes them once, on the first
 * call, and each call answers a new app on a copy of that data with what `build` returned (plain
 * data: agents belong to the app they were made on; sign in again with `signIn`). Called at the top
 * of a test file; the kept copy is removed after the file.
 */
export function keptTestContexts<T>(build: (ctx: TestContext) => Promise<T>, options: () => { pdf?: PdfRenderer; env?: Record<string, string>; rateLimits?: RateLimitSettings } = () => ({})): () => Promise<{ ctx: TestContext; kept: T }> {
  let made: Promise<{ snapshot: TestSnapshot; kept: T }> | undefined;
  afterAll(async () => (await made)?.snapshot.remove());
  const make = async () => {
    const ctx = await createTestContext(options());
    try {
      const kept = await build(ctx);
      // What the build queued (the student's notice of a packet: issue 46) is sent before the copy is
      // made, not left claimed by this app in it.
      await ctx.app.locals.executions.idle();
      await ctx.app.locals.messageQueue.idle();
      return { snapshot: await snapshotTestContext(ctx), kept };
    } finally {
      await ctx.close();
    }
  };
  return async () => {
    const { snapshot, kept } = await (made ??= make());
    return { ctx: await createTestContext({ ...options(), from: snapshot }), kept };
  };
}
