import { Kysely, sql } from 'kysely';

/**
 * Which approved payment plans a bed (a layout row) is offered under. The lease period and the
 * tenant type of an assignment are its plan's: an approved plan never changes them. Deleting a bed
 * removes its assignments; a plan that is assigned cannot be deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_plan_assignments')
    .addColumn('layout_id', 'integer', (c) => c.notNull().references('layouts.id').onDelete('cascade'))
    .addColumn('payment_plan_id', 'integer', (c) => c.notNull().references('payment_plans.id').onDelete('restrict'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`))
    .addPrimaryKeyConstraint('payment_plan_assignments_pk', ['layout_id', 'payment_plan_id'])
    .execute();
  await db.schema.createIndex('payment_plan_assignments_plan').on('payment_plan_assignments').column('payment_plan_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_plan_assignments').execute();
}
