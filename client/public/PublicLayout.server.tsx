import { Outlet, useMatches, useRouteLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PropertyPageData } from '../../shared/types/public';
import { GlobalStyle } from '../ui/GlobalStyle';
import { PublicFooter } from './components/PublicFooter.server';
import { PublicHeader } from './components/PublicHeader.server';
import { AuthHost } from './islands/AuthHost';
import { Island } from './islands/Island.server';
import { routeBare, type RootData } from './route-meta.server';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  & > main { flex: 1; }
`;

/** The property shown by the current route, if it is a property page. */
function currentProperty(matches: { data: unknown }[]): PropertyPageData['property'] | null {
  const page = matches[matches.length - 1]?.data as Partial<PropertyPageData> | undefined;
  return page?.property ?? null;
}

/** Header, page and footer around every public route (rendered on the server only). */
export function PublicLayout() {
  const root = useRouteLoaderData('root') as RootData;
  const matches = useMatches();
  const property = currentProperty(matches);
  const bare = routeBare(matches);
  const social = property && (property.facebook || property.twitter || property.instagram) ? property : root.organization;
  return (
    <Page>
      <GlobalStyle />
      <PublicHeader organization={root.organization} property={property} viewer={root.viewer} bare={bare} />
      <main id="main">
        <Outlet />
      </main>
      {!root.viewer && !bare && <Island name="auth-host" component={AuthHost} props={{}} />}
      <PublicFooter organization={root.organization} social={social} year={root.year} barBelow={!!property} />
    </Page>
  );
}
