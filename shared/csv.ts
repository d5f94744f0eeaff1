import { formatUsDate } from './dates';

/**
 * A cell a spreadsheet would run as a formula (one that starts with =, +, -, @, a tab or a carriage
 * return) gets a leading apostrophe, so it opens as the text it is (OWASP: CSV injection).
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV field: formulas neutralized, quoted when it holds a comma, quote or line break (RFC 4180). */
function field(value: unknown): string {
  const text = neutralizeFormula(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text from a header row and data rows, CRLF line ends. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** MM/DD/YYYY from YYYY-MM-DD (the manager screens' date format): `formatUsDate` under its older name. */
export const formatManagerDate = formatUsDate;
