import { fullAddress } from '../address';
import { scheduleText, type ScheduleTable } from '../documents/schedule-table';
import type { LeaseVariableKey } from '../documents/variables';
import type { PaymentMethod } from '../ledger/ledger-texts';
import { acceptedMethodsOf, isPaymentOrder, methodsSentence, PAYMENT_ORDER_SENTENCES, type PaymentOrder } from '../ledger/payment-terms';
import { SPECIAL_DUE_DATES } from '../payment-plans/constants';
import { formatUsd } from '../money';
import type { LeaseMoney } from './lease-money';
import { premisesLabel, type BedPlace } from './premises';
import { fullName } from '../people';

type Place = { street: string; city: string; state: string; code: string; phone_number: string };

/** What a lease document states, as the lease packet reads it. */
export type LeaseFacts = {
  student: { first_name: string; last_name: string; email: string; phone: string };
  /** From the application's guarantor answers; null when it names none. */
  guarantor: Guarantor | null;
  property: Place & { name: string; email: string };
  company: Place & { name: string };
  bed: BedPlace;
  period: { name: string; start_date: string; end_date: string };
  /** The chosen plan's money facts and schedule; null before a plan is chosen (a message about an offered lease). */
  plan: { money: LeaseMoney; schedule: ScheduleTable } | null;
  /** The company's terms of payment, as the ledger enforces them. */
  terms: { methods: PaymentMethod[]; order: PaymentOrder };
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

/** How filled variables write a calendar day: in full in a lease (longDate), 'Nov 29, 2026' in a message. */
export type DayWriter = (isoDate: string) => string;

/** A due date as a lease states it: 'August 20, 2027', or 'Due Today' / 'Due on Approval' as they are. */
const dueDate = (due: string | null, day: DayWriter): string => (due === null ? '' : (SPECIAL_DUE_DATES as readonly string[]).includes(due) ? due : day(due));

/** The plan's variables, all empty before a plan is chosen; monthly rent only for a plan that charges monthly. */
function planValues(plan: LeaseFacts['plan'], day: DayWriter) {
  const m = plan?.money;
  const usd = (cents: number | null | undefined) => (cents == null ? '' : formatUsd(cents));
  return {
    payment_schedule: plan ? scheduleText(plan.schedule) : '',
    total_rent: usd(m?.total_rent),
    rent_installments: m ? String(m.rent_installments) : '',
    first_rent_due_date: dueDate(m?.first_rent_due ?? null, day),
    last_rent_due_date: dueDate(m?.last_rent_due ?? null, day),
    lease_days: m ? String(m.lease_days) : '',
    daily_rent: usd(m?.daily_rent),
    monthly_rent: usd(m?.monthly_rent),
    security_deposit: usd(m?.security_deposit),
    total_fees: usd(m?.total_fees),
    application_fee: usd(m?.application_fee),
    plan_total: usd(m?.plan_total),
  };
}

/**
 * Every variable of the catalog filled from a lease's facts. A fact the records leave empty (no
 * phone, no guarantor) is an empty text, never the bracketed name a preview shows. Days are written
 * by `day`: in full for a document, shorter for a message.
 */
export function leaseVariableValues(f: LeaseFacts, day: DayWriter = longDate): Record<LeaseVariableKey, string> {
  return {
    student_first_name: f.student.first_name,
    student_last_name: f.student.last_name,
    student_full_name: fullName(f.student.first_name, f.student.last_name),
    student_email: f.student.email,
    student_phone: f.student.phone,
    guarantor_full_name: f.guarantor?.name ?? '',
    guarantor_email: f.guarantor?.email ?? '',
    guarantor_address: f.guarantor?.address ?? '',
    guarantor_phone: f.guarantor?.phone ?? '',
    property_name: f.property.name,
    property_address: fullAddress(f.property),
    property_phone: f.property.phone_number,
    property_email: f.property.email,
    premises: premisesLabel(f.bed),
    building_name: f.bed.building,
    floor: f.bed.floor,
    unit_number: f.bed.unit,
    room: f.bed.room,
    bed_number: f.bed.bed,
    lease_period_name: f.period.name,
    lease_start_date: day(f.period.start_date),
    lease_end_date: day(f.period.end_date),
    ...planValues(f.plan, day),
    accepted_payment_methods: methodsSentence(f.terms.methods),
    payment_application_order: PAYMENT_ORDER_SENTENCES[f.terms.order],
    company_name: f.company.name,
    company_address: fullAddress(f.company),
    company_phone: f.company.phone_number,
    today: day(f.today),
  };
}

/** A lease's facts as the database reads them (server/queries/message-facts.ts), columns named by what they belong to. */
export type LeaseFactsRow = {
  first_name: string;
  last_name: string;
  email: string;
  cell_phone: string;
  answers: string;
  building: string;
  floor: string;
  unit: string;
  room: string;
  bed: string;
  /** The company's accepted payment methods (a JSON array) and payment order. */
  accepted_payment_methods: string;
  payment_order: string;
  period_name: string;
  start_date: string;
  end_date: string;
} & Record<`${'property' | 'company'}_${'name' | 'street' | 'city' | 'state' | 'code' | 'phone'}` | 'property_email', string>;

/** The facts a lease's documents and messages state, from its row, the chosen plan's facts (null before one is chosen) and the day. */
export function leaseFactsOf(row: LeaseFactsRow, plan: LeaseFacts['plan'], today: string): LeaseFacts {
  return {
    student: { first_name: row.first_name, last_name: row.last_name, email: row.email, phone: row.cell_phone },
    guarantor: namedGuarantor(JSON.parse(row.answers) as Record<string, unknown>),
    property: { name: row.property_name, street: row.property_street, city: row.property_city, state: row.property_state, code: row.property_code, phone_number: row.property_phone, email: row.property_email },
    company: { name: row.company_name, street: row.company_street, city: row.company_city, state: row.company_state, code: row.company_code, phone_number: row.company_phone },
    bed: { building: row.building, floor: row.floor, unit: row.unit, room: row.room, bed: row.bed },
    period: { name: row.period_name, start_date: row.start_date, end_date: row.end_date },
    plan,
    // An order the code does not know (a row written by a later version) reads as the default.
    terms: { methods: acceptedMethodsOf(row.accepted_payment_methods), order: isPaymentOrder(row.payment_order) ? row.payment_order : 'oldest_first' },
    today,
  };
}

/** A guarantor as the application's guarantor answers state them. */
export type Guarantor = { name: string; email: string; address: string; phone: string };

/** The application's answer keys of a guarantor's facts. */
const GUARANTOR_KEYS = { name: 'lg_name', email: 'lg_email', phone: 'lg_phone', address: 'lg_address' } as const satisfies Record<keyof Guarantor, string>;

/** The answers naming this guarantor instead (null: none), the other answers as they are (a renewal's confirmed guarantor: issue 47). */
export function withGuarantor(answers: Record<string, unknown>, guarantor: Guarantor | null): Record<string, unknown> {
  const next = { ...answers };
  for (const [field, key] of Object.entries(GUARANTOR_KEYS)) {
    const value = guarantor?.[field as keyof Guarantor];
    if (value) next[key] = value;
    else delete next[key];
  }
  return next;
}

/** The guarantor an application names (its guarantor answers), or null when it gives neither a name nor an e-mail. */
export function namedGuarantor(answers: Record<string, unknown>): Guarantor | null {
  const text = (key: string) => (typeof answers[key] === 'string' ? (answers[key] as string).trim() : '');
  const name = text(GUARANTOR_KEYS.name);
  const email = text(GUARANTOR_KEYS.email);
  // An address is written on several lines in the form; a document states it on one.
  const address = text(GUARANTOR_KEYS.address).split(/\s*\n\s*/).filter(Boolean).join(', ');
  return name || email ? { name, email, address, phone: text(GUARANTOR_KEYS.phone) } : null;
}
