import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { BASE_PATH } from '../../shared/constants';
import { pageTitle } from '../../shared/page-title';
import { getJson, requestJson } from '../api/http';
import { GlobalStyle } from '../ui/GlobalStyle';
import { theme } from '../ui/theme';

type Me = { id: number; email: string; first_name: string; last_name: string; roles: string[] };

const Bar = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 12px 20px;
  background: ${theme.color.darkPrimary};
  color: #fff;
`;

const Button = styled.button`
  background: transparent;
  color: #fff;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${theme.radius};
  padding: 6px 14px;
  font: inherit;
  cursor: pointer;
`;

/** The manager area's frame: who is signed in, and signing out. */
export function ManagerApp() {
  const [me, setMe] = useState<Me | null>(null);
  useEffect(() => {
    document.title = pageTitle('Manager');
    getJson<Me>('/api/users/me/')
      .then(setMe)
      .catch(() => window.location.assign(`${BASE_PATH}/login?redirect=${encodeURIComponent(location.pathname)}`));
  }, []);
  const logOut = async () => {
    await requestJson('POST', '/api/logout/');
    window.location.assign(`${BASE_PATH}/`);
  };
  return (
    <>
      <GlobalStyle />
      <Bar>
        <strong>Manager area</strong>
        {me && (
          <span>
            {me.first_name || me.email} <Button onClick={logOut}>Log Out</Button>
          </span>
        )}
      </Bar>
    </>
  );
}
