import type { RouteObject } from 'react-router-dom';
import { MY_LEASE_TEXTS } from '../../shared/leases/my-lease-texts';
import { MY_BALANCE_TEXTS } from '../../shared/ledger/my-balance';
import { GUARANTOR_PAGE_TEXTS, VERIFY_TEXTS } from '../../shared/leases/signing-texts';
import { RETURN_PARAM } from '../../shared/return-path';
import { pageTitle } from '../../shared/page-title';
import type { PropertyPageData } from '../../shared/types/public';
import { VERIFICATION_NOTICE_PARAM } from '../../shared/verification-notice';
import { ROOMMATE_NOTICE_PARAM } from '../../shared/roommates/roommate-texts';
import { AUTH_QUERY, authLoader, emailVerifiedLoader, signingLinkLoader, indexLoader, linkLoader, propertyLoader, rootLoader, studentApplicationLoader, studentAreaLoader, studentBalanceLoader, studentLeaseLoader, studentMaintenanceLoader, studentMessagesLoader, studentRenewLoader, studentSelectLoader, roommateInvitationLoader, type IndexData } from './loaders.server';
import { APPLICATION_STEP_PARAM, ApplicationPage } from './pages/ApplicationPage.server';
import { AccessLinkPage, AuthRoutePage, ResetPasswordPage, StudentReservationsPage } from './pages/AccountPages.server';
import { HomePage } from './pages/HomePage.server';
import { LeasePage } from './pages/lease/LeasePage.server';
import { RenewPage } from './pages/renew/RenewPage.server';
import { RENEW_TEXTS } from './pages/renew/renew-texts';
import { RENEWAL_BED_PARAM, RENEWAL_CHOICE_PARAM } from '../../shared/leases/student-renewal';
import { SelectPage } from './pages/select/SelectPage.server';
import { RoommateInvitationPage } from './pages/select/RoommateInvitationPage.server';
import { SELECT_TEXTS } from './pages/select/select-texts';
import { SELECTION_QUERY } from '../../shared/selection/selection-page';
import { BalancePage } from './pages/balance/BalancePage.server';
import { PAYMENT_CANCELLED_PARAM, PAYMENT_RETURN_PARAM } from '../../shared/payments/pay-now';
import { MaintenancePage } from './pages/maintenance/MaintenancePage.server';
import { MessagesPage } from './pages/messages/MessagesPage.server';
import { SAVED_PARAM } from '../../shared/notifications/student-messages';
import { MESSAGE_TEXTS } from '../../shared/notifications/texts';
import { MY_MAINTENANCE_TEXTS, SENT_PARAM } from '../../shared/tickets/my-maintenance';
import { PropertyPage } from './pages/PropertyPage.server';
import { EmailVerifiedPage, VerifyEmailPage } from './pages/VerifyEmailPages.server';
import { VerifyPage } from './pages/VerifyPage.server';
import { SignLinkPage } from './pages/SignLinkPage.server';
import { DISCLOSURE_TITLE, SigningDisclosurePage } from './pages/SigningDisclosurePage.server';
import { PublicLayout } from './PublicLayout.server';
import type { PreloadImage, RootData, RouteHandle } from './route-meta.server';

/** Pages whose content depends on a secret in their URL are never kept in the render cache. */
const personal: RouteHandle = { cache: false };

/** The company home's hero photo (the first image of its background media). */
const companyHeroOf = (root: RootData): PreloadImage | null => {
  const image = root.organization.background_media.find((m) => m.type === 'image');
  return image ? { href: image.file, srcset: image.srcset } : null;
};

const heroOf = (page: PropertyPageData): PreloadImage | null => {
  const image = page.property.background_media.find((m) => m.type === 'image');
  if (image) return { href: image.file, srcset: image.srcset };
  return page.property.background_image ? { href: page.property.background_image, srcset: page.property.background_image_srcset } : null;
};

/** The public routes under the /new basename. Loaders run on the server only (pages hydrate as islands). */
export function createPublicRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <PublicLayout />,
      loader: rootLoader,
      children: [
        {
          index: true,
          element: <HomePage />,
          loader: indexLoader,
          handle: {
            title: (d, root) => ((d as IndexData).kind === 'property' ? pageTitle((d as PropertyPageData).property.name) : pageTitle(root.organization.name)),
            preload: (d, root) => ((d as IndexData).kind === 'property' ? heroOf(d as PropertyPageData) : companyHeroOf(root)),
          } satisfies RouteHandle,
        },
        {
          path: 'property/:id',
          element: <PropertyPage />,
          loader: propertyLoader,
          handle: {
            title: (d) => pageTitle((d as PropertyPageData).property.name),
            preload: (d) => heroOf(d as PropertyPageData),
          } satisfies RouteHandle,
        },
        { path: 'login', element: <AuthRoutePage />, loader: (args) => authLoader(args, 'login'), handle: { query: AUTH_QUERY, title: () => pageTitle('Sign In') } satisfies RouteHandle },
        { path: 'register', element: <AuthRoutePage />, loader: (args) => authLoader(args, 'register'), handle: { query: AUTH_QUERY, title: () => pageTitle('Register') } satisfies RouteHandle },
        { path: 'sign-in-link', element: <AuthRoutePage />, loader: (args) => authLoader(args, 'signup'), handle: { query: AUTH_QUERY, title: () => pageTitle('Get a sign-in link') } satisfies RouteHandle },
        { path: 'forgot-password', element: <AuthRoutePage />, loader: (args) => authLoader(args, 'resetPassword'), handle: { query: AUTH_QUERY, title: () => pageTitle('Reset your password') } satisfies RouteHandle },
        { path: 'access/:token', element: <AccessLinkPage />, loader: linkLoader('access'), handle: { ...personal, title: () => pageTitle('Sign in') } satisfies RouteHandle },
        { path: 'reset-password/:token', element: <ResetPasswordPage />, loader: linkLoader('reset'), handle: { ...personal, title: () => pageTitle('Reset password') } satisfies RouteHandle },
        { path: 'verify-email/:token', element: <VerifyEmailPage />, loader: linkLoader('verify'), handle: { ...personal, query: [RETURN_PARAM], title: () => pageTitle('Verify your e-mail address') } satisfies RouteHandle },
        { path: 'verify', element: <VerifyPage />, handle: { title: () => pageTitle(VERIFY_TEXTS.title) } satisfies RouteHandle },
        { path: 'sign/:token', element: <SignLinkPage />, loader: signingLinkLoader, handle: { ...personal, bare: true, title: () => pageTitle(GUARANTOR_PAGE_TEXTS.heading) } satisfies RouteHandle },
        { path: 'signing-disclosure', element: <SigningDisclosurePage />, handle: { title: () => pageTitle(DISCLOSURE_TITLE) } satisfies RouteHandle },
        { path: 'email-verified', element: <EmailVerifiedPage />, loader: emailVerifiedLoader, handle: { ...personal, query: [RETURN_PARAM], title: () => pageTitle('E-mail address verified') } satisfies RouteHandle },
        { path: 'tenant/reservations', element: <StudentReservationsPage />, loader: studentAreaLoader, handle: { ...personal, query: [VERIFICATION_NOTICE_PARAM, ROOMMATE_NOTICE_PARAM], title: () => pageTitle('My reservations') } satisfies RouteHandle },
        { path: 'tenant/lease', element: <LeasePage />, loader: studentLeaseLoader, handle: { ...personal, title: () => pageTitle(MY_LEASE_TEXTS.title) } satisfies RouteHandle },
        { path: 'tenant/renew/:id', element: <RenewPage />, loader: studentRenewLoader, handle: { ...personal, query: [RENEWAL_CHOICE_PARAM, RENEWAL_BED_PARAM], title: () => pageTitle(RENEW_TEXTS.title) } satisfies RouteHandle },
        { path: 'tenant/select/:id', element: <SelectPage />, loader: studentSelectLoader, handle: { ...personal, query: Object.values(SELECTION_QUERY), title: () => pageTitle(SELECT_TEXTS.title) } satisfies RouteHandle },
        { path: 'tenant/roommates/:token', element: <RoommateInvitationPage />, loader: roommateInvitationLoader, handle: { ...personal, title: () => pageTitle(SELECT_TEXTS.invitationTitle) } satisfies RouteHandle },
        { path: 'tenant/balance', element: <BalancePage />, loader: studentBalanceLoader, handle: { ...personal, query: [PAYMENT_RETURN_PARAM, PAYMENT_CANCELLED_PARAM], title: () => pageTitle(MY_BALANCE_TEXTS.title) } satisfies RouteHandle },
        { path: 'tenant/maintenance', element: <MaintenancePage />, loader: studentMaintenanceLoader, handle: { ...personal, query: [SENT_PARAM], title: () => pageTitle(MY_MAINTENANCE_TEXTS.title) } satisfies RouteHandle },
        { path: 'tenant/messages', element: <MessagesPage />, loader: studentMessagesLoader, handle: { ...personal, query: [SAVED_PARAM], title: () => pageTitle(MESSAGE_TEXTS.studentTitle) } satisfies RouteHandle },
        { path: 'tenant/applications/:id', element: <ApplicationPage />, loader: studentApplicationLoader, handle: { ...personal, query: [APPLICATION_STEP_PARAM, VERIFICATION_NOTICE_PARAM], title: () => pageTitle('Rental application') } satisfies RouteHandle },
      ],
    },
  ];
}
