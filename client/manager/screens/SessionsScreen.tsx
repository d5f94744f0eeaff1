import { useState } from 'react';
import { styled } from 'styled-components';
import { ScreenIntro } from '../components/ScreenBar';
import { BASE_PATH } from '../../../shared/constants';
import type { ApiSession } from '../../../shared/types/sessions';
import { StackList as List } from '../../ui/StackList';
import { theme } from '../../ui/theme';
import { api } from '../api';
import { formatDateTime } from '../components/date-time';
import { Loading, useLoad } from '../components/use-load';
import { useManager } from '../context';

const Item = styled.li<{ $current: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 10px 18px;
  align-items: center;
  justify-content: space-between;
  padding: 14px 16px;
  background: #fff;
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  border-left: 4px solid ${({ $current }) => ($current ? theme.color.action : 'transparent')};
  h2 { margin: 0 0 4px; font-size: 1rem; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; font-size: 0.9rem; }
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; }
  button { font: inherit; border: 1px solid ${theme.color.border}; background: #fff; color: #B42318; border-radius: ${theme.radius}; padding: 7px 12px; cursor: pointer; }
  button:disabled { opacity: 0.6; cursor: progress; }
`;

const Tag = styled.span`
  margin-left: 8px;
  padding: 1px 8px;
  border-radius: 10px;
  background: ${theme.color.action};
  color: #fff;
  font-size: 0.8rem;
  font-weight: 600;
`;


/** Where the signed-in staff member is signed in (browsers and API tokens), each with Revoke. */
export function SessionsScreen() {
  const { notify } = useManager();
  const [busy, setBusy] = useState<number | null>(null);
  const load = useLoad('sessions', (signal) => api.sessions(signal), { onFailed: () => notify({ tone: 'error', text: "Couldn't load your sessions" }) });

  const revoke = async (session: ApiSession) => {
    setBusy(session.id);
    try {
      await api.revokeSession(session.id);
    } catch {
      setBusy(null);
      notify({ tone: 'error', text: "Couldn't revoke the session" });
      return;
    }
    if (session.current) {
      localStorage.clear();
      sessionStorage.clear();
      window.location.assign(`${BASE_PATH}/login`);
      return;
    }
    setBusy(null);
    load.update((all) => all.filter((s) => s.id !== session.id));
    notify({ tone: 'success', text: 'Session revoked' });
  };

  const rows = load.data;
  if (!rows) return <Loading load={load} failed="Couldn't load your sessions">{() => null}</Loading>;
  return (
    <>
      <ScreenIntro>
        Everywhere you are signed in. Revoke a session you do not recognise or no longer use: that browser or app is signed out. Revoking this browser signs you out here.
      </ScreenIntro>
      <List aria-label="Sessions">
        {rows.map((s) => {
          const device = s.user_agent || 'Unknown device';
          return (
            <Item key={s.id} $current={s.current} data-testid="session-row">
              <div>
                <h2>
                  {device}
                  {s.current && <Tag>This browser</Tag>}
                </h2>
                <dl>
                  <dt>Kind</dt>
                  <dd>{s.browser ? 'Session (cookie and token)' : 'API token only'}</dd>
                  <dt>Signed in</dt>
                  <dd>{formatDateTime(s.created_at)}</dd>
                  <dt>Last used</dt>
                  <dd>{formatDateTime(s.last_used_at)}</dd>
                </dl>
              </div>
              <button type="button" disabled={busy === s.id} onClick={() => void revoke(s)} aria-label={s.current ? 'Revoke this browser and sign out' : `Revoke ${device}, signed in ${formatDateTime(s.created_at)}`}>
                {s.current ? 'Revoke and sign out' : 'Revoke'}
              </button>
            </Item>
          );
        })}
      </List>
    </>
  );
}
