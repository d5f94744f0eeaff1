import { Navigate } from 'react-router-dom';
import { BASE_PATH } from '../../../shared/constants';
import { homePathFor } from '../../../shared/role-home';
import { useManager } from '../context';

const AREA = `${BASE_PATH}/manager`;

/** The manager area's own address sends staff where signing in does (maintenance staff to their tickets), within this router. */
export function StaffHome() {
  const { me } = useManager();
  const home = homePathFor(me.roles);
  return <Navigate to={home.startsWith(`${AREA}/`) ? home.slice(AREA.length) : '/settings'} replace />;
}
