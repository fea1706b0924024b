import { errorBodySchema, followResponseSchema, profileResponseSchema } from '@okuryazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { bearerSecurity, idParam } from '../../lib/route-schemas';
import { requireUser } from '../../plugins/authentication';
import { deliverNotifications } from '../notifications/deliver';
import { follow, unfollow } from '../social/follows.service';
import { getProfile } from './profile.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/profile/:userId',
      { schema: { tags: ['social'], summary: 'Profil: kullanıcı, kitapları ve takip durumu', security: bearerSecurity, params: idParam('userId'), response: { 200: profileResponseSchema, ...errors } } },
      async (request) => getProfile(ctx, await requireUser(ctx, request), request.params.userId),
    );
    app.post(
      '/profile/follow/:userId',
      { config: { writeLimit: 'follow' }, schema: { tags: ['social'], summary: 'Kullanıcıyı takip eder', security: bearerSecurity, params: idParam('userId'), response: { 200: followResponseSchema, ...errors } } },
      async (request) => {
        const { result, notifications } = await follow(ctx, await requireUser(ctx, request), request.params.userId);
        await deliverNotifications(ctx, [...notifications]);
        return result;
      },
    );
    app.post(
      '/profile/unfollow/:userId',
      { config: { writeLimit: 'follow' }, schema: { tags: ['social'], summary: 'Takibi bırakır', security: bearerSecurity, params: idParam('userId'), response: { 200: followResponseSchema, ...errors } } },
      async (request) => unfollow(ctx, await requireUser(ctx, request), request.params.userId),
    );
  };
}
