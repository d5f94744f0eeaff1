import { Navigate } from 'react-router-dom';
import { managerRoute } from '../../../shared/alerts/manager-links';
import { MANAGER_PATH } from '../../../shared/constants';
import { homePathFor } from '../../../shared/role-home';
import { useManager } from '../context';

/** The manager area's own address sends staff where signing in does (managers to Alerts, maintenance staff to their tickets), within this router. */
export function StaffHome() {
  const { me } = useManager();
  const home = homePathFor(me.roles);
  return <Navigate to={home.startsWith(`${MANAGER_PATH}/`) ? managerRoute(home) : '/settings'} replace />;
}
