/** Loads the demo organization (Campus Edge Living) with its properties, media and people. */
import { mkdir } from 'node:fs/promises';
import { COMPANY_BLOCK_NAMES, PROPERTY_BLOCK_NAMES } from '../../shared/constants';
import { defaultFlags } from '../../shared/rental-application/fields';
import type { Db } from '../db/database';
import { dialectOf } from '../db/dialect';
import { insertRentalApplicationSettings } from '../queries/rental-application-settings';
import {
  COMPANY_BLOCK_DESCRIPTIONS,
  HIDDEN_BLOCKS,
  LEASE_PERIODS,
  ORGANIZATION,
  PORTFOLIOS,
  PROPERTIES,
  PROPERTY_BLOCK_DESCRIPTIONS,
  SEMESTERS,
  STUDENTS,
  type PropertySeed,
} from './demo-data';
import { insertDemoDocuments } from './demo-documents';
import { insertDemoAssignments } from './demo-assignments';
import { insertDemoLayouts } from './demo-layouts';
import { insertDemoPaymentPlans } from './demo-payment-plans';
import { DemoMediaWriter, avatarSvg, type DemoDrawing, buildPdf, iconSvg, roomSvg, skylineSvg } from './demo-images';

type PropertyMedia = {
  hero: string;
  header: string;
  gallery: string[];
  icons: string[];
  avatars: string[];
  resources: string[];
};
type DemoMedia = { orgHeroes: string[]; portfolios: string[]; students: string[]; properties: PropertyMedia[] };
type Owner = { organization_id: number; property_id: null } | { organization_id: null; property_id: number };

/**
 * Adds a complete demo organization; image files are written first and removed again if the rows
 * fail. `drawing` can keep the drawn images for the next seed in this process, or draw faster (DemoDrawing).
 */
export async function seedDemo(db: Db, uploadsDir: string, drawing: DemoDrawing = {}): Promise<{ organizationId: number; properties: number }> {
  await mkdir(uploadsDir, { recursive: true });
  const writer = new DemoMediaWriter(uploadsDir, drawing);
  try {
    const media = await drawMedia(writer);
    return await db.transaction().execute(async (trx) => {
      await writer.insertRows(trx);
      return insertOrganization(trx, media);
    });
  } catch (err) {
    await writer.removeAll();
    throw err;
  }
}

/** Seeds the demo organization only into a database without organizations; returns whether it did. */
export async function seedDemoIfEmpty(db: Db, uploadsDir: string, drawing: DemoDrawing = {}): Promise<boolean> {
  const row = await db.selectFrom('organizations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(row.n) > 0) return false;
  await seedDemo(db, uploadsDir, drawing);
  return true;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const initials = (name: string) => name.split(' ').map((part) => part[0] ?? '').join('').slice(0, 2).toUpperCase();

async function drawMedia(w: DemoMediaWriter): Promise<DemoMedia> {
  const hero = (name: string, seed: number) => w.image(`demo-${name}.jpg`, skylineSvg(seed, 1600, 900), 1600, 900);
  const avatar = (name: string, seed: number) => w.image(`demo-avatar-${slug(name)}.jpg`, avatarSvg(initials(name), seed), 400, 400);
  const [orgHeroes, portfolios, students, properties] = await Promise.all([
    Promise.all([hero('hero-1', 0), hero('hero-2', 2)]),
    Promise.all(PORTFOLIOS.map((p, i) => w.image(`demo-portfolio-${slug(p.name)}.jpg`, skylineSvg(i + 7, 1200, 800), 1200, 800))),
    Promise.all(STUDENTS.map((s, i) => avatar(`${s.first} ${s.last}`, i))),
    Promise.all(PROPERTIES.map((p, i) => drawPropertyMedia(w, p, i, hero, avatar))),
  ]);
  return { orgHeroes, portfolios, students, properties };
}

async function drawPropertyMedia(
  w: DemoMediaWriter,
  p: PropertySeed,
  index: number,
  hero: (name: string, seed: number) => Promise<string>,
  avatar: (name: string, seed: number) => Promise<string>,
): Promise<PropertyMedia> {
  const key = slug(p.name);
  const [main, header, gallery, icons, avatars, resources] = await Promise.all([
    hero(`${key}-primary`, index + 1),
    hero(`${key}-header`, index + 4),
    Promise.all(p.gallery.map((g, i) => w.image(`demo-${key}-gallery-${i + 1}.jpg`, roomSvg(g.scene, index + i), 1200, 800))),
    Promise.all(p.amenities.map((a, i) => w.image(`demo-amenity-${slug(a.name)}.jpg`, iconSvg(a.glyph, index + i), 400, 400))),
    Promise.all(p.testimonials.map((t, i) => avatar(t.name, index + i + 1))),
    Promise.all(p.resources.map((r) => w.pdf(`${slug(r.name)}.pdf`, buildPdf(`${p.name}: ${r.name}`, r.lines)))),
  ]);
  return { hero: main, header, gallery, icons, avatars, resources };
}

async function insertOrganization(db: Db, media: DemoMedia): Promise<{ organizationId: number; properties: number }> {
  const org = await db.insertInto('organizations').values(ORGANIZATION).returning('id').executeTakeFirstOrThrow();
  const organizationId = org.id;
  await db
    .insertInto('background_media')
    .values(media.orgHeroes.map((file, order) => ({ organization_id: organizationId, property_id: null, file, order })))
    .execute();
  await insertBlocks(db, { organization_id: organizationId, property_id: null }, COMPANY_BLOCK_NAMES, COMPANY_BLOCK_DESCRIPTIONS, HIDDEN_BLOCKS);
  const semesters = await insertSemesters(db, organizationId);
  const propertyIds: number[] = [];
  for (const [i, seed] of PROPERTIES.entries()) {
    const pm = media.properties[i];
    if (!pm) throw new Error(`No media drawn for ${seed.name}`);
    propertyIds.push(await insertProperty(db, organizationId, seed, pm, semesters));
  }
  await insertPortfolios(db, organizationId, propertyIds, media.portfolios);
  await insertVanityHosts(db, propertyIds);
  await insertStudents(db, organizationId, propertyIds, media.students);
  await insertDemoDocuments(db, organizationId);
  await insertDemoPaymentPlans(db, organizationId, propertyIds);
  await insertDemoLayouts(db, propertyIds);
  await insertDemoAssignments(db, propertyIds);
  await insertRentalApplicationSettings(db, organizationId, defaultFlags());
  return { organizationId, properties: propertyIds.length };
}

async function insertBlocks(
  db: Db,
  owner: Owner,
  names: readonly string[],
  descriptions: Record<string, string>,
  hidden: string[],
): Promise<void> {
  const rows = names.map((block_name) => ({
    ...owner,
    block_name,
    description: descriptions[block_name] ?? '',
    visibility: hidden.includes(block_name) ? 0 : 1,
  }));
  await db.insertInto('website_block_attrs').values(rows).execute();
}

async function insertSemesters(db: Db, organizationId: number): Promise<Map<string, number>> {
  const rows = await db
    .insertInto('semesters')
    .values(SEMESTERS.map((s) => ({ ...s, organization_id: organizationId })))
    .returning(['id', 'name'])
    .execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function insertProperty(
  db: Db,
  organizationId: number,
  p: PropertySeed,
  media: PropertyMedia,
  semesters: Map<string, number>,
): Promise<number> {
  const [manager_fname, manager_lname, manager_email] = p.manager;
  const { id } = await db
    .insertInto('properties')
    .values({
      organization_id: organizationId,
      name: p.name,
      status: p.status,
      street: p.street,
      city: ORGANIZATION.city ?? 'Austin',
      state: ORGANIZATION.state ?? 'TX',
      code: p.code,
      latitude: p.latitude,
      longitude: p.longitude,
      phone_number: p.phone_number,
      manager_fname,
      manager_lname,
      manager_email,
      office_hours: p.office_hours,
      ...p.social,
      general_info: p.general_info,
      background_image: media.hero,
      full: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const owner = { organization_id: null, property_id: id };
  await insertBlocks(db, owner, PROPERTY_BLOCK_NAMES, PROPERTY_BLOCK_DESCRIPTIONS, [...HIDDEN_BLOCKS, ...p.hiddenBlocks]);
  await db.insertInto('background_media').values({ ...owner, file: media.header, order: 0 }).execute();
  await insertPropertyContent(db, id, organizationId, p, media);
  await insertLeasePeriods(db, id, p.periods, semesters);
  return id;
}

async function insertPropertyContent(db: Db, propertyId: number, organizationId: number, p: PropertySeed, media: PropertyMedia) {
  const property_id = propertyId;
  const pick = (list: string[], i: number) => list[i] ?? null;
  if (p.gallery.length) {
    const rows = p.gallery.map((g, order) => ({ property_id, image: media.gallery[order] ?? '', caption: g.caption, order }));
    await db.insertInto('property_images').values(rows).execute();
  }
  if (p.amenities.length) {
    const rows = p.amenities.map((a, order) => ({ property_id, name: a.name, image: pick(media.icons, order), order }));
    await db.insertInto('amenities').values(rows).execute();
  }
  if (p.resources.length) {
    const rows = p.resources.map((r, i) => ({ property_id, name: r.name, resource_file: media.resources[i] ?? '' }));
    await db.insertInto('property_resources').values(rows).execute();
  }
  if (p.testimonials.length) {
    const rows = p.testimonials.map((t, i) => ({
      organization_id: organizationId,
      property_id,
      name: t.name,
      testimonial: t.text,
      image: pick(media.avatars, i),
      show_on_organization: t.onOrganization ? 1 : 0,
    }));
    await db.insertInto('testimonials').values(rows).execute();
  }
}

async function insertLeasePeriods(db: Db, propertyId: number, names: string[], semesters: Map<string, number>) {
  const ids = new Map<string, number>();
  for (const period of LEASE_PERIODS.filter((lp) => names.includes(lp.name))) {
    const spans = SEMESTERS.filter((s) => period.semesters.includes(s.name));
    const { renewsFrom, semesters: _covered, ...flags } = period;
    const { id } = await db
      .insertInto('lease_periods')
      .values({
        ...flags,
        property_id: propertyId,
        start_date: spans[0]?.start_date ?? '',
        end_date: spans[spans.length - 1]?.end_date ?? '',
        originally_visible: period.visible,
        visible_to_managers: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(period.name, id);
    const subs = spans.map((s) => ({ lease_period_id: id, semester_id: semesters.get(s.name) ?? 0, name: s.name }));
    await db.insertInto('sub_periods').values(subs).execute();
    const source = renewsFrom && ids.get(renewsFrom);
    if (source) await db.insertInto('lease_period_renewal_sources').values({ lease_period_id: id, source_period_id: source }).execute();
  }
}

/** Vanity host names for the demo properties (*.localhost reaches this machine in browsers). */
async function insertVanityHosts(db: Db, propertyIds: number[]) {
  const rows = PROPERTIES.map((p, i) => ({ host: `${p.name.split(' ')[p.name.startsWith('The ') ? 1 : 0]!.toLowerCase()}.localhost`, property_id: propertyIds[i]! }));
  await db.insertInto('vanity_hosts').values(rows).onConflict((oc) => oc.column('host').doNothing()).execute();
}

async function insertPortfolios(db: Db, organizationId: number, propertyIds: number[], images: string[]) {
  for (const [order, portfolio] of PORTFOLIOS.entries()) {
    const { id } = await db
      .insertInto('portfolios')
      .values({ organization_id: organizationId, name: portfolio.name, image: images[order] ?? null, order })
      .returning('id')
      .executeTakeFirstOrThrow();
    const links = portfolio.properties.map((index, position) => ({ portfolio_id: id, property_id: propertyIds[index] ?? 0, position }));
    await db.insertInto('portfolio_properties').values(links).execute();
  }
}

async function insertStudents(db: Db, organizationId: number, propertyIds: number[], avatars: string[]) {
  const userIds: number[] = [];
  for (const [i, s] of STUDENTS.entries()) {
    const { id } = await db
      .insertInto('users')
      .values({
        organization_id: organizationId,
        email: await freeEmail(db, s.email, organizationId),
        password_hash: null,
        first_name: s.first,
        last_name: s.last,
        gender: s.gender,
        image: avatars[i] ?? null,
        is_active: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: id, role: 'student', position: 0 }).execute();
    userIds.push(id);
  }
  const friends = PROPERTIES.flatMap((p, i) =>
    p.friends.map(([student, match_percentage]) => ({ property_id: propertyIds[i] ?? 0, user_id: userIds[student] ?? 0, match_percentage })),
  );
  if (friends.length) await db.insertInto('property_friends').values(friends).execute();
}

/** Emails are unique, so a second demo organization gets its students under tagged addresses. */
async function freeEmail(db: Db, email: string, organizationId: number): Promise<string> {
  const taken = await db.selectFrom('users').select('id').where((eb) => dialectOf(db).caseBlindEquals(eb.ref('email'), email)).executeTakeFirst();
  return taken ? email.replace('@', `+demo${organizationId}@`) : email;
}
