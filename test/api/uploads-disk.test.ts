import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Agent } from 'supertest';
import { API_ERRORS } from '../../shared/messages';
import { buildOrganization, buildProperty } from '../helpers/factories';
import sharp from 'sharp';
import { filesIn } from '../helpers/files';
import { signedInAgent } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * An uploads folder that will not take a file (a full disk, a read-only one) is the server's
 * problem, not the request's: 507 with a message saying so, an error in the log, and neither a
 * partial file nor a row left behind. The folder is a small tmpfs mounted for the test (root only,
 * as CI runs).
 */
const isRoot = process.getuid?.() === 0;
const describeAsRoot = isRoot ? describe : describe.skip;

let mountPoint: string;
let ctx: TestContext;
let manager: Agent;
let propertyId: number;

beforeEach(async () => {
  mountPoint = mkdtempSync(path.join(os.tmpdir(), 'uploads-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', mountPoint]);
  ctx = await createTestContext({ env: { UPLOADS_DIR: mountPoint } });
  const orgId = (await buildOrganization(ctx.db)).id;
  propertyId = (await buildProperty(ctx.db, orgId)).id;
  manager = await signedInAgent(ctx, 'manager', orgId);
});

afterEach(async () => {
  await ctx.close();
  execFileSync('umount', [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

const mediaRows = async () => (await ctx.db.selectFrom('media_files').select('name').execute()).length;
const headerOf = async () => (await ctx.db.selectFrom('properties').select('background_image').where('id', '=', propertyId).executeTakeFirstOrThrow()).background_image;

/** A PNG larger than what is left on the disk (noise does not compress). */
function bigPng(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).png().toBuffer();
}

async function expectRefusedAndClean(before: string[]) {
  const res = await manager.post(`/api/properties/${propertyId}/upload_header/`).attach('image', await bigPng(), 'header.png');
  expect({ status: res.status, body: res.body }).toEqual({ status: 507, body: { detail: API_ERRORS.storageFailed } });
  // The temp file goes when the response closes.
  for (let i = 0; i < 20 && JSON.stringify(filesIn(mountPoint)) !== JSON.stringify(before); i++) await new Promise((r) => setTimeout(r, 50));
  expect(filesIn(mountPoint)).toEqual(before);
  expect(await mediaRows()).toBe(0);
  expect(await headerOf()).toBeNull();
  const logged = ctx.logLines.find((line) => line.msg === 'request failed');
  expect(logged).toMatchObject({ level: 50, url: `/api/properties/${propertyId}/upload_header/` });
}

describeAsRoot('an uploads disk that will not take a file', () => {
  it('answers 507 on a full disk, logs the error and leaves no partial file or row', async () => {
    try {
      writeFileSync(path.join(mountPoint, 'filler'), Buffer.alloc(1024 * 1024));
    } catch {
      // ENOSPC: the disk is full now, as intended.
    }
    await expectRefusedAndClean(filesIn(mountPoint));
  });

  it('answers 507 on a read-only disk', async () => {
    execFileSync('mount', ['-o', 'remount,ro', mountPoint]);
    await expectRefusedAndClean(filesIn(mountPoint));
  });
});
