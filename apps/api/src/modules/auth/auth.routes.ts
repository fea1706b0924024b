import { MSG, type accountApi } from '@okuryazar/shared';
import type { AppContext } from '../../lib/context';
import { clearPageSession, setPageSession } from '../../lib/page-cookie';
import type { RouteHandlers } from '../../lib/route-table';
import { loginUser, registerUser } from './auth.service';

type AuthKey = Extract<keyof typeof accountApi, `${string} /auth/${string}`>;

export function authHandlers(ctx: AppContext): RouteHandlers<AuthKey> {
  return {
    'POST /auth/register': async (request) => {
      const { userId } = await registerUser(ctx, request.body);
      return { message: MSG.registerSuccess, user_id: userId };
    },
    'POST /auth/login': async (request, reply) => {
      const result = await loginUser(ctx, request.body, request.ip);
      await setPageSession(ctx, reply, result.token);
      return { token: result.token, user_id: result.userId, username: result.username };
    },
    // Takes no token: it only drops this browser's page cookie; the token is the client's to forget.
    'POST /auth/logout': (_request, reply) => {
      clearPageSession(ctx, reply);
      return { message: MSG.loggedOut };
    },
  };
}
