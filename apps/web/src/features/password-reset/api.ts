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
