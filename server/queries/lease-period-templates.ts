import type { ContractTemplateKind } from '../../shared/schemas/lease-periods';
import type { Db } from '../db/database';

/** The contract templates these periods use, each with its kind, by template name. */
export async function listPeriodTemplates(db: Db, periodIds: number[]) {
  if (!periodIds.length) return [];
  return db
    .selectFrom('lease_period_templates')
    .innerJoin('document_templates', 'document_templates.id', 'lease_period_templates.template_id')
    .select(['lease_period_templates.lease_period_id', 'lease_period_templates.kind', 'document_templates.id', 'document_templates.name'])
    .where('lease_period_templates.lease_period_id', 'in', periodIds)
    .orderBy('document_templates.name')
    .orderBy('document_templates.id')
    .execute();
}

export type PeriodTemplateRow = Awaited<ReturnType<typeof listPeriodTemplates>>[number];

/** Which of the ids are approved lease agreements of the organization. */
export async function approvedLeaseAgreementIds(db: Db, organizationId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('document_templates')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('type', '=', 'Lease Agreement')
    .where('approved', '=', 1)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Replaces the period's templates of one kind with the ids. */
export async function replacePeriodTemplates(db: Db, periodId: number, kind: ContractTemplateKind, templateIds: number[]): Promise<void> {
  await db.deleteFrom('lease_period_templates').where('lease_period_id', '=', periodId).where('kind', '=', kind).execute();
  if (templateIds.length) await db.insertInto('lease_period_templates').values(templateIds.map((template_id) => ({ lease_period_id: periodId, kind, template_id }))).execute();
}
