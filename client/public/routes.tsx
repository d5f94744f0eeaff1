import { data, type RouteObject } from 'react-router-dom';
import { pageTitle } from '../../shared/page-title';
import type { PropertyPageData } from '../../shared/types/public';
import type { PublicDataSource } from './data-source';
import { HomePage } from './pages/HomePage';
import { PropertyPage } from './pages/PropertyPage';
import { PublicLayout } from './PublicLayout';
import type { RootData, RouteHandle } from './route-meta';

const notFound = () => data('Not Found', { status: 404 });

/** The public routes (under the /new basename), with loaders over the given data source. */
export function createPublicRoutes(source: PublicDataSource): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <PublicLayout />,
      loader: async (): Promise<RootData> => {
        const organization = await source.organization();
        if (!organization) throw notFound();
        return { organization, year: new Date().getFullYear() };
      },
      children: [
        {
          index: true,
          element: <HomePage />,
          loader: () => source.home(),
          handle: { title: (_data, root) => pageTitle(root.organization.name) } satisfies RouteHandle,
        },
        {
          path: 'property/:id',
          element: <PropertyPage />,
          loader: async ({ params }) => {
            const id = Number(params.id);
            if (!Number.isSafeInteger(id) || id < 1) throw notFound();
            const page = await source.property(id);
            if (!page) throw notFound();
            return page;
          },
          handle: { title: (d) => pageTitle((d as PropertyPageData).property.name) } satisfies RouteHandle,
        },
      ],
    },
  ];
}
