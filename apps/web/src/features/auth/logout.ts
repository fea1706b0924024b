import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../lib/api';
import { useNavigate } from '../../lib/router';
import { clearSession } from '../../lib/session';
import { paths } from '../../config/paths';

/*
 * While a logout is under way the protected screen loses its session before the router
 * reaches "/"; RequireAuth must not bounce to /login in that moment.
 */
let loggingOut = false;
export const isLoggingOut = () => loggingOut;
export const endLogout = () => {
  loggingOut = false;
};

/** Logout: asks the server to drop the page cookie, clears the stored session and cached data, then goes to "/" (docs/PRODUCT.md#screens). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    loggingOut = true;
    // The server drops the page cookie (docs/PRODUCT.md#api-account); the token is forgotten
    // here. Not awaited: leaving must not wait on the network, and keepalive outlives the page.
    void call('POST /auth/logout', { auth: false, keepalive: true }).catch(() => undefined);
    clearSession();
    queryClient.clear();
    void Promise.resolve(navigate(paths.home, { replace: true })).finally(() => {
      window.setTimeout(endLogout, 0);
    });
  }, [navigate, queryClient]);
}
