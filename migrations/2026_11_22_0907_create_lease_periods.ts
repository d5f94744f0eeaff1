import { Kysely, sql } from 'kysely';

/** Semesters, lease (agreement) periods, their sub periods (one per chosen semester) and renewal sources. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('semesters')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addCheckConstraint('semesters_dates', sql`end_date > start_date`)
    .execute();
  await db.schema
    .createTable('lease_periods')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('originally_visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('visible_to_managers', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('open_to_renewals', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_same_bed_renewals', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_for_custom_lease', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gender_m', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('gender_f', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
    .execute();
  await db.schema.createIndex('lease_periods_property_idx').on('lease_periods').column('property_id').execute();
  await db.schema
    .createTable('sub_periods')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('lease_period_id', 'integer', (c) => c.notNull().references('lease_periods.id').onDelete('cascade'))
    .addColumn('semester_id', 'integer', (c) => c.notNull().references('semesters.id').onDelete('restrict'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('sub_periods_uq', ['lease_period_id', 'semester_id'])
    .execute();
  await db.schema
    .createTable('lease_period_renewal_sources')
    .addColumn('lease_period_id', 'integer', (c) => c.notNull().references('lease_periods.id').onDelete('cascade'))
    .addColumn('source_period_id', 'integer', (c) => c.notNull().references('lease_periods.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('lease_period_renewal_sources_pk', ['lease_period_id', 'source_period_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lease_period_renewal_sources').execute();
  await db.schema.dropTable('sub_periods').execute();
  await db.schema.dropTable('lease_periods').execute();
  await db.schema.dropTable('semesters').execute();
}
