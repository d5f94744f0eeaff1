import { afterAll, afterEach, beforeAll, beforeEach } from '@jest/globals';
import { filesIn } from './files';
import { agentsFor, companyTestContext } from './manager-factories';
import type { TestContext } from './test-app';

/** What mediaTestContext sets up; its fields are set once its hook has run (read them inside tests and hooks). */
export type MediaTestContext = {
  ctx: TestContext;
  app: TestContext['app'];
  db: TestContext['db'];
  orgId: number;
  otherOrgId: number;
  propertyId: number;
  /** Signed-in agents for every access case (agentsFor). */
  agents(): ReturnType<typeof agentsFor>;
  /** The names of the files in the uploads folder, sorted. */
  uploads(): string[];
};

/**
 * The media and upload API tests' set-up: a company (companyTestContext) on a fresh app before each
 * test, or once for the file with `perFile`, closed after it. Called at the top of a test file.
 */
export function mediaTestContext(opts: { perFile?: boolean } = {}): MediaTestContext {
  const company = {
    agents: () => agentsFor(company.ctx, company.orgId, company.otherOrgId),
    uploads: () => filesIn(company.ctx.config.uploadsDir),
  } as MediaTestContext;
  (opts.perFile ? beforeAll : beforeEach)(async () => {
    const made = await companyTestContext();
    Object.assign(company, made, { app: made.ctx.app, db: made.ctx.db });
  });
  (opts.perFile ? afterAll : afterEach)(() => company.ctx.close());
  return company;
}

/** Waits for what an upload leaves to do after its answer (removing a refused upload's temp file). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
