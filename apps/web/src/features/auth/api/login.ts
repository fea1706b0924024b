import type { LoginBody } from '@okuryazar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { saveSession } from '../../../lib/session';
import { useSingleFlightMutation } from '../../../lib/singleFlightMutation';

/**
 * POST /auth/login. Whatever was cached belonged to nobody or to someone else: the cache is
 * emptied, then the session the server answered is stored.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: (body: LoginBody) => call('POST /auth/login', { body, auth: false }),
    onSuccess: (res) => {
      queryClient.clear();
      saveSession({ token: res.token, userId: res.user_id, username: res.username });
    },
  });
}
