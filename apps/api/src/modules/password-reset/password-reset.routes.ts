import { errorBodySchema, messageResponseSchema, resetPasswordBodySchema, resetRequestBodySchema } from '@okuryazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { Mailer } from '../../lib/mailer';
import { requestReset, resetPassword } from './password-reset.service';

const errors = { 400: errorBodySchema, 429: errorBodySchema };

/** The two reset calls take no bearer token (SPEC §7). */
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
  };
}
