import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export interface PasswordReset {
  token: string;
  newPassword: string;
}

/**
 * POST /reset-password/reset-password, without a bearer token. Nothing cached changes: the
 * visitor has no session, and the page leaves for /login once the server agrees.
 */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: PasswordReset) => call('POST /reset-password/reset-password', { body, auth: false }),
  });
}
