import { useEffect } from 'react';
import { Outlet, useMatches, useParams, useRouteLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { GlobalStyle } from '../ui/GlobalStyle';
import { PublicFooter } from './components/PublicFooter';
import { PublicHeader } from './components/PublicHeader';
import { routeTitle, type RootData } from './route-meta';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  & > main { flex: 1; }
`;

/** Header, page and footer around every public route; keeps document.title in step on navigation. */
export function PublicLayout() {
  const root = useRouteLoaderData('root') as RootData;
  const matches = useMatches();
  const params = useParams();
  const title = routeTitle(matches, root);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const pathname = matches[matches.length - 1]?.pathname;
  // Every navigation starts at the top (the spec's router rule).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const propertyId = params.id ? Number(params.id) : undefined;
  return (
    <Page>
      <GlobalStyle />
      <PublicHeader organization={root.organization} propertyId={propertyId} />
      <main>
        <Outlet />
      </main>
      <PublicFooter organization={root.organization} year={root.year} />
    </Page>
  );
}
