import { Kysely, sql } from 'kysely';

/**
 * The contract templates a lease period uses: approved lease agreements, for the tenant or for the
 * guarantor. Deleting either side removes the assignment.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lease_period_templates')
    .addColumn('lease_period_id', 'integer', (c) => c.notNull().references('lease_periods.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('tenant', 'guarantor')`))
    .addColumn('template_id', 'integer', (c) => c.notNull().references('document_templates.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('lease_period_templates_pk', ['lease_period_id', 'kind', 'template_id'])
    .execute();
  await db.schema.createIndex('lease_period_templates_template').on('lease_period_templates').column('template_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lease_period_templates').execute();
}
