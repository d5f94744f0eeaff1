import { useEffect } from 'react';
import { Outlet, useMatches, useParams, useRouteLoaderData } from 'react-router-dom';
import { GlobalStyle } from '../ui/GlobalStyle';
import { PublicFooter } from './components/PublicFooter';
import { PublicHeader } from './components/PublicHeader';
import { routeTitle, type RootData } from './route-meta';

/** Header, page and footer around every public route; keeps document.title in step on navigation. */
export function PublicLayout() {
  const root = useRouteLoaderData('root') as RootData;
  const matches = useMatches();
  const params = useParams();
  const title = routeTitle(matches, root);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => window.scrollTo(0, 0), [matches[matches.length - 1]?.pathname]);
  const propertyId = params.id ? Number(params.id) : undefined;
  return (
    <>
      <GlobalStyle />
      <PublicHeader organization={root.organization} propertyId={propertyId} />
      <main>
        <Outlet />
      </main>
      <PublicFooter organization={root.organization} year={root.year} />
    </>
  );
}
