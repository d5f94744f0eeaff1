import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { BASE_PATH } from '../../shared/constants';
import { pageTitle } from '../../shared/page-title';
import { homePathFor, safeRedirect, STUDENT_HOME } from '../../shared/role-home';
import { CarrySchema } from '../../shared/schemas/auth';
import type { HomePageData, PropertyPageData } from '../../shared/types/public';
import type { PublicRequestContext } from './data-source';
import { AccessLinkPage, AuthRoutePage, ResetPasswordPage, StudentReservationsPage, type AuthRouteData, type LinkPageData } from './pages/AccountPages';
import { HomePage } from './pages/HomePage';
import { PropertyPage } from './pages/PropertyPage';
import { PublicLayout } from './PublicLayout';
import type { PreloadImage, RootData, RouteHandle } from './route-meta';

const notFound = () => data('Not Found', { status: 404 });

/** The router puts its basename before redirect paths; this header names a path outside /new/. */
export const OUTSIDE_BASENAME_HEADER = 'X-Redirect-Outside-Basename';
const redirectOutside = (path: string) => redirect(path, { headers: { [OUTSIDE_BASENAME_HEADER]: path } });

export type IndexData = ({ kind: 'home' } & HomePageData) | ({ kind: 'property' } & PropertyPageData);

type Args = LoaderFunctionArgs<PublicRequestContext>;

async function rootLoader({ context }: Args): Promise<RootData> {
  const organization = await context!.source.organization();
  if (!organization) throw notFound();
  // A company that does not serve this site sends visitors to its own website, else to /home.
  if (!organization.serve_new_site) throw organization.organization_url ? redirect(organization.organization_url) : redirectOutside('/home');
  return { organization, year: new Date().getFullYear(), viewer: context!.viewer };
}

async function loadProperty(context: PublicRequestContext, id: number): Promise<PropertyPageData> {
  const organization = await context.source.organization();
  const page = organization && (await context.source.property(organization.id, id));
  if (!page) throw notFound();
  if (page.property.status === 'DISABLED') throw redirectOutside(`${BASE_PATH}/`);
  return page;
}

async function indexLoader({ context }: Args): Promise<IndexData> {
  const ctx = context!;
  const organization = (await ctx.source.organization())!;
  const vanity = await ctx.source.vanityProperty(ctx.host);
  const vanityPage = vanity ? await ctx.source.property(organization.id, vanity) : null;
  // A vanity host shows its property at /new/; a disabled one shows the company's home instead.
  if (vanityPage && vanityPage.property.status === 'RUNNING') return { kind: 'property', ...vanityPage };
  if (organization.properties.length === 1) throw redirect(`/property/${organization.properties[0]!.id}`);
  return { kind: 'home', ...(await ctx.source.home(organization.id)) };
}

async function propertyLoader({ params, context }: Args): Promise<PropertyPageData> {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound();
  return loadProperty(context!, id);
}

async function authLoader({ request, context }: Args, form: 'login' | 'register'): Promise<AuthRouteData> {
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirect(params.get('redirect'));
  // Someone already signed in goes on to where they were headed, or to their area.
  if (context!.viewer) throw redirectOutside(redirectTo ?? homePathFor(context!.viewer.roles));
  const carry = CarrySchema.safeParse(Object.fromEntries(params));
  return { form, redirect: redirectTo, carry: carry.success ? carry.data : {} };
}

const linkLoader =
  (purpose: 'access' | 'reset') =>
  async ({ params, context }: Args): Promise<LinkPageData> => ({ valid: await context!.source.linkValid(purpose, params.token ?? ''), token: params.token ?? '' });

async function studentAreaLoader({ context }: Args) {
  const viewer = context!.viewer;
  if (!viewer) throw redirectOutside(`${BASE_PATH}/login?redirect=${encodeURIComponent(STUDENT_HOME)}`);
  if (!viewer.roles.includes('student')) throw data('Forbidden', { status: 403 });
  return context!.source.studentArea(viewer.id);
}

/** Pages whose content depends on a secret in their URL are never kept in the render cache. */
const personal: RouteHandle = { cache: false };

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
            preload: (d) => ((d as IndexData).kind === 'property' ? heroOf(d as PropertyPageData) : null),
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
        { path: 'login', element: <AuthRoutePage />, loader: (args) => authLoader(args, 'login'), handle: { title: () => pageTitle('Sign In') } satisfies RouteHandle },
        { path: 'register', element: <AuthRoutePage />, loader: (args) => authLoader(args, 'register'), handle: { title: () => pageTitle('Register') } satisfies RouteHandle },
        { path: 'access/:token', element: <AccessLinkPage />, loader: linkLoader('access'), handle: { ...personal, title: () => pageTitle('Sign in') } satisfies RouteHandle },
        { path: 'reset-password/:token', element: <ResetPasswordPage />, loader: linkLoader('reset'), handle: { ...personal, title: () => pageTitle('Reset password') } satisfies RouteHandle },
        { path: 'tenant/reservations', element: <StudentReservationsPage />, loader: studentAreaLoader, handle: { ...personal, title: () => pageTitle('My reservations') } satisfies RouteHandle },
      ],
    },
  ];
}
