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

/** Dates already written out: a send to thousands writes the same few dates again and again, and Intl takes microseconds each. */
const longDates = new Map<string, string>();

/** 'August 20, 2027' from '2027-08-20'. */
export function longDate(isoDate: string): string {
  let text = longDates.get(isoDate);
  if (text === undefined) {
    if (longDates.size >= 1000) longDates.clear();
    longDates.set(isoDate, (text = LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`))));
  }
  return text;
}

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

/** A lease's facts as the database reads them (server/queries/message-facts.ts), columns named by what they belong to. */
export type LeaseFactsRow = {
  first_name: string;
  last_name: string;
  email: string;
  cell_phone: string;
  answers: string;
  unit: string;
  bed: string;
  period_name: string;
  start_date: string;
  end_date: string;
} & Record<`${'property' | 'company'}_${'name' | 'street' | 'city' | 'state' | 'code' | 'phone'}` | 'property_email', string>;

/** The facts a lease's documents and messages state, from its row, the plan's money and the day. */
export function leaseFactsOf(row: LeaseFactsRow, money: LeaseMoney, today: string): LeaseFacts {
  return {
    student: { first_name: row.first_name, last_name: row.last_name, email: row.email, phone: row.cell_phone },
    guarantor: namedGuarantor(JSON.parse(row.answers) as Record<string, unknown>),
    property: { name: row.property_name, street: row.property_street, city: row.property_city, state: row.property_state, code: row.property_code, phone_number: row.property_phone, email: row.property_email },
    company: { name: row.company_name, street: row.company_street, city: row.company_city, state: row.company_state, code: row.company_code, phone_number: row.company_phone },
    bed: { unit: row.unit, bed: row.bed },
    period: { name: row.period_name, start_date: row.start_date, end_date: row.end_date },
    money,
    today,
  };
}

/** The guarantor an application names (its guarantor answers), or null. */
export function namedGuarantor(answers: Record<string, unknown>): { name: string; email: string } | null {
  const text = (key: string) => (typeof answers[key] === 'string' ? (answers[key] as string).trim() : '');
  const name = text('lg_name');
  const email = text('lg_email');
  return name || email ? { name, email } : null;
}
