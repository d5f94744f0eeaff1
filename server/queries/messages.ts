import { CompiledQuery, type Insertable } from 'kysely';
import type { DocNode } from '../../shared/documents/types';
import type { Db } from '../db/database';
import { insertedId } from './inserted-id';
import { dialectOf } from '../db/dialect';
import type { MessagesTable } from '../db/schema';

/** The company's notification choices, one row per event it has changed. */
export async function notificationSettings(db: Db, organizationId: number) {
  return db.selectFrom('notification_settings').selectAll().where('organization_id', '=', organizationId).execute();
}

export async function notificationSetting(db: Db, organizationId: number, event: string) {
  return db.selectFrom('notification_settings').selectAll().where('organization_id', '=', organizationId).where('event', '=', event).executeTakeFirst();
}

export type NotificationSettingRow = Awaited<ReturnType<typeof notificationSetting>>;

export async function saveNotificationSetting(db: Db, organizationId: number, event: string, values: { email_template_id: number | null; sms_template_id: number | null; sms_link: number }): Promise<void> {
  const updated_at = new Date().toISOString();
  await db
    .insertInto('notification_settings')
    .values({ organization_id: organizationId, event, ...values, updated_at })
    .onConflict((oc) => oc.columns(['organization_id', 'event']).doUpdateSet({ ...values, updated_at }))
    .execute();
}

/** An e-mail or SMS template of the company, ready to fill (undefined: not the company's, or another type). */
export async function messageTemplate(db: Db, organizationId: number, id: number) {
  const row = await db.selectFrom('document_templates').select(['id', 'name', 'type', 'subject', 'body']).where('id', '=', id).where('organization_id', '=', organizationId).executeTakeFirst();
  return row && { ...row, body: JSON.parse(row.body) as DocNode };
}

export type MessageTemplateRow = NonNullable<Awaited<ReturnType<typeof messageTemplate>>>;

/** Who an SMS about a person would reach: their number and whether they agreed to texts. */
export async function textingChoices(db: Db, userIds: readonly number[]) {
  if (!userIds.length) return new Map<number, { cell_phone: string; informational_opt_in: number; marketing_opt_in: number; is_active: number }>();
  const rows = await db.selectFrom('users').select(['id', 'cell_phone', 'informational_opt_in', 'marketing_opt_in', 'is_active']).where('id', 'in', userIds).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** SQLite takes at most 32,766 bound values a statement: 500 rows of 14 columns stay well under. */
const INSERT_ROWS = 500;

export async function insertMessages(db: Db, rows: Insertable<MessagesTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_ROWS) await db.insertInto('messages').values(rows.slice(i, i + INSERT_ROWS)).execute();
}

type BatchMessageRow = Omit<Insertable<MessagesTable>, 'batch_id'>;
/** Every column a send's row fills, in one order, so one statement's text serves every slice of as many rows. */
const BATCH_COLUMNS = ['organization_id', 'user_id', 'channel', 'to', 'lease_id', 'application_id', 'subject', 'text', 'html', 'status'] as const satisfies readonly (keyof BatchMessageRow)[];

/** An insert of `count` rows, its text compiled once; where each bound value comes from: [row, column], or the batch's id. */
type Shape = { sql: string; sources: ([number, (typeof BATCH_COLUMNS)[number]] | 'batch')[]; batchAt: number[] };

/** Compiles the insert of `count` rows with a marker for every value, to read the text and where each value goes. */
function shapeOf(db: Db, count: number): Shape {
  const markers = new Map<symbol, Shape['sources'][number]>();
  const mark = (source: Shape['sources'][number]) => {
    const marker = Symbol();
    markers.set(marker, source);
    return marker as unknown as never;
  };
  const rows = Array.from({ length: count }, (_, i) => ({ ...Object.fromEntries(BATCH_COLUMNS.map((c) => [c, mark([i, c])])), batch_id: mark('batch') }) as Insertable<MessagesTable>);
  const { sql, parameters } = db.insertInto('messages').values(rows).compile();
  const sources = parameters.map((p) => markers.get(p as symbol)!);
  return { sql, sources, batchAt: sources.flatMap((source, i) => (source === 'batch' ? [i] : [])) };
}

/**
 * A send's messages as insert statements made as its rows come, before the transaction that writes
 * the batch (its id not known yet): building ten thousand rows' statements takes tens of milliseconds,
 * and inside the transaction that would hold the database (SQLite's one connection) from page
 * requests. Each slice's values are bound into a statement text compiled once per row count, not
 * built through the query builder row by row (a node per value: ten thousand rows made 140,000).
 * `write` runs them in that transaction with the batch's id.
 */
export function batchMessageInserts(db: Db) {
  const shapes = new Map<number, Shape>();
  const statements: { shape: Shape; parameters: unknown[] }[] = [];
  return {
    add(rows: BatchMessageRow[]): void {
      for (let i = 0; i < rows.length; i += INSERT_ROWS) {
        const slice = rows.slice(i, i + INSERT_ROWS);
        let shape = shapes.get(slice.length);
        if (!shape) shapes.set(slice.length, (shape = shapeOf(db, slice.length)));
        statements.push({ shape, parameters: shape.sources.map((source) => (source === 'batch' ? null : (slice[source[0]]![source[1]] ?? null))) });
      }
    },
    async write(trx: Db, batchId: number): Promise<void> {
      for (const { shape, parameters } of statements) {
        for (const i of shape.batchAt) parameters[i] = batchId;
        await trx.executeQuery(CompiledQuery.raw(shape.sql, parameters));
      }
    },
  };
}

/** A person's messages, newest first, with the event or the manager who sent each (`ticketsOnly`: those about maintenance requests). */
export async function messageLogOf(db: Db, userId: number, opts: { limit?: number; ticketsOnly?: boolean } = {}) {
  let query = db
    .selectFrom('messages as m')
    .leftJoin('message_batches as b', 'b.id', 'm.batch_id')
    .select(['m.id', 'm.channel', 'm.to', 'm.event', 'b.created_by as batch_by', 'm.subject', 'm.text', 'm.status', 'm.error', 'm.created_at', 'm.sent_at'])
    .where('m.user_id', '=', userId);
  if (opts.ticketsOnly) query = query.where('m.ticket_id', 'is not', null);
  return query
    .orderBy('m.id', 'desc')
    .limit(opts.limit ?? 200)
    .execute();
}

export type MessageLogDbRow = Awaited<ReturnType<typeof messageLogOf>>[number];

/** Whether the person is someone the company deals with: its member, or an applicant or tenant of it. */
export async function isPersonOfCompany(db: Db, organizationId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('u.organization_id', '=', organizationId),
        eb.exists(eb.selectFrom('rental_applications as a').select('a.id').whereRef('a.user_id', '=', 'u.id').where('a.organization_id', '=', organizationId)),
        eb.exists(eb.selectFrom('reservation_requests as r').select('r.id').whereRef('r.user_id', '=', 'u.id').where('r.organization_id', '=', organizationId)),
      ]),
    )
    .executeTakeFirst();
  return !!row;
}

export async function insertBatch(db: Db, row: { organization_id: number; template_id: number; template_name: string; channel: 'email' | 'sms'; purpose: 'informational' | 'marketing'; total: number; created_by_user_id: number; created_by: string }): Promise<number> {
  return insertedId(db, 'message_batches', row);
}

/** A send's counts by status (undefined: not the company's). */
export async function batchProgress(db: Db, organizationId: number, id: number) {
  const batch = await db.selectFrom('message_batches').selectAll().where('id', '=', id).where('organization_id', '=', organizationId).executeTakeFirst();
  if (!batch) return undefined;
  const counts = await db.selectFrom('messages').select(['status', db.fn.countAll<number>().as('n')]).where('batch_id', '=', id).groupBy('status').execute();
  return { batch, counts: new Map(counts.map((c) => [c.status, Number(c.n)])) };
}

/** The people whose mobile number is this one (a US number typed any way ends with the same four digits). */
export async function usersWithPhoneEnding(db: Db, lastFour: string) {
  return db.selectFrom('users').select(['id', 'cell_phone', 'organization_id', 'informational_opt_in', 'marketing_opt_in']).where((eb) => dialectOf(db).caseBlindLike(eb.ref('cell_phone'), `%${lastFour}`)).execute();
}

export async function setTextingChoices(db: Db, userIds: readonly number[], choices: { informational_opt_in?: number; marketing_opt_in?: number }): Promise<void> {
  if (userIds.length) await db.updateTable('users').set(choices).where('id', 'in', userIds).execute();
}
