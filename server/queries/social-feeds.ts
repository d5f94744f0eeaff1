import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { SocialImagesTable } from '../db/schema';
import { imageVariantWidths } from './media-files';

/** The company's connected feed, if any. */
export async function findSocialFeed(db: Db, organizationId: number) {
  return db.selectFrom('social_feeds').selectAll().where('organization_id', '=', organizationId).executeTakeFirst();
}

/** Every connected feed's company (the background refresh's list). */
export async function listSocialFeedOrganizations(db: Db): Promise<number[]> {
  return (await db.selectFrom('social_feeds').select('organization_id').orderBy('organization_id').execute()).map((r) => r.organization_id);
}

/** Connects (or reconnects) the company's feed with an encrypted token; the last result is cleared. */
export async function upsertSocialFeed(db: Db, organizationId: number, accessToken: string): Promise<void> {
  await db
    .insertInto('social_feeds')
    .values({ organization_id: organizationId, access_token: accessToken })
    .onConflict((oc) => oc.column('organization_id').doUpdateSet({ access_token: accessToken, account_name: null, refreshed_at: null, attempted_at: null, last_error: null }))
    .execute();
}

/** Records how a refresh went: a good one sets refreshed_at and clears the error. */
export async function recordSocialRefresh(db: Db, organizationId: number, result: { at: string; error: string | null; accountName?: string | null }): Promise<void> {
  await db
    .updateTable('social_feeds')
    .set({ attempted_at: result.at, last_error: result.error, ...(result.error === null && { refreshed_at: result.at, account_name: result.accountName ?? null }) })
    .where('organization_id', '=', organizationId)
    .execute();
}

export async function deleteSocialFeed(db: Db, organizationId: number): Promise<void> {
  await db.deleteFrom('social_feeds').where('organization_id', '=', organizationId).execute();
}

/** The company's social images in order, with their stored sizes and copies. */
export async function listSocialImages(db: Db, organizationId: number) {
  return db
    .selectFrom('social_images')
    .leftJoin('media_files', 'media_files.name', 'social_images.image')
    .select(['social_images.image', 'social_images.permalink', 'social_images.caption', 'media_files.width', 'media_files.height'])
    .select(imageVariantWidths('social_images.image'))
    .where('social_images.organization_id', '=', organizationId)
    .orderBy('social_images.position')
    .execute();
}

export type SocialImageRow = Awaited<ReturnType<typeof listSocialImages>>[number];

/** Deletes the company's social images; answers the file names they pointed at. */
export async function deleteSocialImages(db: Db, organizationId: number): Promise<string[]> {
  return (await db.deleteFrom('social_images').where('organization_id', '=', organizationId).returning('image').execute()).map((r) => r.image);
}

export async function insertSocialImages(db: Db, rows: Insertable<SocialImagesTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('social_images').values(rows).execute();
}
