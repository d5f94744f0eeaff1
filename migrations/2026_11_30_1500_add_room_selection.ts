import { Kysely, sql } from 'kysely';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/**
 * Room selection and roommates (issue 49, docs/decisions/043-room-selection.md).
 *
 * - `selection_windows`: a lease period's self-selection: when it opens and closes, who may select,
 *   the slots (length, students per slot, their order and the stored seed of a random draw) and how
 *   long a hold lasts.
 * - `selection_slots`: each eligible student's place in the order; the slot's time follows from the
 *   window (shared/selection/slots.ts), and the time last sent to the student is kept so a change
 *   of the window sends the new one.
 * - `bed_holds`: a bed held for a student for a while, then confirmed (an Offered lease), released or
 *   expired. At most one live hold a bed and a student in a period (partial unique indexes), so of two
 *   students holding one bed at once the database lets one win.
 * - `roommate_groups`, `roommate_group_members` (a student in one group a period, in join order),
 *   `roommate_invitations` (by e-mail, a token kept as its hash).
 * - `roommate_profiles`: a student's opt-in to show their roommate answers to other students.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('selection_windows')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('restrict'))
    .addColumn('lease_period_id', 'integer', (c) => c.notNull().unique().references('lease_periods.id').onDelete('cascade'))
    .addColumn('opens_at', 'text', (c) => c.notNull())
    .addColumn('closes_at', 'text', (c) => c.notNull())
    .addColumn('slot_minutes', 'integer', (c) => c.notNull().check(sql`slot_minutes > 0`))
    .addColumn('per_slot', 'integer', (c) => c.notNull().check(sql`per_slot > 0`))
    .addColumn('slot_order', 'text', (c) => c.notNull().check(sql`slot_order in ('approval', 'random')`))
    .addColumn('draw_seed', 'text')
    .addColumn('hold_minutes', 'integer', (c) => c.notNull().defaultTo(15).check(sql`hold_minutes > 0`))
    .addColumn('applicants', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('transfers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('selection_slots')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('lease_period_id', 'integer', (c) => c.notNull().references('lease_periods.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('notified_starts_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('selection_slots_student').on('selection_slots').columns(['lease_period_id', 'user_id']).unique().execute();
  await db.schema.createIndex('selection_slots_position').on('selection_slots').columns(['lease_period_id', 'position']).unique().execute();

  await db.schema
    .createTable('roommate_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('restrict'))
    .addColumn('lease_period_id', 'integer', (c) => c.notNull().references('lease_periods.id').onDelete('restrict'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('roommate_group_members')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('group_id', 'integer', (c) => c.notNull().references('roommate_groups.id').onDelete('restrict'))
    .addColumn('lease_period_id', 'integer', (c) => c.notNull().references('lease_periods.id').onDelete('restrict'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('joined_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  // A student is in at most one group a period; the group's members in the order they joined.
  await db.schema.createIndex('roommate_group_members_student').on('roommate_group_members').columns(['lease_period_id', 'user_id']).unique().execute();
  await db.schema.createIndex('roommate_group_members_group').on('roommate_group_members').columns(['group_id', 'id']).execute();

  await db.schema
    .createTable('roommate_profiles')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('restrict'))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('roommate_invitations')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('group_id', 'integer', (c) => c.notNull().references('roommate_groups.id').onDelete('restrict'))
    .addColumn('email', 'text', (c) => c.notNull().modifyEnd(sql`collate nocase`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    // An invitation to a match's published profile: the group sees the match's name, never their address.
    .addColumn('profile_id', 'integer', (c) => c.references('roommate_profiles.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'accepted', 'cancelled')`))
    .addColumn('accepted_by', 'integer', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('roommate_invitations_group').on('roommate_invitations').columns(['group_id', 'status']).execute();

  await db.schema
    .createTable('bed_holds')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('restrict'))
    .addColumn('lease_period_id', 'integer', (c) => c.notNull().references('lease_periods.id').onDelete('restrict'))
    .addColumn('layout_id', 'integer', (c) => c.notNull().references('layouts.id').onDelete('restrict'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('held_by', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('group_id', 'integer', (c) => c.references('roommate_groups.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('held').check(sql`status in ('held', 'confirmed', 'released', 'expired')`))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('lease_id', 'integer', (c) => c.references('leases.id').onDelete('restrict'))
    .addColumn('ended_at', 'text')
    .addColumn('ended_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('bed_holds_live_bed').on('bed_holds').columns(['layout_id', 'lease_period_id']).unique().where(sql.ref('status'), '=', 'held').execute();
  await db.schema.createIndex('bed_holds_live_student').on('bed_holds').columns(['user_id', 'lease_period_id']).unique().where(sql.ref('status'), '=', 'held').execute();
  // A group's leader finds the holds they took for its members.
  await db.schema.createIndex('bed_holds_live_taker').on('bed_holds').columns(['held_by', 'lease_period_id']).where(sql.ref('status'), '=', 'held').execute();
  // The sweep finds the live holds that have run out, soonest first.
  await db.schema.createIndex('bed_holds_expiry').on('bed_holds').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('bed_holds_period').on('bed_holds').columns(['lease_period_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['bed_holds', 'roommate_invitations', 'roommate_profiles', 'roommate_group_members', 'roommate_groups', 'selection_slots', 'selection_windows']) await db.schema.dropTable(table).execute();
}
