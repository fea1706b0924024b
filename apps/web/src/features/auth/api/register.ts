import type { RegisterBody } from '@okuryazar/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** POST /auth/register. Nothing is cached for a visitor, and the new account logs in afterwards. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => call('POST /auth/register', { body, auth: false }),
  });
}
