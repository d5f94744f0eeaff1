import { afterEach, beforeEach } from '@jest/globals';
import { buildOrganization } from './factories';
import { agentsFor } from './manager-factories';
import { createTestContext, type TestContext } from './test-app';

/** What each test of companiesEachTest is handed. */
export type CompaniesTest = { ctx: TestContext; orgId: number; otherOrgId: number; a: Awaited<ReturnType<typeof agentsFor>> };

/**
 * The company settings API tests' set-up, called at the top of a test file: before each test a new
 * app with a company, another company and agentsFor's agents, handed to `set`; closed after it.
 */
export function companiesEachTest(set: (test: CompaniesTest) => void): void {
  let ctx: TestContext | undefined;
  beforeEach(async () => {
    ctx = await createTestContext();
    const orgId = (await buildOrganization(ctx.db)).id;
    const otherOrgId = (await buildOrganization(ctx.db)).id;
    set({ ctx, orgId, otherOrgId, a: await agentsFor(ctx, orgId, otherOrgId) });
  });
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });
}
