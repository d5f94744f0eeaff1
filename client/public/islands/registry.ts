import type { ComponentProps } from 'react';

/**
 * Island name to a loader of its component. Each loader is a separate chunk, so a page downloads
 * only the islands it has. The names are a type (IslandName): <Island name=...> accepts only these.
 */
export const islandLoaders = {
  'site-header-actions': () => import('./HeaderActions').then((m) => m.HeaderActions),
  'lease-periods': () => import('./LeasePeriods').then((m) => m.LeasePeriods),
  testimonials: () => import('./TestimonialsCarousel').then((m) => m.TestimonialsCarousel),
  friends: () => import('./FriendsCarousel').then((m) => m.FriendsCarousel),
  gallery: () => import('./Gallery').then((m) => m.Gallery),
  'location-map': () => import('./LocationMap').then((m) => m.LocationMap),
  'check-availability': () => import('./CheckAvailability').then((m) => m.CheckAvailability),
  'auth-host': () => import('./AuthHost').then((m) => m.AuthHost),
  'auth-page': () => import('./AuthPage').then((m) => m.AuthPage),
  'set-password': () => import('./SetPasswordForm').then((m) => m.SetPasswordForm),
  'contact-form': () => import('./ContactForm').then((m) => m.ContactForm),
  'start-application': () => import('./StartApplication').then((m) => m.StartApplication),
  'application-form': () => import('./application/ApplicationForm').then((m) => m.ApplicationForm),
  'plan-choice': () => import('./PlanChoice').then((m) => m.PlanChoice),
  'renewal-form': () => import('./renew/RenewalForm').then((m) => m.RenewalForm),
  'portfolio-browser': () => import('./PortfolioBrowser').then((m) => m.PortfolioBrowser),
  'verify-form': () => import('./verify/VerifyForm').then((m) => m.VerifyForm),
  'report-problem': () => import('./maintenance/ReportProblem').then((m) => m.ReportProblem),
  'ticket-reply': () => import('./maintenance/TicketReply').then((m) => m.TicketReply),
  'signing-ceremony': () => import('../../signing/SigningCeremony').then((m) => m.SigningCeremony),
  'pay-now': () => import('./pay/PayNow').then((m) => m.PayNow),
  'payment-waiting': () => import('./pay/PaymentBanner').then((m) => m.WaitingPaymentBanner),
  'live-lease-status': () => import('./LiveLeaseStatus').then((m) => m.LiveLeaseStatus),
  'selection-map': () => import('./select/SelectionMap').then((m) => m.SelectionMap),
  'slot-countdown': () => import('./select/SlotCountdown').then((m) => m.SlotCountdown),
};
// No `satisfies Record<string, () => Promise<ComponentType>>` above: its context would widen every
// entry to that type and lose each component's props. IslandProps below requires components.

/** A registered island's name. */
export type IslandName = keyof typeof islandLoaders;

/** The component registered under a name. */
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>;

/** The props of the component registered under a name (they travel as JSON to the browser). */
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>;

/** Whether a name read from the page (data-island) is a registered island. */
export const isIslandName = (name: string): name is IslandName => Object.prototype.hasOwnProperty.call(islandLoaders, name);
