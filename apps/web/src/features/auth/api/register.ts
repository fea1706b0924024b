import type { RegisterBody } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { useSingleFlightMutation } from '../../../lib/singleFlightMutation';

/** POST /auth/register. Nothing is cached for a visitor, and the new account logs in afterwards. */
export function useRegister() {
  return useSingleFlightMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: (body: RegisterBody) => call('POST /auth/register', { body, auth: false }),
  });
}
