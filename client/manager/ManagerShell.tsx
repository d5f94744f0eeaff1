import { useCallback, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useMatches, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { BASE_PATH } from '../../shared/constants';
import { pageTitle } from '../../shared/page-title';
import { GlobalStyle } from '../ui/GlobalStyle';
import { theme } from '../ui/theme';
import type { InboxCounts } from '../../shared/types/manager';
import { api } from './api';
import { CountBadge } from './components/CountBadge';
import { PropertySelector } from './components/PropertySelector';
import { Snackbar } from './components/Snackbar';
import { Loading, useLoad } from './components/use-load';
import { ManagerContext, type Notice } from './context';
import { Content, ShellLoading } from './ShellLoading';

export type Crumb = { crumb?: string };

const setDocumentTitle = (title: string) => {
  document.title = title;
};

const Layout = styled.div<{ $nav: boolean }>`
  min-height: 100vh;
  display: grid;
  grid-template-columns: ${({ $nav }) => ($nav ? '220px 1fr' : '1fr')};
  @media (max-width: 800px) { grid-template-columns: 1fr; grid-template-rows: auto 1fr; }
`;

const Side = styled.nav`
  background: ${theme.color.darkPrimary};
  color: #fff;
  padding: 18px 12px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  strong { padding: 0 10px 14px; font-size: 1.05rem; }
  a { display: flex; justify-content: space-between; align-items: center; gap: 8px; padding: 10px; border-radius: 8px; color: #D6DAE2; text-decoration: none; }
  a.active, a:hover { background: rgba(255, 255, 255, 0.1); color: #fff; }
  @media (max-width: 800px) { flex-direction: row; flex-wrap: wrap; align-content: flex-start; padding: 12px; strong { width: 100%; padding-bottom: 6px; } }
`;

const Main = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 20px;
  background: #fff;
  border-bottom: 1px solid ${theme.color.border};
  ol { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; margin: 0; padding: 0; color: ${theme.color.muted}; }
  li + li::before { content: '/'; margin-right: 6px; }
  li a { color: inherit; }
  li:last-child { color: ${theme.color.text}; font-weight: 600; }
  div { display: flex; gap: 10px; align-items: center; }
  button.logout { font: inherit; border: 1px solid ${theme.color.border}; background: #fff; border-radius: 8px; padding: 7px 12px; cursor: pointer; }
`;

/** The manager area's frame: navigation with real counts, breadcrumbs and title, property selector, snackbar. */
export function ManagerShell() {
  const [selected, setSelected] = useState<number[]>([]);
  const [counts, setCounts] = useState<InboxCounts>({ reservations_unopened: 0, messages_unread: 0, applications_unopened: 0, collections_past_due: 0, tickets_new: 0, alerts: 0 });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [params] = useSearchParams();
  const fromOrigin = params.has('from-origin');
  const trail = useMatches()
    .map((m) => ({ crumb: (m.handle as Crumb | undefined)?.crumb, path: m.pathname }))
    .filter((c): c is { crumb: string; path: string } => !!c.crumb);
  const crumbs = trail.map((c) => c.crumb);

  const title = pageTitle(...crumbs);
  useEffect(() => setDocumentTitle(title), [title]);

  // The organization loads once, with who is signed in, the saved selection and the counts.
  const load = useLoad(
    'shell',
    async (signal) => {
      const [me, organization, prefs, c] = await Promise.all([api.me(signal), api.organization(signal), api.preferences(signal), api.counts(signal)]);
      return { me, organization, prefs, counts: c };
    },
    {
      onLoaded: ({ organization, prefs, counts: c }) => {
        const own = prefs.selected_property_ids.filter((id) => organization.properties.some((p) => p.id === id));
        setSelected(own.length ? own : organization.properties.slice(0, 1).map((p) => p.id));
        setCounts(c);
      },
    },
  );

  const choose = useCallback((ids: number[]) => {
    setSelected(ids);
    api.savePreferences(ids).catch(() => setNotice({ tone: 'error', text: 'Couldn’t save your property choice' }));
  }, []);

  const state = load.data;
  if (!state)
    return (
      <ShellLoading>
        <Loading load={load} failed="Couldn't load the organization">
          {() => null}
        </Loading>
      </ShellLoading>
    );
  const logOut = async () => {
    await api.logout().catch(() => undefined);
    localStorage.clear();
    sessionStorage.clear();
    window.location.assign(`${BASE_PATH}/`);
  };
  const value = {
    me: state.me,
    organization: state.organization,
    selectedPropertyIds: selected,
    setSelectedPropertyIds: choose,
    counts,
    setCounts,
    notify: setNotice,
    canWrite: state.me.roles.includes('manager'),
  };
  return (
    <ManagerContext.Provider value={value}>
      <GlobalStyle />
      <Snackbar notice={notice} onClose={() => setNotice(null)} />
      <Layout $nav={!fromOrigin}>
        {!fromOrigin && (
          <Side aria-label="Manager navigation">
            <strong>{state.organization.name}</strong>
            <NavLink to="/alerts">
              Alerts {counts.alerts > 0 && <CountBadge aria-label={`${counts.alerts} to handle`}>{counts.alerts}</CountBadge>}
            </NavLink>
            <NavLink to="/settings">Settings</NavLink>
            <NavLink to="/reservations">
              Reservations {counts.reservations_unopened > 0 && <CountBadge aria-label={`${counts.reservations_unopened} open`}>{counts.reservations_unopened}</CountBadge>}
            </NavLink>
            {state.me.roles.includes('manager') && (
              <NavLink to="/applications">
                Applications {counts.applications_unopened > 0 && <CountBadge aria-label={`${counts.applications_unopened} not opened`}>{counts.applications_unopened}</CountBadge>}
              </NavLink>
            )}
            <NavLink to="/leases">Leases</NavLink>
            {state.me.roles.includes('manager') && (
              <NavLink to="/collections">
                Collections {counts.collections_past_due > 0 && <CountBadge aria-label={`${counts.collections_past_due} past due`}>{counts.collections_past_due}</CountBadge>}
              </NavLink>
            )}
            {state.me.roles.includes('manager') && <NavLink to="/renewals">Renewals</NavLink>}
            {state.me.roles.includes('manager') && <NavLink to="/selection">Room selection</NavLink>}
            <NavLink to="/tickets">
              Tickets {counts.tickets_new > 0 && <CountBadge aria-label={`${counts.tickets_new} new`}>{counts.tickets_new}</CountBadge>}
            </NavLink>
            <NavLink to="/messages">
              Messages {counts.messages_unread > 0 && <CountBadge aria-label={`${counts.messages_unread} unread`}>{counts.messages_unread}</CountBadge>}
            </NavLink>
            {state.me.roles.includes('manager') && <NavLink to="/send-message">Send message</NavLink>}
            <NavLink to="/sessions">Sessions</NavLink>
          </Side>
        )}
        <Main>
          <Top>
            <ol aria-label="Breadcrumbs">
              {trail.map((c, i) => (
                <li key={c.path}>{i < trail.length - 1 ? <Link to={c.path}>{c.crumb}</Link> : c.crumb}</li>
              ))}
            </ol>
            <div>
              <PropertySelector />
              <button className="logout" type="button" onClick={logOut}>
                Log Out
              </button>
            </div>
          </Top>
          <Content>
            <Outlet />
          </Content>
        </Main>
      </Layout>
    </ManagerContext.Provider>
  );
}
