import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Selectable } from 'kysely';
import sharp from 'sharp';
import { COMPANY_BLOCK_NAMES, PROPERTY_BLOCK_NAMES } from '../../shared/constants';
import { openDatabase, type Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { seedDemo, seedDemoIfEmpty } from '../../server/seed/demo';
import type { DrawnImages } from '../../server/seed/demo-images';
import { ALLOWED_FORMATS, bodyProblems, contentBlockIds } from '../../shared/documents/formats';
import { expandedLength, subjectLength } from '../../shared/documents/length';
import { DOCUMENT_LIMITS, walk, type DocNode } from '../../shared/documents/types';
import { parseVariantWidths, variantName, variantWidthsFor } from '../../shared/media';

let dir: string;
let uploads: string;
let db: Db;
let firstRun: boolean;
let secondRun: boolean;
/** The images the first seed drew, written again by the later seeds (drawing them takes seconds). */
const drawn: DrawnImages = new Map();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
  uploads = path.join(dir, 'uploads');
  db = openDatabase(path.join(dir, 'app.db'));
  await migrateToLatest(db);
  // Two lanes, as the test run's template draws: rows and files must still be in step.
  firstRun = await seedDemoIfEmpty(db, uploads, { drawn, lanes: 2 });
  secondRun = await seedDemoIfEmpty(db, uploads, { drawn });
  // The first seed draws every demo image and lays out the demo documents: tens of seconds on a busy machine.
}, 120_000);

afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Kysely cannot narrow selectAll() over a generic table name, so the row type is stated here. */
const all = <T extends keyof Database>(table: T) =>
  db.selectFrom(table).selectAll().execute() as unknown as Promise<Selectable<Database[T]>[]>;
/** The files media rows stand for: each original and its WebP copies. */
const storedFiles = (media: { name: string; variant_widths: string }[]) =>
  media.flatMap((m) => [m.name, ...parseVariantWidths(m.variant_widths).map((w) => variantName(m.name, w))]).sort();
const countBy = <T>(rows: T[], key: (row: T) => number | null) => {
  const counts = new Map<number | null, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
};

describe('seedDemoIfEmpty', () => {
  it('seeds an empty database once', () => {
    expect(firstRun).toBe(true);
    expect(secondRun).toBe(false);
  });

  it('creates one organization with its contact details, heroes and company blocks', async () => {
    const [org, ...others] = await all('organizations');
    expect(others).toHaveLength(0);
    expect(org).toMatchObject({ name: 'Campus Edge Living', gtm_tag_id: '', serve_new_site: 1, organization_url: '' });
    expect(org?.facebook).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(org?.instagram).toMatch(/^https:\/\/www\.instagram\.com\//);
    for (const field of ['tagline', 'description', 'street', 'city', 'state', 'code', 'phone_number', 'office_hours', 'manager_email'] as const) {
      expect(org?.[field]).not.toBe('');
    }
    const heroes = (await all('background_media')).filter((m) => m.organization_id === org?.id);
    expect(heroes.map((m) => [m.property_id, m.order])).toEqual([[null, 0], [null, 1]]);
    const blocks = (await all('website_block_attrs')).filter((b) => b.organization_id === org?.id);
    expect(blocks.map((b) => b.block_name).sort()).toEqual([...COMPANY_BLOCK_NAMES].sort());
    for (const b of blocks) expect(b.visibility).toBe(b.block_name === 'latest-posts' ? 0 : 1);
  });

  it('creates the five semesters', async () => {
    const semesters = await db.selectFrom('semesters').select(['name', 'start_date', 'end_date']).orderBy('start_date').execute();
    expect(semesters).toEqual([
      { name: 'Fall 2026', start_date: '2026-08-20', end_date: '2026-12-18' },
      { name: 'Spring 2027', start_date: '2027-01-11', end_date: '2027-05-14' },
      { name: 'Summer 2027', start_date: '2027-05-24', end_date: '2027-08-06' },
      { name: 'Fall 2027', start_date: '2027-08-19', end_date: '2027-12-17' },
      { name: 'Spring 2028', start_date: '2028-01-10', end_date: '2028-05-12' },
    ]);
  });

  it('creates running properties and exactly one disabled property', async () => {
    const properties = await all('properties');
    expect(properties.length).toBeGreaterThanOrEqual(4);
    expect(properties.filter((p) => p.status === 'DISABLED')).toHaveLength(1);
    expect(properties.filter((p) => p.status === 'RUNNING').length).toBeGreaterThanOrEqual(3);
    for (const p of properties) {
      expect(p.phone_number).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
      expect(p.general_info).toMatch(/^<p>.+<\/p>$/);
      expect(p.latitude).toBeGreaterThan(30);
      expect(p.longitude).toBeLessThan(-97);
      expect(p.background_image).toMatch(/^[0-9a-f]{32}\.jpg$/);
      expect(p.full).toBe(0);
    }
    expect(properties.some((p) => p.twitter === '' || p.instagram === '' || p.facebook === '')).toBe(true);
    expect(properties.some((p) => p.twitter && p.instagram && p.facebook)).toBe(true);
  });

  it('gives properties galleries, amenities, header media and block settings', async () => {
    const running = (await all('properties')).filter((p) => p.status === 'RUNNING').map((p) => p.id);
    const images = await all('property_images');
    const galleries = [...countBy(images, (i) => i.property_id).values()];
    expect(galleries).toContain(8);
    expect(galleries.some((n) => n >= 3 && n <= 6)).toBe(true);
    const amenities = countBy(await all('amenities'), (a) => a.property_id);
    for (const id of running) expect(amenities.get(id)).toBeGreaterThanOrEqual(5);
    const headers = countBy((await all('background_media')).filter((m) => m.property_id !== null), (m) => m.property_id);
    for (const id of running) expect(headers.get(id)).toBe(1);
    const blocks = (await all('website_block_attrs')).filter((b) => b.property_id !== null);
    for (const id of running) {
      expect(blocks.filter((b) => b.property_id === id).map((b) => b.block_name).sort()).toEqual([...PROPERTY_BLOCK_NAMES].sort());
    }
    expect(blocks.filter((b) => b.block_name === 'latest-posts').every((b) => b.visibility === 0)).toBe(true);
    expect(blocks.filter((b) => b.block_name === 'friends' && b.visibility === 0)).toHaveLength(1);
  });

  it('creates lease periods with varied flags, sub periods and a renewal source', async () => {
    const periods = await all('lease_periods');
    const running = (await all('properties')).filter((p) => p.status === 'RUNNING');
    for (const p of running) expect(periods.filter((lp) => lp.property_id === p.id).length).toBeGreaterThanOrEqual(4);
    expect(periods.some((lp) => lp.visible === 0)).toBe(true);
    expect(periods.some((lp) => lp.visible === 1 && lp.gender_f === 1 && lp.gender_m === 0)).toBe(true);
    expect(periods.some((lp) => lp.open_to_renewals === 1)).toBe(true);
    expect(periods.some((lp) => lp.allow_same_bed_renewals === 1)).toBe(true);
    expect(periods.some((lp) => lp.visible === 1 && lp.gender_f === 0 && lp.gender_m === 0)).toBe(true);
    for (const lp of periods) expect(lp.originally_visible).toBe(lp.visible);

    const semesters = await all('semesters');
    const subs = await all('sub_periods');
    for (const lp of periods) {
      const covered = subs.filter((s) => s.lease_period_id === lp.id).map((s) => semesters.find((sem) => sem.id === s.semester_id));
      expect(covered.length).toBeGreaterThan(0);
      expect(lp.start_date).toBe(covered[0]?.start_date);
      expect(lp.end_date).toBe(covered[covered.length - 1]?.end_date);
    }
    const sources = await all('lease_period_renewal_sources');
    expect(sources.length).toBe(running.length);
    for (const s of sources) {
      const target = periods.find((lp) => lp.id === s.lease_period_id);
      const source = periods.find((lp) => lp.id === s.source_period_id);
      expect([target?.name, source?.name]).toEqual(['Academic Year 2027-2028', 'Academic Year 2026-2027']);
      expect(target?.property_id).toBe(source?.property_id);
    }
  });

  it('creates testimonials, portfolios (including the disabled property) and PDF resources', async () => {
    const testimonials = await all('testimonials');
    expect(testimonials.length).toBeGreaterThanOrEqual(6);
    expect(testimonials.filter((t) => t.show_on_organization === 1)).toHaveLength(4);
    expect(testimonials.every((t) => t.image && t.property_id)).toBe(true);

    const portfolios = await all('portfolios');
    expect(portfolios).toHaveLength(2);
    const disabled = (await all('properties')).find((p) => p.status === 'DISABLED');
    expect((await all('portfolio_properties')).some((pp) => pp.property_id === disabled?.id)).toBe(true);

    const resources = await all('property_resources');
    expect(resources).toHaveLength(2);
    const media = await all('media_files');
    for (const r of resources) {
      expect(media.find((m) => m.name === r.resource_file)).toMatchObject({ kind: 'document', mime: 'application/pdf' });
      expect(fs.readFileSync(path.join(uploads, r.resource_file)).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('creates student friends on two properties', async () => {
    const users = await all('users');
    expect(users).toHaveLength(6);
    expect(users.every((u) => u.password_hash === null && u.is_active === 1 && u.image)).toBe(true);
    const roles = await all('user_roles');
    expect(roles.map((r) => r.role)).toEqual(Array(6).fill('student'));
    const friends = await all('property_friends');
    expect(new Set(friends.map((f) => f.property_id)).size).toBe(2);
    for (const f of friends) expect(f.match_percentage).toBeGreaterThanOrEqual(70);
    for (const f of friends) expect(f.match_percentage).toBeLessThanOrEqual(98);
  });

  it('creates an approved lease agreement with variables, a content block and the tenant and landlord tags, a draft, an e-mail, a text message and a guarantor agreement, each passing the rules', async () => {
    const templates = await all('document_templates');
    const blocks = new Map((await all('content_blocks')).map((b) => [b.id, JSON.parse(b.body) as DocNode]));
    expect(templates.map((t) => [t.type, t.approved])).toEqual([['Lease Agreement', 1], ['Lease Agreement', 0], ['Email Template', 0], ['SMS Template', 0], ['Lease Agreement', 1]]);
    for (const t of templates) {
      const body = JSON.parse(t.body) as DocNode;
      expect(bodyProblems(body, ALLOWED_FORMATS[t.type])).toEqual([]);
      expect(expandedLength(body, (id) => blocks.get(id))).toBeGreaterThanOrEqual(DOCUMENT_LIMITS.bodyMin);
      if (t.type === 'SMS Template') expect(expandedLength(body)).toBeLessThanOrEqual(DOCUMENT_LIMITS.smsMax);
    }
    const lease = JSON.parse(templates[0]!.body) as DocNode;
    const nodes = [...walk(lease)];
    expect(new Set(nodes.filter((n) => n.type === 'signatureTag').map((n) => `${n.attrs!.signer}${n.attrs!.kind}`))).toEqual(new Set(['1sig', '1initial', '1date', '3sig', '3date']));
    expect(nodes.filter((n) => n.type === 'variable').length).toBeGreaterThan(5);
    expect(contentBlockIds(lease).every((id) => blocks.has(id))).toBe(true);
    expect(await all('document_template_blocks')).toEqual([{ template_id: templates[0]!.id, block_id: contentBlockIds(lease)[0] }]);
    expect(subjectLength(templates[2]!.subject)).toBeLessThanOrEqual(DOCUMENT_LIMITS.subjectMax);
  });

  it('gives every property 60 to 80 beds in two buildings, each bed once, with every field filled', async () => {
    const properties = await all('properties');
    const beds = await all('layouts');
    for (const p of properties) {
      const own = beds.filter((b) => b.property_id === p.id);
      expect(own.length).toBeGreaterThanOrEqual(60);
      expect(own.length).toBeLessThanOrEqual(80);
      expect(new Set(own.map((b) => b.building)).size).toBe(2);
      expect(new Set(own.map((b) => [b.building, b.unit, b.room, b.bed].join('|').toLowerCase())).size).toBe(own.length);
      expect(new Set(own.map((b) => b.room_type))).toEqual(new Set(['Private', 'Shared']));
    }
    for (const b of beds) for (const f of ['building', 'floor', 'unit', 'unit_type', 'room', 'room_type', 'bed'] as const) expect(b[f].trim()).toBe(b[f]);
    expect(beds.every((b) => b.building && b.floor && b.unit && b.unit_type && b.room && b.room_type && b.bed)).toBe(true);
  });

  it('offers each property’s approved New Tenant plan (if it has one) on the beds of its first building', async () => {
    const links = await db
      .selectFrom('payment_plan_assignments as a')
      .innerJoin('layouts as l', 'l.id', 'a.layout_id')
      .innerJoin('payment_plans as p', 'p.id', 'a.payment_plan_id')
      .select(['l.property_id', 'l.building', 'p.property_id as plan_property_id', 'p.approved', 'p.type'])
      .execute();
    const withPlan = await db.selectFrom('payment_plans').select('property_id').where('approved', '=', 1).where('type', '=', 'New Tenant').execute();
    expect(new Set(links.map((l) => l.property_id))).toEqual(new Set(withPlan.map((p) => p.property_id)));
    expect(withPlan.length).toBeGreaterThanOrEqual(3);
    expect(links.every((l) => l.plan_property_id === l.property_id && l.approved === 1 && l.type === 'New Tenant')).toBe(true);
    for (const p of withPlan) expect(new Set(links.filter((l) => l.property_id === p.property_id).map((l) => l.building)).size).toBe(1);
  });

  it('keeps media rows and files in step: every image with its WebP copies, like an upload', async () => {
    const media = await all('media_files');
    const files = fs.readdirSync(uploads).sort();
    expect(storedFiles(media)).toEqual(files);
    for (const m of media) {
      expect(m.name).toMatch(/^[0-9a-f]{32}\.(jpg|pdf)$/);
      expect(fs.statSync(path.join(uploads, m.name)).size).toBe(m.size);
      if (m.mime === 'image/jpeg') expect(m.variant_widths).toBe(variantWidthsFor(m.width!).join(','));
      else expect(m.variant_widths).toBe('');
    }
    const hero = media.find((m) => m.original_name === 'demo-hero-1.jpg');
    const meta = await sharp(path.join(uploads, hero?.name ?? '')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 900]);
    expect(hero?.variant_widths).toBe('96,160,480,720,960,1600');
    for (const w of [96, 160, 480, 720, 960, 1600]) {
      const copy = await sharp(path.join(uploads, variantName(hero!.name, w))).metadata();
      expect([copy.format, copy.width]).toEqual(['webp', w]);
    }
  });
});

describe('seedDemo', () => {
  it('adds a second organization on demand with distinct student emails', async () => {
    const drawnBefore = drawn.size;
    await seedDemo(db, uploads, { drawn });
    expect(await all('organizations')).toHaveLength(2);
    expect(new Set((await all('users')).map((u) => u.email.toLowerCase())).size).toBe(12);
    const media = await all('media_files');
    expect(storedFiles(media)).toEqual(fs.readdirSync(uploads).sort());
    // The second company's images are the first one's drawings under names of their own, copies included.
    expect(drawn.size).toBe(drawnBefore);
    const heroes = media.filter((m) => m.original_name === 'demo-hero-1.jpg');
    expect(heroes).toHaveLength(2);
    expect(heroes[0]!.name).not.toBe(heroes[1]!.name);
    expect(heroes[1]!.variant_widths).toBe(heroes[0]!.variant_widths);
    for (const w of [0, ...parseVariantWidths(heroes[0]!.variant_widths)]) {
      const file = (name: string) => path.join(uploads, w ? variantName(name, w) : name);
      expect(fs.readFileSync(file(heroes[1]!.name)).equals(fs.readFileSync(file(heroes[0]!.name)))).toBe(true);
    }
  });

  it('creates a chart of account codes and, per academic year, an approved and a draft payment plan whose totals add up', async () => {
    const codes = await db.selectFrom('account_codes').select(['name', 'type']).execute();
    expect(new Set(codes.map((c) => c.type))).toEqual(new Set(['Charge', 'Deposit', 'Fee', 'Credit']));
    const plans = await db.selectFrom('payment_plans').select(['id', 'approved', 'total_cents', 'type']).execute();
    expect(plans.length).toBeGreaterThanOrEqual(2);
    expect(plans.filter((p) => p.approved === 1).length).toBe(plans.length / 2);
    for (const plan of plans) {
      const entries = await db.selectFrom('ledger_entries').select(['charge_cents', 'credit_cents', 'sub_period_id']).where('payment_plan_id', '=', plan.id).execute();
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((e) => e.sub_period_id !== null)).toBe(true);
      expect(entries.reduce((sum, e) => sum + e.charge_cents - e.credit_cents, 0)).toBe(plan.total_cents);
    }
  });

  it('removes the files it wrote when the rows cannot be inserted', async () => {
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
    const unmigrated = openDatabase(path.join(emptyDir, 'app.db'));
    try {
      // Not toThrow: better-sqlite3's errors come from the realm of the first test file that loaded it.
      await expect(seedDemo(unmigrated, path.join(emptyDir, 'uploads'), { drawn })).rejects.toHaveProperty('message', expect.stringMatching(/no such table/));
      expect(fs.readdirSync(path.join(emptyDir, 'uploads'))).toEqual([]);
    } finally {
      await unmigrated.destroy();
      fs.rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});
