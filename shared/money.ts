/** Money as integer cents: parsed from and written as decimal text, never through floating point. */

const AMOUNT_PATTERN = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** Cents from an amount such as "655", "655.5" or 655.5; null when it is not a non-negative amount in whole cents. */
export function parseAmount(value: string | number): number | null {
  // A number is read as written ("655.5"); exponent forms and more than two decimals do not match.
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = AMOUNT_PATTERN.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** "655.50" from 65550: the API's decimal text (as Django REST Framework writes a DecimalField). */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,655.50" or "-$655.00" (USD, en-US). */
export function formatUsd(cents: number): string {
  // Intl takes a number: cents / 100 is exact to the cent for every amount below 2^53 / 100.
  return usd.format(cents / 100);
}
