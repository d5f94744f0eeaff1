import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CONFLICT_MESSAGES } from '../../shared/messages';
import { updateVersioned } from '../../server/queries/versioned-update';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const failure = (work: Promise<unknown>) => work.then(() => null, (err: { status: number; body: unknown }) => ({ status: err.status, body: err.body }));

describe('updateVersioned', () => {
  it('writes and bumps the version while the expected one is stored, and refuses a stale one with 409', async () => {
    const org = await buildOrganization(ctx.db);
    await updateVersioned(ctx.db, 'organizations', org.id, 1, { name: 'First' });
    expect(await failure(updateVersioned(ctx.db, 'organizations', org.id, 1, { name: 'Second' }))).toEqual({ status: 409, body: { detail: CONFLICT_MESSAGES.staleVersion } });
    expect(await ctx.db.selectFrom('organizations').select(['name', 'version']).where('id', '=', org.id).executeTakeFirst()).toEqual({ name: 'First', version: 2 });
  });

  it('answers 404, not 409 or a crash, for a record deleted since it was loaded, with or without a version', async () => {
    const org = await buildOrganization(ctx.db);
    const property = await buildProperty(ctx.db, org.id);
    await ctx.db.deleteFrom('properties').where('id', '=', property.id).execute();
    expect(await failure(updateVersioned(ctx.db, 'properties', property.id, 1, { name: 'x' }))).toMatchObject({ status: 404 });
    expect(await failure(updateVersioned(ctx.db, 'properties', property.id, undefined, { name: 'x' }))).toMatchObject({ status: 404 });
  });
});
