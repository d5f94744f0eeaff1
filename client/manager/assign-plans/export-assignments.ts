import { exportCsv, exportXlsx, fileSlug } from '../components/grid-export';
import { exportTable, type GridRow } from './assignment-rows';
import { planName, type PlanIndex } from './plan-index';

/** Downloads the shown rows (pending changes in) as CSV or Excel, plans by name, the file named after the property and lease period. */
export function exportAssignments(kind: 'csv' | 'xlsx', rows: readonly GridRow[], plans: PlanIndex, names: { property: string; leasePeriod: string }) {
  const { header, body } = exportTable(rows, (id) => planName(plans, id));
  const file = `assign-plans-${fileSlug(names.property)}-${fileSlug(names.leasePeriod)}`;
  if (kind === 'csv') exportCsv(header, body, `${file}.csv`);
  else void exportXlsx(header, body, `${file}.xlsx`);
}
