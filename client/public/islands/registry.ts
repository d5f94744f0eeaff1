import type { ComponentType } from 'react';

/**
 * Island name to a loader of its component. Each loader is a separate chunk, so a page downloads
 * only the islands it has. Names must match the ones pages pass to <Island name=...>.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const islandLoaders: Record<string, () => Promise<ComponentType<any>>> = {
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
  'portfolio-browser': () => import('./PortfolioBrowser').then((m) => m.PortfolioBrowser),
};
