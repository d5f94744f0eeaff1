import type { RouteObject } from 'react-router-dom';
import { LeasePeriodsScreen } from './lease-periods/LeasePeriodsScreen';
import { ManagerShell, type Crumb } from './ManagerShell';
import { ShellLoading } from './ShellLoading';
import { MessagesScreen, ReservationsScreen } from './screens/InboxScreens';
import { SessionsScreen } from './screens/SessionsScreen';
import { SettingsLanding } from './screens/SettingsLanding';
import { StaffHome } from './screens/StaffHome';

/** Manager area routes under /new/manager; `handle.crumb` feeds breadcrumbs and the title. */
export const managerRoutes: RouteObject[] = [
  {
    path: '/',
    element: <ManagerShell />,
    // Drawn while the first screen's code loads, so the page's busy line stays until the screen is there.
    HydrateFallback: ShellLoading,
    children: [
      { index: true, element: <StaffHome /> },
      { path: 'alerts', handle: { crumb: 'Alerts' } satisfies Crumb, lazy: async () => ({ Component: (await import('./alerts/AlertsScreen')).AlertsScreen }) },
      {
        path: 'settings',
        handle: { crumb: 'Settings' } satisfies Crumb,
        children: [
          { index: true, element: <SettingsLanding /> },
          { path: 'lease-periods', element: <LeasePeriodsScreen />, handle: { crumb: 'Lease Periods' } satisfies Crumb },
          { path: 'layouts', handle: { crumb: 'Layouts' } satisfies Crumb, lazy: async () => ({ Component: (await import('./layouts/LayoutsScreen')).LayoutsScreen }) },
          {
            path: 'property-webpages',
            handle: { crumb: 'Property Webpages' } satisfies Crumb,
            children: [
              { index: true, lazy: async () => ({ Component: (await import('./webpages/property-list/PropertyWebpagesScreen')).PropertyWebpagesScreen }) },
              {
                path: ':propertyId/edit',
                handle: { crumb: 'Edit' } satisfies Crumb,
                lazy: async () => ({ Component: (await import('./webpages/property/PropertyEditorScreen')).PropertyEditorScreen }),
              },
            ],
          },
          {
            path: 'document-templates',
            handle: { crumb: 'Document Templates' } satisfies Crumb,
            children: [
              { index: true, lazy: async () => ({ Component: (await import('./documents/list/DocumentTemplatesScreen')).DocumentTemplatesScreen }) },
              {
                path: 'content-blocks',
                handle: { crumb: 'Content Blocks' } satisfies Crumb,
                lazy: async () => ({ Component: (await import('./documents/blocks/ContentBlocksScreen')).ContentBlocksScreen }),
              },
              { path: ':id', handle: { crumb: 'Preview' } satisfies Crumb, lazy: async () => ({ Component: (await import('./documents/template/TemplateScreen')).TemplatePreviewScreen }) },
              { path: ':id/edit', handle: { crumb: 'Edit' } satisfies Crumb, lazy: async () => ({ Component: (await import('./documents/template/TemplateScreen')).TemplateEditScreen }) },
            ],
          },
          {
            path: 'payment-plans',
            handle: { crumb: 'Payment Plans' } satisfies Crumb,
            children: [
              { index: true, lazy: async () => ({ Component: (await import('./payment-plans/list/PaymentPlansScreen')).PaymentPlansScreen }) },
              { path: ':id', handle: { crumb: 'Preview' } satisfies Crumb, lazy: async () => ({ Component: (await import('./payment-plans/editor/PlanScreen')).PlanPreviewScreen }) },
              { path: ':id/edit', handle: { crumb: 'Edit' } satisfies Crumb, lazy: async () => ({ Component: (await import('./payment-plans/editor/PlanScreen')).PlanEditScreen }) },
            ],
          },
          {
            path: 'assign-plans',
            handle: { crumb: 'Assign Plans' } satisfies Crumb,
            lazy: async () => ({ Component: (await import('./assign-plans/AssignPlansScreen')).AssignPlansScreen }),
          },
          {
            path: 'account-codes',
            handle: { crumb: 'Account Codes' } satisfies Crumb,
            lazy: async () => ({ Component: (await import('./payment-plans/account-codes/AccountCodesScreen')).AccountCodesScreen }),
          },
          {
            path: 'rental-application',
            handle: { crumb: 'Rental Application' } satisfies Crumb,
            lazy: async () => ({ Component: (await import('./rental-application/RentalApplicationScreen')).RentalApplicationScreen }),
          },
          {
            path: 'lease-terms',
            handle: { crumb: 'Lease Terms' } satisfies Crumb,
            lazy: async () => ({ Component: (await import('./lease-terms/LeaseTermsScreen')).LeaseTermsScreen }),
          },
          {
            path: 'late-fees',
            handle: { crumb: 'Late Fees' } satisfies Crumb,
            lazy: async () => ({ Component: (await import('./late-fees/LateFeesScreen')).LateFeesScreen }),
          },
          {
            path: 'notifications',
            handle: { crumb: 'Notifications' } satisfies Crumb,
            lazy: async () => ({ Component: (await import('./notifications/NotificationsScreen')).NotificationsScreen }),
          },
          {
            path: 'company-webpage',
            handle: { crumb: 'Company Webpage Editor' } satisfies Crumb,
            lazy: async () => ({ Component: (await import('./webpages/company/CompanyEditorScreen')).CompanyEditorScreen }),
          },
        ],
      },
      { path: 'reservations', element: <ReservationsScreen />, handle: { crumb: 'Reservations' } satisfies Crumb },
      {
        path: 'applications',
        handle: { crumb: 'Applications' } satisfies Crumb,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./applications/list/ApplicationsScreen')).ApplicationsScreen }) },
          { path: ':id', handle: { crumb: 'Application' } satisfies Crumb, lazy: async () => ({ Component: (await import('./applications/detail/ApplicationScreen')).ApplicationScreen }) },
        ],
      },
      {
        path: 'leases',
        handle: { crumb: 'Leases' } satisfies Crumb,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./leases/list/LeasesScreen')).LeasesScreen }) },
          { path: ':id', handle: { crumb: 'Lease' } satisfies Crumb, lazy: async () => ({ Component: (await import('./leases/detail/LeaseScreen')).LeaseScreen }) },
        ],
      },
      {
        path: 'collections',
        handle: { crumb: 'Collections' } satisfies Crumb,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./collections/list/CollectionsScreen')).CollectionsScreen }) },
          { path: ':leaseId', handle: { crumb: 'Ledger' } satisfies Crumb, lazy: async () => ({ Component: (await import('./collections/ledger/LedgerScreen')).LedgerScreen }) },
        ],
      },
      { path: 'renewals', handle: { crumb: 'Renewals' } satisfies Crumb, lazy: async () => ({ Component: (await import('./renewals/RenewalsScreen')).RenewalsScreen }) },
      { path: 'selection', handle: { crumb: 'Room selection' } satisfies Crumb, lazy: async () => ({ Component: (await import('./selection/SelectionScreen')).SelectionScreen }) },
      {
        path: 'tickets',
        handle: { crumb: 'Tickets' } satisfies Crumb,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./tickets/list/TicketsScreen')).TicketsScreen }) },
          { path: ':id', handle: { crumb: 'Ticket' } satisfies Crumb, lazy: async () => ({ Component: (await import('./tickets/detail/TicketScreen')).TicketScreen }) },
        ],
      },
      { path: 'messages', element: <MessagesScreen />, handle: { crumb: 'Messages' } satisfies Crumb },
      { path: 'send-message', handle: { crumb: 'Send message' } satisfies Crumb, lazy: async () => ({ Component: (await import('./send-message/SendMessageScreen')).SendMessageScreen }) },
      { path: 'sessions', element: <SessionsScreen />, handle: { crumb: 'Sessions' } satisfies Crumb },
      { path: '*', element: <p>This page does not exist in the manager area.</p> },
    ],
  },
];
