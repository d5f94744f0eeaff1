import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { imageSrcSet, parseVariantWidths } from '../../../shared/media';
import { SOCIAL_FEED_ERRORS, SOCIAL_IMAGE_COUNT, type SocialFeedStatus, type SocialImage } from '../../../shared/social/social-feed';
import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { mediaUrl } from '../../presenters/media';
import { deleteMediaFileIfUnused, insertMediaFile, type ReleasedMedia } from '../../queries/media-files';
import { deleteSocialFeed, deleteSocialImages, findSocialFeed, insertSocialImages, listSocialFeedOrganizations, listSocialImages, recordSocialRefresh, upsertSocialFeed } from '../../queries/social-feeds';
import { decryptText, encryptText } from '../../security/data-encryption';
import { downloadImage, latestImagePosts, SocialFeedError, type GraphPost } from '../../social/instagram-graph';
import { sniffType } from '../../uploads/image-checks';
import { place, removeFiles, type Placed } from '../../uploads/media-store';
import { tempDir } from '../../uploads/upload';

/** What a refresh needs: the database, where media is stored, the data key and the Graph API's address. */
export type SocialFeedDeps = { db: Db; uploadsDir: string; dataEncryptionKey: Buffer; graphUrl: string };

/** The widget's images of a company, as the pages show them. */
export async function getSocialImages(db: Db, organizationId: number): Promise<SocialImage[]> {
  return (await listSocialImages(db, organizationId)).map((r) => ({
    image: mediaUrl(r.image)!,
    srcset: imageSrcSet(r.image, parseVariantWidths(r.image_variant_widths)),
    width: r.width,
    height: r.height,
    permalink: r.permalink,
    caption: r.caption,
  }));
}

/** GET /api/social-feed/ */
export async function socialFeedStatus(db: Db, organizationId: number): Promise<SocialFeedStatus> {
  const [feed, images] = await Promise.all([findSocialFeed(db, organizationId), listSocialImages(db, organizationId)]);
  return {
    connected: !!feed,
    account_name: feed?.account_name ?? null,
    refreshed_at: feed?.refreshed_at ?? null,
    attempted_at: feed?.attempted_at ?? null,
    last_error: feed?.last_error ?? null,
    image_count: images.length,
  };
}

/** Downloads a post's image, checks by its bytes that it is a picture, and stores it with its resized copies. */
async function storePostImage(uploadsDir: string, post: GraphPost): Promise<Placed> {
  const bytes = await downloadImage(post.mediaUrl, MAX_UPLOAD_BYTES);
  const type = await sniffType(bytes);
  if (!type || !(IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) throw new SocialFeedError(SOCIAL_FEED_ERRORS.imageFailed);
  await mkdir(tempDir(uploadsDir), { recursive: true });
  const tempPath = path.join(tempDir(uploadsDir), `social-${randomBytes(8).toString('hex')}`);
  await writeFile(tempPath, bytes);
  try {
    return await place(uploadsDir, { tempPath, kind: 'image', mime: type.mime, ext: type.ext, size: bytes.length, originalName: `instagram-${post.id}.${type.ext}` });
  } catch {
    throw new SocialFeedError(SOCIAL_FEED_ERRORS.imageFailed);
  } finally {
    await rm(tempPath, { force: true });
  }
}

/**
 * Fetches the latest image posts with `token` and makes them the company's social images in one
 * transaction, releasing the previous ones. Either all of them change or nothing does: on any
 * failure the files stored so far are removed and a SocialFeedError says why.
 */
async function replaceImages(deps: SocialFeedDeps, organizationId: number, token: string): Promise<{ account: string | null }> {
  const { account, posts } = await latestImagePosts(deps.graphUrl, token, SOCIAL_IMAGE_COUNT);
  const placed: Placed[] = [];
  const released: ReleasedMedia[] = [];
  try {
    for (const post of posts) placed.push(await storePostImage(deps.uploadsDir, post));
    await deps.db.transaction().execute(async (trx) => {
      const old = await deleteSocialImages(trx, organizationId);
      for (const p of placed) await insertMediaFile(trx, p.row);
      await insertSocialImages(
        trx,
        posts.map((post, i) => ({ organization_id: organizationId, position: i, image: placed[i]!.row.name, permalink: post.permalink, caption: post.caption, posted_at: post.postedAt })),
      );
      for (const name of old) {
        const row = await deleteMediaFileIfUnused(trx, name);
        if (row) released.push(row);
      }
    });
  } catch (err) {
    await removeFiles(deps.uploadsDir, placed.map((p) => p.row));
    throw err;
  }
  await removeFiles(deps.uploadsDir, released);
  return { account };
}

/** Refreshes a connected company's images and records the result; answers the error a manager reads, or null. */
export async function refreshSocialFeed(deps: SocialFeedDeps, organizationId: number, now = new Date()): Promise<string | null> {
  const feed = await findSocialFeed(deps.db, organizationId);
  if (!feed) return null;
  let error: string | null = null;
  let account: string | null = null;
  try {
    let token: string;
    try {
      token = decryptText(deps.dataEncryptionKey, feed.access_token);
    } catch {
      throw new SocialFeedError(SOCIAL_FEED_ERRORS.tokenUnreadable);
    }
    ({ account } = await replaceImages(deps, organizationId, token));
  } catch (err) {
    if (!(err instanceof SocialFeedError)) throw err;
    error = err.message;
  }
  await recordSocialRefresh(deps.db, organizationId, { at: now.toISOString(), error, accountName: account });
  return error;
}

/**
 * Connects the company's Instagram with a long-lived token: the token is tried first (a refresh
 * with it); one Instagram refuses is not kept and its message is the answer. A kept one is audited.
 */
export async function connectSocialFeed(deps: SocialFeedDeps, organizationId: number, token: string, actor: AuditActor, now = new Date()): Promise<string | null> {
  let account: string | null;
  try {
    ({ account } = await replaceImages(deps, organizationId, token));
  } catch (err) {
    if (err instanceof SocialFeedError) return err.message;
    throw err;
  }
  await deps.db.transaction().execute(async (trx) => {
    await upsertSocialFeed(trx, organizationId, encryptText(deps.dataEncryptionKey, token));
    await recordSocialRefresh(trx, organizationId, { at: now.toISOString(), error: null, accountName: account });
    await recordAuditEvent(trx, { actor, action: 'social_feed.connect', subject: { table: 'organizations', id: organizationId }, organizationId, details: { account } });
  });
  return null;
}

/** Disconnects: the token and the images go (the widget then shows nothing); audited when there was a connection. */
export async function disconnectSocialFeed(db: Db, uploadsDir: string, organizationId: number, actor: AuditActor): Promise<void> {
  const released: ReleasedMedia[] = [];
  await db.transaction().execute(async (trx) => {
    const feed = await findSocialFeed(trx, organizationId);
    const images = await deleteSocialImages(trx, organizationId);
    for (const name of images) {
      const row = await deleteMediaFileIfUnused(trx, name);
      if (row) released.push(row);
    }
    await deleteSocialFeed(trx, organizationId);
    if (feed) {
      const details = { account: feed.account_name, images: images.length };
      await recordAuditEvent(trx, { actor, action: 'social_feed.disconnect', subject: { table: 'organizations', id: organizationId }, organizationId, details });
    }
  });
  await removeFiles(uploadsDir, released);
}

const EVERY_MS = 6 * 60 * 60 * 1000;

/** Refreshes every connected feed at start and every six hours; returns the function that stops it. */
export function startSocialRefresh(deps: SocialFeedDeps, logger: Logger): () => void {
  const run = async () => {
    for (const organizationId of await listSocialFeedOrganizations(deps.db)) {
      const error = await refreshSocialFeed(deps, organizationId);
      if (error) logger.warn({ organizationId, error }, 'social images not refreshed');
    }
  };
  const guarded = () => void run().catch((err: unknown) => logger.error({ err }, 'social image refresh failed'));
  guarded();
  const timer = setInterval(guarded, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
