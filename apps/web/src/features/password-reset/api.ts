import type { ResetTokenStatus } from '@okuryazar/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

interface MessageResponse {
  message: string;
}

/** POST /reset-password/send-reset-email: no bearer token (SPEC §7). */
export function requestResetEmail(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/reset-password/send-reset-email', {
    method: 'POST',
    body: { email },
    auth: false,
  });
}

/** POST /reset-password/reset-password: no bearer token (SPEC §7). */
export function resetPassword(token: string, newPassword: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/reset-password/reset-password', {
    method: 'POST',
    body: { token, newPassword },
    auth: false,
  });
}

/**
 * GET /reset-password/{token}/status: whether the link still works, asked when the page
 * opens (it does not use the token up). No retries: on any failure the page shows the form
 * and the reset call itself decides.
 */
export function useResetTokenStatus(token: string) {
  return useQuery({
    queryKey: ['reset-password', 'status', token],
    queryFn: ({ signal }) =>
      apiRequest<ResetTokenStatus>(`/reset-password/${encodeURIComponent(token)}/status`, { signal, auth: false }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
