import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/**
 * GET /reset-password/{token}/status: whether the link still works, asked when the page
 * opens (it does not use the token up). No retries: on any failure the page shows the form
 * and the reset call itself decides. Like the other reset calls, it carries no bearer token.
 */
export function useResetTokenStatus(token: string) {
  return useQuery({
    queryKey: ['reset-password', 'status', token],
    queryFn: ({ signal }) => call('GET /reset-password/:token/status', { params: { token }, signal, auth: false }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
