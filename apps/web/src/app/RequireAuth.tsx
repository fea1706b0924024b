import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../lib/router';
import { useSession } from '../lib/useSession';
import { isLoggingOut } from '../features/auth';
import { paths } from '../config/paths';

/** docs/PRODUCT.md#screens: a missing stored token sends the user to /login on every logged-in screen. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    if (isLoggingOut()) return null;
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  }
  return <>{children}</>;
}
