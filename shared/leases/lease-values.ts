import { fullAddress } from '../address';
import type { LeaseVariableKey } from '../documents/variables';
import { formatUsd } from '../payment-plans/money';
import type { LeaseMoney } from './lease-money';

type Place = { street: string; city: string; state: string; code: string; phone_number: string };

/** What a lease document states, as the lease packet reads it. */
export type LeaseFacts = {
  student: { first_name: string; last_name: string; email: string; phone: string };
  /** From the application's guarantor answers; null when it names none. */
  guarantor: { name: string; email: string } | null;
  property: Place & { name: string; email: string };
  company: Place & { name: string };
  bed: { unit: string; bed: string };
  period: { name: string; start_date: string; end_date: string };
  money: LeaseMoney;
  /** YYYY-MM-DD: the day the packet is made. */
  today: string;
};

const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'August 20, 2027' from '2027-08-20'. */
export const longDate = (isoDate: string): string => LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));

/**
 * Every variable of the catalog filled from a lease's facts. A fact the records leave empty (no
 * phone, no guarantor) is an empty text, never the bracketed name a preview shows.
 */
export function leaseVariableValues(f: LeaseFacts): Record<LeaseVariableKey, string> {
  return {
    student_first_name: f.student.first_name,
    student_last_name: f.student.last_name,
    student_full_name: [f.student.first_name, f.student.last_name].filter(Boolean).join(' '),
    student_email: f.student.email,
    student_phone: f.student.phone,
    guarantor_full_name: f.guarantor?.name ?? '',
    guarantor_email: f.guarantor?.email ?? '',
    property_name: f.property.name,
    property_address: fullAddress(f.property),
    property_phone: f.property.phone_number,
    property_email: f.property.email,
    unit_number: f.bed.unit,
    bed_number: f.bed.bed,
    lease_period_name: f.period.name,
    lease_start_date: longDate(f.period.start_date),
    lease_end_date: longDate(f.period.end_date),
    monthly_rent: formatUsd(f.money.monthly_rent),
    total_rent: formatUsd(f.money.total_rent),
    security_deposit: formatUsd(f.money.security_deposit),
    application_fee: formatUsd(f.money.application_fee),
    company_name: f.company.name,
    company_address: fullAddress(f.company),
    company_phone: f.company.phone_number,
    today: longDate(f.today),
  };
}

/** The guarantor an application names (its guarantor answers), or null. */
export function namedGuarantor(answers: Record<string, unknown>): { name: string; email: string } | null {
  const text = (key: string) => (typeof answers[key] === 'string' ? (answers[key] as string).trim() : '');
  const name = text('lg_name');
  const email = text('lg_email');
  return name || email ? { name, email } : null;
}
