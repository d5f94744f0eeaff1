import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pino from 'pino';
import type { PublicDataSource } from '../../client/public/data-source.server';
import { openDatabase, type Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { dbDataSource } from '../../server/render/db-data-source';
import { createPublicRenderer } from '../../server/render/render-public';
import { buildOrganization, buildProperty } from '../helpers/factories';

let dir: string;
let db: Db;
let propertyId: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'render-'));
  db = openDatabase(path.join(dir, 'app.db'));
  await migrateToLatest(db);
  const org = await buildOrganization(db, { name: 'Counted Housing' });
  propertyId = (await buildProperty(db, org.id, { name: 'Maple Hall' })).id;
  await buildProperty(db, org.id, { name: 'Oak Court' });
});

afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** The real database data source, counting how often each of its reads is called. */
function countingSource() {
  const source = dbDataSource(db, pino({ level: 'silent' }), null, Buffer.alloc(32), os.tmpdir(), () => undefined);
  const calls: Record<string, number> = {};
  const counted = Object.fromEntries(
    Object.entries(source).map(([name, read]) => [
      name,
      (...args: unknown[]) => {
        calls[name] = (calls[name] ?? 0) + 1;
        return (read as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as unknown as PublicDataSource;
  return { source: counted, calls };
}

const render = createPublicRenderer(() => ({ file: 'public-TEST.js', imports: [] }));
const renderPath = async (urlPath: string) => {
  const { source, calls } = countingSource();
  const result = await render(new Request(`http://localhost${urlPath}`), { source, viewer: null, host: 'localhost' });
  return { result, calls };
};

describe('a public render through the real route tree', () => {
  it('reads the company once for the home page (root and index loaders share it)', async () => {
    const { result, calls } = await renderPath('/new/');
    expect(result).toMatchObject({ kind: 'html', status: 200 });
    expect(result.kind === 'html' && result.html).toContain('Oak Court');
    expect(calls).toEqual({ organization: 1, vanityProperty: 1, home: 1 });
  });

  it('reads the company once for a property page (root and property loaders share it)', async () => {
    const { result, calls } = await renderPath(`/new/property/${propertyId}`);
    expect(result).toMatchObject({ kind: 'html', status: 200 });
    expect(result.kind === 'html' && result.html).toContain('<title>Student Leasing - Maple Hall</title>');
    expect(calls).toEqual({ organization: 1, property: 1 });
  });

  it('reads it again for the next render: nothing is kept between requests', async () => {
    const { source, calls } = countingSource();
    for (let i = 0; i < 2; i++) await render(new Request(`http://localhost/new/property/${propertyId}`), { source, viewer: null, host: 'localhost' });
    expect(calls).toEqual({ organization: 2, property: 2 });
  });
});

describe('the database data source', () => {
  it('reads the company once per content version: the same answer until public content changes', async () => {
    const source = dbDataSource(db, pino({ level: 'silent' }), null, Buffer.alloc(32), os.tmpdir(), () => undefined);
    const first = await source.organization();
    expect(first?.name).toBe('Counted Housing');
    expect(await source.organization()).toBe(first);
    await db.updateTable('organizations').set({ name: 'Renamed Housing' }).execute();
    const renamed = await source.organization();
    expect(renamed).not.toBe(first);
    expect(renamed?.name).toBe('Renamed Housing');
    await db.updateTable('organizations').set({ name: 'Counted Housing' }).execute();
    expect((await source.organization())?.name).toBe('Counted Housing');
  });

  it('keeps the data of a property page for the content version, per property, and reads it again after a change', async () => {
    const source = dbDataSource(db, pino({ level: 'silent' }), null, Buffer.alloc(32), os.tmpdir(), () => undefined);
    const org = (await source.organization())!;
    const first = await source.property(org.id, propertyId);
    expect(first?.property.name).toBe('Maple Hall');
    expect(await source.property(org.id, propertyId)).toBe(first);
    expect(await source.property(org.id, 999_999)).toBeNull();
    await db.updateTable('properties').set({ name: 'Maple Hall East' }).where('id', '=', propertyId).execute();
    expect((await source.property(org.id, propertyId))?.property.name).toBe('Maple Hall East');
    await db.updateTable('properties').set({ name: 'Maple Hall' }).where('id', '=', propertyId).execute();
  });
});
