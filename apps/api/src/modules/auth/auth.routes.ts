import { MSG, type accountApi } from '@okuryazar/shared';
import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { loginUser, registerUser } from './auth.service';

type AuthKey = Extract<keyof typeof accountApi, `${string} /auth/${string}`>;

export function authHandlers(ctx: AppContext): RouteHandlers<AuthKey> {
  return {
    'POST /auth/register': async (request) => {
      const { userId } = await registerUser(ctx, request.body);
      return { message: MSG.registerSuccess, user_id: userId };
    },
    'POST /auth/login': async (request) => {
      const result = await loginUser(ctx, request.body, request.ip);
      return { token: result.token, user_id: result.userId, username: result.username };
    },
  };
}
