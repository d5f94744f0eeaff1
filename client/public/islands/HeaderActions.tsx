import { useState } from 'react';
import { styled } from 'styled-components';
import { BASE_PATH } from '../../../shared/constants';
import { homePathFor } from '../../../shared/role-home';
import { theme } from '../../ui/theme';
import { requestAuth } from '../events';

export type Viewer = { id: number; first_name: string; roles: string[] };
export type HeaderActionsProps = { viewer: Viewer | null };

const Row = styled.nav`
  display: flex;
  align-items: center;
  gap: 10px;
`;

const linkStyle = `
  font: inherit;
  font-weight: 600;
  font-size: 0.95rem;
  padding: 8px 16px;
  border-radius: ${theme.radius};
  text-decoration: none;
  cursor: pointer;
`;

const Primary = styled.a`
  ${linkStyle}
  background: ${theme.color.action};
  color: #fff;
`;

const Secondary = styled.button`
  ${linkStyle}
  background: transparent;
  border: 1px solid ${theme.color.border};
  color: ${theme.color.text};
`;

/** Sign In for visitors; My Profile and Log Out for students; the manager area for staff. */
export function HeaderActions({ viewer }: HeaderActionsProps) {
  const [busy, setBusy] = useState(false);
  if (!viewer) {
    // Without JavaScript the link opens the sign-in page; with it, the sign-in modal.
    const openLogin = (event: React.MouseEvent) => {
      event.preventDefault();
      requestAuth({ form: 'login' });
    };
    return (
      <Row aria-label="Account">
        <Primary href={`${BASE_PATH}/login`} onClick={openLogin}>
          Sign In
        </Primary>
      </Row>
    );
  }

  const logOut = async () => {
    setBusy(true);
    try {
      // A plain fetch, not the forms' request helpers: the header hydrates as every page loads, and they
      // would add a file and 0.7 KB to it; Log Out reads no answer.
      await fetch('/api/logout/', { method: 'POST', headers: { Accept: 'application/json' } });
    } finally {
      // Log Out clears every stored value, whatever the server answered.
      localStorage.clear();
      sessionStorage.clear();
      window.location.assign(`${BASE_PATH}/`);
    }
  };
  const isStudent = viewer.roles.includes('student');
  return (
    <Row aria-label="Account">
      {isStudent ? <Primary href={`${BASE_PATH}/tenant/reservations`}>My Profile</Primary> : <Primary href={homePathFor(viewer.roles)}>Manager area</Primary>}
      <Secondary type="button" onClick={logOut} disabled={busy}>
        Log Out
      </Secondary>
    </Row>
  );
}
