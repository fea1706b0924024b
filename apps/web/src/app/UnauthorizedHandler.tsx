import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from '../lib/router';
import { setUnauthorizedHandler } from '../lib/api';
import { paths } from '../config/paths';

/** A 401 from the API (session already cleared by apiRequest) goes to /login without a reload. */
export function UnauthorizedHandler() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.clear();
      void navigate(paths.login, { replace: true });
    });
    return () => setUnauthorizedHandler(() => window.location.assign(paths.login));
  }, [navigate, queryClient]);
  return null;
}
