import { formatManagerDate, neutralizeFormula, toCsv } from '../../../shared/csv';
import type { ManagerLeasePeriod } from '../../../shared/types/manager';
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

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function exportCsv(rows: ManagerLeasePeriod[], fileName: string) {
  download(new Blob([toCsv(EXPORT_HEADER, rows.map(exportRow))], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** A real .xlsx, written in the browser; the library loads only when someone exports. */
export async function exportXlsx(rows: ManagerLeasePeriod[], fileName: string) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = EXPORT_HEADER.map((value) => ({ value, fontWeight: 'bold' as const }));
  const body = rows.map((p) => exportRow(p).map((value) => ({ value: neutralizeFormula(value) })));
  download(await writeXlsxFile([header, ...body]).toBlob(), fileName);
}
