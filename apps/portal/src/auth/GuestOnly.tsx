import { useUser } from '@portal/widgets';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { returnPathFromState } from './safeRedirect';

/** Login and registration: a logged-in player is sent to the origin path (if safe) or /. */
export function GuestOnly() {
  const user = useUser();
  const location = useLocation();
  if (user.status === 'signedIn')
    return <Navigate to={returnPathFromState(location.state)} replace />;
  return <Outlet />;
}
