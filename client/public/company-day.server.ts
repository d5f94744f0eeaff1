import { useRouteLoaderData } from 'react-router-dom';
import { dayOf, formatShortDate } from '../../shared/dates';
import type { RootData } from './route-meta.server';

/** Prints a stored time as the day it fell on for the company ('Nov 30, 2026'), on its clock (ADR 045), not the server's. */
export function useCompanyDay(): (timestamp: string) => string {
  const { organization } = useRouteLoaderData('root') as RootData;
  return (timestamp) => formatShortDate(dayOf(timestamp, organization.time_zone));
}
