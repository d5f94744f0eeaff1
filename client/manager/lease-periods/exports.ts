import { formatManagerDate } from '../../../shared/csv';
import type { ManagerLeasePeriod } from '../../../shared/types/manager';
import { exportCsv, exportXlsx } from '../components/grid-export';
import { columnText } from './columns';

export const EXPORT_HEADER = [
  'Period',
  'Description',
  'Subperiods',
  'Start Date',
  'End Date',
  'Display on Manager Dashboard',
  'Open to Leasing',
  'Valid Renewal Periods',
  'Limit Leasing to Renewals',
  'Limit Leasing to Renewal Transfers',
  'Contract Templates',
  'Guarantor Contract Templates',
];

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** A period as one export row, in the grid's column order. */
export function exportRow(p: ManagerLeasePeriod): string[] {
  return [
    p.name,
    p.description,
    p.semesters.map((s) => s.name).join(', '),
    formatManagerDate(p.start_date),
    formatManagerDate(p.end_date),
    yesNo(p.visible_to_managers),
    yesNo(p.visible),
    p.periods_to_renew_from.map((r) => r.name).join(', '),
    yesNo(p.open_to_renewals),
    yesNo(p.allow_same_bed_renewals),
    columnText.contracts!(p),
    columnText.guarantor_contracts!(p),
  ];
}

/** The shown periods as CSV. */
export const exportPeriodsCsv = (rows: ManagerLeasePeriod[], fileName: string) => exportCsv(EXPORT_HEADER, rows.map(exportRow), fileName);

/** The shown periods as an Excel workbook. */
export const exportPeriodsXlsx = (rows: ManagerLeasePeriod[], fileName: string) => exportXlsx(EXPORT_HEADER, rows.map(exportRow), fileName);
