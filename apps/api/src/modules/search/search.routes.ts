import { errorBodySchema, followResponseSchema, isFollowingResponseSchema, searchQuerySchema, searchResponseSchema } from '@okuryazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { bearerSecurity, idParam } from '../../lib/route-schemas';
import { requireUser } from '../../plugins/authentication';
import { deliverNotifications } from '../notifications/deliver';
import { assertSelf, follow, isFollowing, unfollow } from '../social/follows.service';
import { search } from './search.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const pairParams = idParam('userId').extend(idParam('authorId').shape);

export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/search/search',
      { schema: { tags: ['search'], summary: 'Kitap ve yazar araması', security: bearerSecurity, querystring: searchQuerySchema, response: { 200: searchResponseSchema, ...errors } } },
      async (request) => search(ctx, await requireUser(ctx, request), request.query.query),
    );
    app.get(
      '/search/isFollowing/:userId/:authorId',
      { schema: { tags: ['search'], summary: 'Yazarı takip ediyor mu (userId tokenin kullanıcısı olmalı)', security: bearerSecurity, params: pairParams, response: { 200: isFollowingResponseSchema, ...errors } } },
      async (request) => {
        const user = await requireUser(ctx, request);
        assertSelf(user, request.params.userId);
        return { isFollowing: await isFollowing(ctx.db, user.id, request.params.authorId) };
      },
    );
    app.post(
      '/search/follow/:userId/:authorId',
      { config: { writeLimit: 'follow' }, schema: { tags: ['search'], summary: 'Yazarı takip eder', security: bearerSecurity, params: pairParams, response: { 200: followResponseSchema, ...errors } } },
      async (request) => {
        const user = await requireUser(ctx, request);
        assertSelf(user, request.params.userId);
        const { result, notifications } = await follow(ctx, user, request.params.authorId);
        await deliverNotifications(ctx, notifications);
        return result;
      },
    );
    app.post(
      '/search/unfollow/:userId/:authorId',
      { config: { writeLimit: 'follow' }, schema: { tags: ['search'], summary: 'Takibi bırakır', security: bearerSecurity, params: pairParams, response: { 200: followResponseSchema, ...errors } } },
      async (request) => {
        const user = await requireUser(ctx, request);
        assertSelf(user, request.params.userId);
        return unfollow(ctx, user, request.params.authorId);
      },
    );
  };
}
