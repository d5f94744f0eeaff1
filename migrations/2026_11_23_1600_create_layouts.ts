import { Kysely, sql } from 'kysely';
import { caseBlindUniqueIndex } from './portable';

/**
 * Layouts: one row per bed of a property (building, floor, unit, unit type, room, room type, bed).
 * A bed (property, building, unit, room, bed) exists once, compared without regard to case.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('layouts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('building', 'text', (c) => c.notNull())
    .addColumn('floor', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('unit_type', 'text', (c) => c.notNull())
    .addColumn('room', 'text', (c) => c.notNull())
    .addColumn('room_type', 'text', (c) => c.notNull())
    .addColumn('bed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await caseBlindUniqueIndex(db, 'layouts_bed', 'layouts', ['property_id', 'building', 'unit', 'room', 'bed'], ['building', 'unit', 'room', 'bed']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('layouts').execute();
}
