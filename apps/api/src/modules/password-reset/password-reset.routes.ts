import type { accountApi } from '@okuryazar/shared';
import type { AppContext } from '../../lib/context';
import type { Mailer } from '../../lib/mailer';
import type { RouteHandlers } from '../../lib/route-table';
import { requestReset, resetPassword, resetTokenStatus } from './password-reset.service';

type ResetKey = Extract<keyof typeof accountApi, `${string} /reset-password/${string}`>;

export function passwordResetHandlers(ctx: AppContext, mailer: Mailer): RouteHandlers<ResetKey> {
  return {
    'POST /reset-password/send-reset-email': (request) => requestReset(ctx, mailer, request.body.email),
    'POST /reset-password/reset-password': (request) => resetPassword(ctx, request.body.token, request.body.newPassword),
    'GET /reset-password/:token/status': (request, reply) => {
      reply.header('cache-control', 'no-store');
      return resetTokenStatus(ctx, request.params.token);
    },
  };
}
