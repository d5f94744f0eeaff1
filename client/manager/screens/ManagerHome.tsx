import { Navigate } from 'react-router-dom';
import { managerRoute } from '../../../shared/alerts/manager-links';
import { homePathFor } from '../../../shared/role-home';
import { useManager } from '../context';

/** The manager area's own address: where the signed-in staff member lands after sign-in (managers on Alerts). */
export function ManagerHome() {
  const { me } = useManager();
  return <Navigate to={managerRoute(homePathFor(me.roles))} replace />;
}
