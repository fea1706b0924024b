import { Navigate } from '../../lib/router';
import { LandingPage } from '../../features/landing';
import { useSession } from '../../lib/useSession';
import { paths } from '../../config/paths';

/** "/": visitors see the landing page; a logged-in user goes to the dashboard. */
export function HomeRoute() {
  const session = useSession();
  if (session) return <Navigate to={paths.dashboard} replace />;
  return <LandingPage />;
}
