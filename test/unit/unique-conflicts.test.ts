import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { CONFLICT_MESSAGES } from '../../shared/messages';
import { HttpError } from '../../server/ground/http-error';
import { uniqueConflict } from '../../server/http/unique-conflicts';
import { buildOrganization, buildProperty, buildUser } from '../helpers/factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

/** Real unique-constraint violations from SQLite, as the error handler turns them into 409s. */

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

const violation = async (write: () => Promise<unknown>) => {
  try {
    await write();
  } catch (err) {
    return err;
  }
  throw new Error('the write did not violate a constraint');
};

describe('uniqueConflict', () => {
  it('names the field of a known constraint: a second account with one e-mail (any case)', async () => {
    await buildUser(ctx.db, 'student', { email: 'maya@example.com' });
    const err = await violation(() => buildUser(ctx.db, 'student', { email: 'MAYA@example.com' }));
    expect(uniqueConflict(err)).toEqual(HttpError.fields({ email: [CONFLICT_MESSAGES.emailTaken] }, 409));
  });

  it("names the field of a block's second settings, for a property and for the company", async () => {
    const orgId = (await buildOrganization(ctx.db)).id;
    const propertyId = (await buildProperty(ctx.db, orgId)).id;
    const insert = (owner: { property_id: number } | { organization_id: number }) => ctx.db.insertInto('website_block_attrs').values({ block_name: 'about', ...owner }).execute();
    await insert({ property_id: propertyId });
    await insert({ organization_id: orgId });
    for (const owner of [{ property_id: propertyId }, { organization_id: orgId }]) {
      const conflict = uniqueConflict(await violation(() => insert(owner)));
      expect({ status: conflict?.status, body: conflict?.body }).toEqual({ status: 409, body: { block_name: [CONFLICT_MESSAGES.blockExists] } });
    }
  });

  it('answers a general 409 for other unique constraints and nothing for other errors', async () => {
    const orgId = (await buildOrganization(ctx.db)).id;
    const semester = { organization_id: orgId, name: 'Fall', start_date: '2026-08-20', end_date: '2026-12-18' };
    const { id } = await ctx.db.insertInto('semesters').values(semester).returning('id').executeTakeFirstOrThrow();
    const conflict = uniqueConflict(await violation(() => ctx.db.insertInto('semesters').values({ ...semester, id }).execute()));
    expect({ status: conflict?.status, body: conflict?.body }).toEqual({ status: 409, body: { detail: CONFLICT_MESSAGES.duplicate } });
    expect(uniqueConflict(await violation(() => ctx.db.insertInto('semesters').values({ ...semester, organization_id: 9999 }).execute()))).toBeNull();
    expect(uniqueConflict(new Error('boom'))).toBeNull();
  });
});
