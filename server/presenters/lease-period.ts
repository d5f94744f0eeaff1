import type { Gender } from '../../shared/constants';
import type { ManagerLeasePeriod } from '../../shared/types/manager';
import type { PublicLeasePeriod } from '../../shared/types/public';
import type { PeriodTemplateRow } from '../queries/lease-period-templates';
import type { LeasePeriodWithSubs, RenewalSourceRow } from '../queries/lease-periods';

/** A lease period as visitors see it. */
export function presentLeasePeriod(row: LeasePeriodWithSubs): PublicLeasePeriod {
  const genders: Gender[] = [...(row.gender_m ? (['M'] as const) : []), ...(row.gender_f ? (['F'] as const) : [])];
  const visible = !!row.visible;
  const open = !!row.open_to_renewals;
  const sameBed = !!row.allow_same_bed_renewals;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    property: row.property_id,
    property_id: row.property_id,
    property_name: row.property_name,
    visible,
    open_to_renewals: open,
    allow_same_bed_renewals: sameBed,
    renewal_deadline: row.renewal_deadline,
    is_for_custom_lease: !!row.is_for_custom_lease,
    start_date: row.start_date,
    end_date: row.end_date,
    genders_available: genders,
    semesters: row.subs.map((s) => ({ id: s.semester_id, name: s.semester_name, start_date: s.start_date, end_date: s.end_date })),
    sub_periods: row.subs.map((s) => ({ id: s.id, name: s.name, lease_period_id: s.lease_period_id })),
    available: visible && !open && !sameBed,
  };
}

/** A lease period with the fields managers see; `sources` and `templates` may hold other periods' too. */
export function presentManagerLeasePeriod(row: LeasePeriodWithSubs, sources: RenewalSourceRow[], templates: PeriodTemplateRow[]): ManagerLeasePeriod {
  const ofKind = (kind: PeriodTemplateRow['kind']) => templates.filter((t) => t.lease_period_id === row.id && t.kind === kind).map(({ id, name }) => ({ id, name }));
  const tenant = ofKind('tenant');
  const guarantor = ofKind('guarantor');
  return {
    ...presentLeasePeriod(row),
    visible_to_managers: !!row.visible_to_managers,
    originally_visible: !!row.originally_visible,
    periods_to_renew_from: sources.filter((s) => s.lease_period_id === row.id).map(({ id, name }) => ({ id, name })),
    contract_template_ids: tenant.map((t) => t.id),
    guarantor_contract_template_ids: guarantor.map((t) => t.id),
    contract_templates: tenant,
    guarantor_contract_templates: guarantor,
    version: row.version,
  };
}
