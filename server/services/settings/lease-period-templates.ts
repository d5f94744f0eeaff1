import { CONTRACT_TEMPLATE_MESSAGES } from '../../../shared/messages';
import { CONTRACT_TEMPLATE_FIELDS, CONTRACT_TEMPLATE_KINDS, type ContractTemplateKind } from '../../../shared/schemas/lease-periods';
import type { Db } from '../../db/database';
import { HttpError, type FieldErrors } from '../../ground/http-error';
import { approvedLeaseAgreementIds, replacePeriodTemplates } from '../../queries/lease-period-templates';

/**
 * Sets a period's contract templates of the kinds given (a kind left out keeps its templates), in
 * one transaction. Only approved lease agreements of the company are accepted: any other id (a draft,
 * an e-mail, another company's or an unknown one) is a 400 under its field, and nothing changes.
 */
export async function assignContractTemplates(db: Db, organizationId: number, periodId: number, lists: Partial<Record<ContractTemplateKind, number[]>>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const errors: FieldErrors = {};
    for (const kind of CONTRACT_TEMPLATE_KINDS) {
      const ids = lists[kind];
      if (ids && (await approvedLeaseAgreementIds(trx, organizationId, ids)).size !== ids.length) errors[CONTRACT_TEMPLATE_FIELDS[kind]] = [CONTRACT_TEMPLATE_MESSAGES.notApprovedLease];
    }
    if (Object.keys(errors).length) throw HttpError.fields(errors);
    for (const kind of CONTRACT_TEMPLATE_KINDS) {
      const ids = lists[kind];
      if (ids) await replacePeriodTemplates(trx, periodId, kind, ids);
    }
  });
}
