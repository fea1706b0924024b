import {
  MSG,
  errorBodySchema,
  loginBodySchema,
  loginResponseSchema,
  registerBodySchema,
  registerResponseSchema,
} from '@okuryazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { loginUser, registerUser } from './auth.service';

/** Per-address limits leave room for a classroom behind one address (DESIGN §2). */
const LOGIN_IP_LIMIT = { max: 60, timeWindow: '1 minute' };
const REGISTER_IP_LIMIT = { max: 30, timeWindow: '15 minutes' };

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/register',
      {
        config: { rateLimit: REGISTER_IP_LIMIT },
        schema: {
          tags: ['auth'],
          summary: 'Yeni hesap oluşturur',
          body: registerBodySchema,
          response: { 201: registerResponseSchema, 400: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request, reply) => {
        const { userId } = await registerUser(ctx, request.body);
        return reply.code(201).send({ message: MSG.registerSuccess, user_id: userId });
      },
    );

    app.post(
      '/auth/login',
      {
        config: { rateLimit: LOGIN_IP_LIMIT },
        schema: {
          tags: ['auth'],
          summary: 'Giriş yapar ve bir erişim anahtarı döner',
          body: loginBodySchema,
          response: { 200: loginResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request) => {
        const result = await loginUser(ctx, request.body, request.ip);
        return { token: result.token, user_id: result.userId, username: result.username };
      },
    );
  };
}
