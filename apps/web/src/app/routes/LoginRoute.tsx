import { useEffect } from 'react';
import { Navigate, useSearchParams } from '../../lib/router';
import { useAuthModal } from '../../features/auth';
import { LandingPage } from '../../features/landing';
import { useSession } from '../../lib/useSession';
import { paths } from '../../config/paths';

/** "/login": the landing page with the auth modal open (login, or signup with ?mode=signup). */
export function LoginRoute() {
  const session = useSession();
  const [params] = useSearchParams();
  const { openAuth } = useAuthModal();
  const mode = params.get('mode') === 'signup' ? 'signup' : 'login';

  useEffect(() => {
    if (!session) openAuth(mode);
  }, [mode, openAuth, session]);

  if (session) return <Navigate to={paths.dashboard} replace />;
  return <LandingPage />;
}
