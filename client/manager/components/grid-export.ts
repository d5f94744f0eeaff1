import { neutralizeFormula, toCsv } from '../../../shared/csv';

/** Saves a blob as a file the browser downloads. */
function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A grid's rows (as the texts of its columns) downloaded as CSV. */
export function exportCsv(header: string[], rows: string[][], fileName: string) {
  download(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** The same as a real .xlsx, written in the browser; the library loads only when someone exports. */
export async function exportXlsx(header: string[], rows: string[][], fileName: string) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const head = header.map((value) => ({ value, fontWeight: 'bold' as const }));
  const body = rows.map((row) => row.map((value) => ({ value: neutralizeFormula(value) })));
  download(await writeXlsxFile([head, ...body]).toBlob(), fileName);
}

/** A file name part from a display name: "The Rio on 24th" -> "the-rio-on-24th". */
export const fileSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
