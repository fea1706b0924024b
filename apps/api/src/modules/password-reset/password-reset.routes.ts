import {
  errorBodySchema,
  messageResponseSchema,
  resetPasswordBodySchema,
  resetRequestBodySchema,
  resetTokenParamsSchema,
  resetTokenStatusResponseSchema,
} from '@okuryazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { Mailer } from '../../lib/mailer';
import { requestReset, resetPassword, resetTokenStatus } from './password-reset.service';

const errors = { 400: errorBodySchema, 429: errorBodySchema };

/** The reset calls take no bearer token (SPEC §7); each is rate-limited per client address. */
export function passwordResetRoutes(ctx: AppContext, mailer: Mailer): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/reset-password/send-reset-email',
      {
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
        schema: { tags: ['account'], summary: 'Şifre sıfırlama bağlantısı gönderir', body: resetRequestBodySchema, response: { 200: messageResponseSchema, ...errors } },
      },
      async (request) => requestReset(ctx, mailer, request.body.email),
    );
    app.post(
      '/reset-password/reset-password',
      {
        config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
        schema: { tags: ['account'], summary: 'Bağlantıdaki anahtarla yeni şifre belirler', body: resetPasswordBodySchema, response: { 200: messageResponseSchema, ...errors } },
      },
      async (request) => resetPassword(ctx, request.body.token, request.body.newPassword),
    );
    app.get(
      '/reset-password/:token/status',
      {
        config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
        schema: { tags: ['account'], summary: 'Bağlantı hâlâ geçerli mi (anahtarı kullanmadan)', params: resetTokenParamsSchema, response: { 200: resetTokenStatusResponseSchema, ...errors } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return resetTokenStatus(ctx, request.params.token);
      },
    );
  };
}
