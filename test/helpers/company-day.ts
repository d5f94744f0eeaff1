import { isoToday, shiftDays } from '../../shared/dates';
import { DEFAULT_TIME_ZONE } from '../../shared/ledger/payment-terms';

/**
 * Today on the test company's clock (a company keeps the default time zone until its Lease Terms
 * change it): the day the product counts from, which is not UTC's for hours of every day (ADR 045).
 */
export const companyToday = (now = new Date()): string => isoToday(now, DEFAULT_TIME_ZONE);

/** The company's today moved by whole days, YYYY-MM-DD. */
export const dayFromToday = (offset: number): string => shiftDays(companyToday(), offset);

/**
 * A time zone whose day is not UTC's at `now`: Kiritimati (UTC+14) from 10:00 UTC, Pago Pago
 * (UTC−11) before 11:00 UTC. A company set to it shows, at any hour a test runs, whether the product
 * counts its days on the company's clock.
 */
export const zoneOffUtcDay = (now = new Date()): string => (now.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago');
