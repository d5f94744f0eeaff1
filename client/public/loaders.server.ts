import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { RETURN_PARAM, safeReturnPath } from '../../shared/return-path';
import { BASE_PATH } from '../../shared/constants';
import { isoToday } from '../../shared/dates';
import { MY_LEASE_PATH } from '../../shared/leases/student-lease';
import { renewalPath } from '../../shared/leases/renewal-rules';
import { periodRenewals, RENEWAL_BED_PARAM, RENEWAL_CHOICE_PARAM, RENEWAL_CHOICES, renewalsToOffer, type PeriodRenewal, type RenewalChoice } from '../../shared/leases/student-renewal';
import { MY_BALANCE_PATH } from '../../shared/ledger/my-balance';
import { GROUP_MAX } from '../../shared/selection/selection-schema';
import { parsePicks, roommateInvitationPath, SELECTION_QUERY as Q, selectionPath, togglePick } from '../../shared/selection/selection-page';
import { PAYMENT_CANCELLED_PARAM, PAYMENT_RETURN_PARAM } from '../../shared/payments/pay-now';
import { SENT_PARAM } from '../../shared/tickets/my-maintenance';
import { STUDENT_MAINTENANCE_PATH } from '../../shared/tickets/ticket-texts';
import { homePathFor, safeRedirect, STUDENT_HOME } from '../../shared/role-home';
import { STEP_IDS } from '../../shared/rental-application/steps';
import { applyingForText } from '../../shared/applying-for';
import { CarrySchema } from '../../shared/schemas/auth';
import type { HomePageData, PropertyPageData } from '../../shared/types/public';
import { parseVerificationNotice, VERIFICATION_NOTICE_PARAM } from '../../shared/verification-notice';
import { roommateViewerOf, type RoommateViewer } from '../../shared/roommates/roommate-profile';
import { parseRoommateNotice, ROOMMATE_NOTICE_PARAM } from '../../shared/roommates/roommate-texts';
import type { PublicRequestContext } from './data-source.server';
import type { AuthRouteData, LinkPageData, StudentAreaPageData } from './pages/AccountPages.server';
import { APPLICATION_STEP_PARAM, type ApplicationPageData } from './pages/ApplicationPage.server';
import type { BalancePageData } from './pages/balance/BalancePage.server';
import type { LeasePageData } from './pages/lease/LeasePage.server';
import type { RenewPageData } from './pages/renew/RenewPage.server';
import type { SelectPageData } from './pages/select/SelectPage.server';
import type { RoommateInvitationPageData } from './pages/select/RoommateInvitationPage.server';
import type { MaintenancePageData } from './pages/maintenance/MaintenancePage.server';
import type { MessagesPageData } from './pages/messages/MessagesPage.server';
import { SAVED_PARAM } from '../../shared/notifications/student-messages';
import { STUDENT_MESSAGES_PATH } from '../../shared/notifications/texts';
import type { Viewer } from './islands/HeaderActions';
import type { SignLinkPageData } from './pages/SignLinkPage.server';
import type { RootData } from './route-meta.server';

const notFound = () => data('Not Found', { status: 404 });

/** The router puts its basename before redirect paths; this header names a path outside /new/. */
export const OUTSIDE_BASENAME_HEADER = 'X-Redirect-Outside-Basename';
const redirectOutside = (path: string) => redirect(path, { headers: { [OUTSIDE_BASENAME_HEADER]: path } });

/** A property page's data and what it tells the signed-in student: their renewal cards and their roommate profile (null for anyone else). */
export type PropertyViewData = PropertyPageData & { renewals: PeriodRenewal[] | null; roommate: RoommateViewer | null };

export type IndexData = ({ kind: 'home' } & HomePageData) | ({ kind: 'property' } & PropertyViewData);

type Args = LoaderFunctionArgs<PublicRequestContext>;

/** The company behind every page; a company that does not serve this site sends visitors elsewhere. */
export async function rootLoader({ context }: Args): Promise<RootData> {
  const organization = await context!.source.organization();
  if (!organization) throw notFound();
  // A company that does not serve this site sends visitors to its own website, else to /home.
  if (!organization.serve_new_site) throw organization.organization_url ? redirect(organization.organization_url) : redirectOutside('/home');
  return { organization, year: Number(isoToday(new Date(), organization.time_zone).slice(0, 4)), viewer: context!.viewer, posted: context!.posted ?? null };
}

/** A property not served on this site sends visitors as an unpublished company does: to its own website, else to /home. */
const notServedHere = (page: PropertyPageData) => (page.ownWebsite ? redirect(page.ownWebsite) : redirectOutside('/home'));

async function loadProperty(context: PublicRequestContext, id: number): Promise<PropertyPageData> {
  const organization = await context.source.organization();
  const page = organization && (await context.source.property(organization.id, id));
  if (!page) throw notFound();
  if (page.property.status === 'DISABLED') throw redirectOutside(`${BASE_PATH}/`);
  if (!page.property.serve_new_site) throw notServedHere(page);
  return page;
}

/** /new/: the company home, or the property a vanity host serves. */
export async function indexLoader({ context }: Args): Promise<IndexData> {
  const ctx = context!;
  const organization = (await ctx.source.organization())!;
  const vanity = await ctx.source.vanityProperty(ctx.host);
  const vanityPage = vanity ? await ctx.source.property(organization.id, vanity) : null;
  // A vanity host shows its property at /new/; a disabled one shows the company's home instead.
  if (vanityPage && vanityPage.property.status === 'RUNNING') {
    if (!vanityPage.property.serve_new_site) throw notServedHere(vanityPage);
    const [renewals, roommate] = await Promise.all([viewerRenewals(ctx), viewerRoommate(ctx, vanityPage.property.id)]);
    return { kind: 'property', ...vanityPage, renewals, roommate };
  }
  if (organization.properties.length === 1) throw redirect(`/property/${organization.properties[0]!.id}`);
  return { kind: 'home', ...(await ctx.source.home(organization.id)) };
}

/**
 * The record id a page's URL names, written only as the site writes it (`1`, never `01`, `0x1` or
 * `1e0`): one page has one URL, and one entry in the render cache. Anything else is a 404.
 */
function pageId(param: string | undefined): number {
  if (!param || !/^[1-9][0-9]{0,15}$/.test(param)) throw notFound();
  const id = Number(param);
  if (!Number.isSafeInteger(id)) throw notFound();
  return id;
}

/** What a property's renewal cards tell the signed-in student (may renew, or why not); null for anyone else, who gets the sign-in form. */
async function viewerRenewals(context: PublicRequestContext): Promise<PeriodRenewal[] | null> {
  const viewer = context.viewer;
  return viewer?.roles.includes('student') ? periodRenewals(await context.source.studentRenewals(viewer.id)) : null;
}

/**
 * What the Friends block tells the signed-in student of their roommate profile (publish it, or their
 * matches here); null for anyone else, who sees what every visitor sees. Pages of signed-in visitors
 * are never cached, so the anonymous page stays the one the render cache keeps.
 */
async function viewerRoommate(context: PublicRequestContext, propertyId: number): Promise<RoommateViewer | null> {
  const viewer = context.viewer;
  if (!viewer?.roles.includes('student')) return null;
  return roommateViewerOf(await context.source.studentRoommateProfile(viewer.id), propertyId);
}

/** /new/property/:id */
export async function propertyLoader({ params, context }: Args): Promise<PropertyViewData> {
  const id = pageId(params.id);
  const [page, renewals, roommate] = await Promise.all([loadProperty(context!, id), viewerRenewals(context!), viewerRoommate(context!, id)]);
  return { ...page, renewals, roommate };
}

/** The query parameters the auth pages read. */
export const AUTH_QUERY: readonly string[] = ['redirect', ...Object.keys(CarrySchema.shape)];

/** The pages of the auth forms: sign-in, register, sign-in link and password reset request. */
export async function authLoader({ request, context }: Args, form: AuthRouteData['form']): Promise<AuthRouteData> {
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirect(params.get('redirect'));
  // Someone already signed in goes on to where they were headed, or to their area.
  if (context!.viewer) throw redirectOutside(redirectTo ?? homePathFor(context!.viewer.roles));
  const parsed = CarrySchema.safeParse(Object.fromEntries(params));
  const carry = parsed.success ? parsed.data : {};
  const organization = await context!.source.organization();
  const choice = organization && (carry.agreement_period || carry.assigned_property) ? await context!.source.carriedChoice(organization.id, carry) : null;
  return { form, redirect: redirectTo, carry, applyingFor: choice ? applyingForText(choice) : null };
}

/** Pages of a mailed link (access, reset password, verify e-mail): whether the link can still be used. */
export const linkLoader =
  (purpose: 'access' | 'reset' | 'verify') =>
  async ({ params, request, context }: Args): Promise<LinkPageData> => ({
    valid: await context!.source.linkValid(purpose, params.token ?? ''),
    token: params.token ?? '',
    next: purpose === 'verify' ? safeReturnPath(new URL(request.url).searchParams.get(RETURN_PARAM)) : null,
  });

/** /new/email-verified: the page to go on to, when the verification found one (a page of this site only). */
export async function emailVerifiedLoader({ request }: Args): Promise<{ next: string | null }> {
  return { next: safeReturnPath(new URL(request.url).searchParams.get(RETURN_PARAM)) };
}

/** /new/sign/:token: the guarantor's page, and what its link asks her to sign (null when it no longer works). */
export async function signingLinkLoader({ params, context }: Args): Promise<SignLinkPageData> {
  const token = params.token ?? '';
  return { summary: await context!.source.signingLink(token), token };
}

/** The signed-in student's area. */
export async function studentAreaLoader({ request, context }: Args): Promise<StudentAreaPageData> {
  const viewer = context!.viewer;
  if (!viewer) throw redirectOutside(`${BASE_PATH}/login?redirect=${encodeURIComponent(STUDENT_HOME)}`);
  if (!viewer.roles.includes('student')) throw data('Forbidden', { status: 403 });
  const query = new URL(request.url).searchParams;
  const verification = parseVerificationNotice(query.get(VERIFICATION_NOTICE_PARAM));
  const source = context!.source;
  const [area, applications, leaseApplications, roommate, selections] = await Promise.all([source.studentArea(viewer.id), source.studentApplications(viewer.id), source.studentLeaseApplications(viewer.id), source.studentRoommateProfile(viewer.id), source.studentSelectionSlots(viewer.id)]);
  return { ...area, applications, leaseApplications, verification, roommate, roommateNotice: parseRoommateNotice(query.get(ROOMMATE_NOTICE_PARAM)), selections };
}

/** /new/tenant/applications/:id: the signed-in student's own application, at the step its URL names. */
export async function studentApplicationLoader({ request, params, context }: Args): Promise<ApplicationPageData> {
  const viewer = context!.viewer;
  const url = new URL(request.url);
  if (!viewer) throw redirectOutside(`${BASE_PATH}/login?redirect=${encodeURIComponent(url.pathname)}`);
  if (!viewer.roles.includes('student')) throw data('Forbidden', { status: 403 });
  const id = pageId(params.id);
  const [application, email, leaseApplications] = await Promise.all([context!.source.studentApplication(viewer.id, id), context!.source.studentEmail(viewer.id), context!.source.studentLeaseApplications(viewer.id)]);
  if (!application) throw notFound();
  const step = url.searchParams.get(APPLICATION_STEP_PARAM);
  const verification = parseVerificationNotice(url.searchParams.get(VERIFICATION_NOTICE_PARAM));
  const hasLease = application.status === 'Approved' && leaseApplications.includes(application.id);
  return { application, step: step && STEP_IDS.includes(step) ? step : null, email, verification, hasLease };
}

/** The signed-in student viewing a personal page at `path`; anyone else is sent to sign in (and back) or refused. */
function signedInStudent({ context }: Args, path: string): Viewer {
  const viewer = context!.viewer;
  if (!viewer) throw redirectOutside(`${BASE_PATH}/login?redirect=${encodeURIComponent(path)}`);
  if (!viewer.roles.includes('student')) throw data('Forbidden', { status: 403 });
  return viewer;
}

/** /new/tenant/lease: the signed-in student's leases, and the periods they may renew into now. */
export async function studentLeaseLoader(args: Args): Promise<LeasePageData> {
  const viewer = signedInStudent(args, MY_LEASE_PATH);
  const [leases, renewals] = await Promise.all([args.context!.source.studentLeases(viewer.id), args.context!.source.studentRenewals(viewer.id)]);
  return { leases, renewals: renewalsToOffer(renewals) };
}

/** A record id as a page's query or form writes it (a bed of the renewal page, a payment of My balance); null for anything else. */
const idOfParam = (text: string | boolean | null | undefined): number | null => (typeof text === 'string' && /^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : null);

/**
 * /new/tenant/renew/:id: the signed-in student's renewal into the lease period, or why they cannot
 * renew into it, at the step its query names (`?choice=same_bed`, `?choice=transfer&bed=12`: the steps
 * without JavaScript); a renewal posted without JavaScript and refused comes back to its confirm step.
 */
export async function studentRenewLoader(args: Args): Promise<RenewPageData> {
  const id = pageId(args.params.id);
  const viewer = signedInStudent(args, renewalPath(id));
  const query = new URL(args.request.url).searchParams;
  const posted = args.context!.posted?.form === 'renewal' ? args.context!.posted.values : null;
  const choice = posted ? posted.choice : query.get(RENEWAL_CHOICE_PARAM);
  const want = { choice: RENEWAL_CHOICES.find((c) => c === choice) ?? null, bedId: idOfParam(posted ? posted.bed_id : query.get(RENEWAL_BED_PARAM)) } satisfies { choice: RenewalChoice | null; bedId: number | null };
  return { page: await args.context!.source.studentRenewalPage(viewer.id, id, want) };
}

/**
 * /new/tenant/balance: the ledgers of the signed-in student's executed leases, Pay now's terms when
 * online payments are on, and where a payment stands when the provider sent the student back with it
 * (`?payment={id}`, `&cancelled=1`); a Pay now posted without JavaScript comes back with its state.
 */
export async function studentBalanceLoader(args: Args): Promise<BalancePageData> {
  const viewer = signedInStudent(args, MY_BALANCE_PATH);
  const source = args.context!.source;
  const query = new URL(args.request.url).searchParams;
  const paymentId = idOfParam(query.get(PAYMENT_RETURN_PARAM));
  const [balances, returned, autopay] = await Promise.all([source.studentBalances(viewer.id), paymentId === null ? null : source.paymentReturn(viewer.id, paymentId, query.get(PAYMENT_CANCELLED_PARAM) === '1'), source.studentAutopay(viewer.id)]);
  const payNow = balances.length ? await source.payNowTerms(balances.map((b) => b.lease_id)) : null;
  return { balances, payNow, returned, autopay };
}

/** /new/tenant/maintenance: the signed-in student's maintenance requests and the report form. */
export async function studentMaintenanceLoader(args: Args): Promise<MaintenancePageData> {
  const data = await args.context!.source.studentMaintenance(signedInStudent(args, STUDENT_MAINTENANCE_PATH).id);
  const sent = Number(new URL(args.request.url).searchParams.get(SENT_PARAM));
  return { ...data, sent: data.tickets.some((t) => t.id === sent) ? sent : null };
}

/** /new/tenant/messages: the messages sent to the signed-in student and their text message choices (`?saved=1` after a save). */
export async function studentMessagesLoader(args: Args): Promise<MessagesPageData> {
  const data = await args.context!.source.studentMessages(signedInStudent(args, STUDENT_MESSAGES_PATH).id);
  return { ...data, saved: new URL(args.request.url).searchParams.get(SAVED_PARAM) === '1' };
}

/**
 * /new/tenant/select/:id: the signed-in student's bed map of the lease period (room selection), at
 * the building and with the filters its query names; a leader's beds chosen so far travel in the
 * query too (`?picks=12,15`, and `&pick=9` from a bed's button without JavaScript: chosen, or taken back).
 */
export async function studentSelectLoader(args: Args): Promise<SelectPageData> {
  const id = pageId(args.params.id);
  const viewer = signedInStudent(args, selectionPath(id));
  const query = new URL(args.request.url).searchParams;
  const pick = idOfParam(query.get(Q.pick));
  const picks = parsePicks(query.get(Q.picks), GROUP_MAX);
  const want = {
    building: query.get(Q.building),
    filters: { room_type: query.get(Q.roomType) ?? '', max_price: query.get(Q.maxPrice) ?? '' },
    picks: pick === null ? picks : togglePick(picks, pick, GROUP_MAX),
  };
  const page = await args.context!.source.studentSelectionPage(viewer.id, id, want);
  if (!page) throw notFound();
  return { page, periodId: id, me: viewer.id, joined: query.get(Q.joined) === '1' };
}

/** /new/tenant/roommates/:token: a roommate invitation the mailed link names, for the signed-in student to accept. */
export async function roommateInvitationLoader(args: Args): Promise<RoommateInvitationPageData> {
  const token = args.params.token ?? '';
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound();
  const viewer = signedInStudent(args, roommateInvitationPath(token));
  const invitation = await args.context!.source.roommateInvitation(viewer.id, token);
  if (!invitation) throw notFound();
  return { invitation };
}
