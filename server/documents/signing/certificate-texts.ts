import { DEFAULT_TIME_ZONE } from '../../../shared/ledger/payment-terms';
import type { CertificateInput } from './certificate-pdf';

type Signer = CertificateInput['signers'][number];

/** The certificate's words. */
export const CERTIFICATE_TITLE = 'Certificate of Completion';
export const ROLE_NAMES: Record<Signer['role'], string> = { tenant: 'Tenant', guarantor: 'Guarantor', landlord: 'Landlord' };
export const METHOD_NAMES: Record<Signer['method'], string> = { account: 'Signed in to their account', link: 'E-mailed link' };
/** What a missing fact (no IP, not yet consented) prints as. */
export const NONE = '—';
/** The event log's heading, naming both clocks its times are told in. */
export const eventLogTitle = (timeZone: string) => `Event log (times in UTC and ${knownTimeZone(timeZone)})`;

/** The zone when the clock knows it, else the default one (a company's setting is checked when saved; this keeps a certificate from failing on one that was not). */
export const knownTimeZone = (timeZone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
};
// ICU puts a narrow no-break space before AM/PM; a plain one reads and extracts the same everywhere.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const formats = new Map<string, Intl.DateTimeFormat>();
const format = (timeZone: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat('en-US', { timeZone, ...options })));
  return (time: Date) => plain(f.format(time));
};

/**
 * An ISO timestamp in UTC and in the company's time zone, with the zone's abbreviation, the local
 * date only when it is another day (and its year only when another year):
 * 'Nov 29, 2026, 5:21:03 AM UTC (11:21:03 PM CST, Nov 28)'. An unknown zone is the default one; a
 * text that is no time at all is given as it is (it is evidence, never dropped); none is a dash.
 */
export function certificateTime(iso: string | null, timeZone: string): string {
  if (iso == null) return NONE;
  const parts = certificateTimeParts(iso, timeZone);
  return parts ? `${parts.utc} (${parts.local})` : iso;
}

/** The two clocks of certificateTime apart ('Nov 29, 2026, 5:21:03 AM UTC', '11:21:03 PM CST, Nov 28'); null for a text that is no time. */
export function certificateTimeParts(iso: string, timeZone: string): { utc: string; local: string } | null {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return null;
  const zone = knownTimeZone(timeZone);
  const utc = format('UTC', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' })(time);
  const local = format(zone, { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZoneName: 'short' })(time);
  const day = (z: string) => format(z, { year: 'numeric', month: '2-digit', day: '2-digit' })(time);
  const year = (z: string) => format(z, { year: 'numeric' })(time);
  const sameDay = day('UTC') === day(zone);
  const localDate = sameDay ? '' : `, ${format(zone, year('UTC') === year(zone) ? { month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric', year: 'numeric' })(time)}`;
  return { utc: `${utc} UTC`, local: `${local}${localDate}` };
}
