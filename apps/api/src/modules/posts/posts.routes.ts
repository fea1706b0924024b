import {
  afterPageQuerySchema,
  authorIdBodySchema,
  authorsBooksResponseSchema,
  createPostBodySchema,
  createPostCommentBodySchema,
  errorBodySchema,
  feedPageQuerySchema,
  followResponseSchema,
  messageResponseSchema,
  postCommentSchema,
  postSchema,
  reportBodySchema,
  userIdBodySchema,
} from '@okuryazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { bearerSecurity, idParam } from '../../lib/route-schemas';
import { requireUser } from '../../plugins/authentication';
import { deliverNotifications } from '../notifications/deliver';
import { follow, unfollow } from '../social/follows.service';
import { authorsAndBooks } from './discover.service';
import {
  addPostComment,
  assertActingUser,
  createPost,
  deletePost,
  deletePostComment,
  listFeed,
  listPostComments,
  listUserPosts,
  report,
  togglePostCommentLike,
  togglePostLike,
} from './posts.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const likeResponse = z.object({ isLiked: z.boolean(), likes_count: z.number().int() });
const commentCreated = z.object({ commentId: z.number().int(), comment: postCommentSchema });

/**
 * Community (a user's page) and Discover (everyone's feed) share posts, comments, likes and
 * reports. Bodies may carry userId/postId (SPEC §7): the token decides who acts, and a
 * userId or postId that does not match is refused.
 */
export function postsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['community'];
    app.get(
      '/community/user/:userId/posts',
      { schema: { tags, summary: 'Kullanıcının gönderileri, en yeni önce 20’şer (?before=id)', security: bearerSecurity, params: idParam('userId'), querystring: feedPageQuerySchema, response: { 200: z.array(postSchema), ...errors } } },
      async (request) => listUserPosts(ctx, await requireUser(ctx, request), request.params.userId, request.query),
    );
    app.get(
      '/discover/posts',
      { schema: { tags: ['discover'], summary: 'Keşfet akışı, en yeni önce 20’şer (?before=id)', security: bearerSecurity, querystring: feedPageQuerySchema, response: { 200: z.array(postSchema), ...errors } } },
      async (request) => listFeed(ctx, await requireUser(ctx, request), request.query),
    );
    app.get(
      '/discover/authors-books',
      { schema: { tags: ['discover'], summary: 'Önerilen yazarlar ve öne çıkan kitaplar', security: bearerSecurity, response: { 200: authorsBooksResponseSchema, ...errors } } },
      async (request) => authorsAndBooks(ctx, await requireUser(ctx, request)),
    );
    app.post(
      '/community/posts',
      {
        config: { writeLimit: 'post' },
        schema: {
          tags,
          summary: 'Kendi topluluk sayfasına gönderi paylaşır',
          security: bearerSecurity,
          body: createPostBodySchema,
          response: { 201: z.object({ postId: z.number().int(), post: postSchema }), ...errors },
        },
      },
      async (request, reply) => {
        const user = await requireUser(ctx, request);
        assertActingUser(user, request.body.userId);
        return reply.code(201).send(await createPost(ctx, user, request.body.content));
      },
    );

    for (const prefix of ['/community', '/discover']) {
      const t = [prefix.slice(1)];
      app.get(
        `${prefix}/posts/:postId/comments`,
        { schema: { tags: t, summary: 'Gönderinin yorumları, eskiden yeniye 50’şer (?after=id)', security: bearerSecurity, params: idParam('postId'), querystring: afterPageQuerySchema, response: { 200: z.array(postCommentSchema), ...errors } } },
        async (request) => listPostComments(ctx, await requireUser(ctx, request), request.params.postId, request.query),
      );
      app.post(
        `${prefix}/posts/:postId/comments`,
        { config: { writeLimit: 'postComment' }, schema: { tags: t, summary: 'Gönderiye yorum yazar', security: bearerSecurity, params: idParam('postId'), body: createPostCommentBodySchema, response: { 201: commentCreated, ...errors } } },
        async (request, reply) => {
          const user = await requireUser(ctx, request);
          assertActingUser(user, request.body.userId);
          if (request.body.postId !== undefined && request.body.postId !== request.params.postId) throw badRequest();
          return reply.code(201).send(await addPostComment(ctx, user, request.params.postId, request.body.content));
        },
      );
      app.post(
        `${prefix}/posts/:postId/like`,
        { config: { writeLimit: 'like' }, schema: { tags: t, summary: 'Gönderi beğenisini açar/kapatır', security: bearerSecurity, params: idParam('postId'), body: userIdBodySchema.nullish(), response: { 200: likeResponse, ...errors } } },
        async (request) => {
          const user = await requireUser(ctx, request);
          assertActingUser(user, request.body?.userId);
          return togglePostLike(ctx, user, request.params.postId);
        },
      );
      app.post(
        `${prefix}/comments/:commentId/like`,
        { config: { writeLimit: 'like' }, schema: { tags: t, summary: 'Yorum beğenisini açar/kapatır', security: bearerSecurity, params: idParam('commentId'), body: userIdBodySchema.nullish(), response: { 200: likeResponse, ...errors } } },
        async (request) => {
          const user = await requireUser(ctx, request);
          assertActingUser(user, request.body?.userId);
          return togglePostCommentLike(ctx, user, request.params.commentId);
        },
      );
      app.delete(
        `${prefix}/posts/:postId`,
        { schema: { tags: t, summary: 'Kendi gönderisini siler', security: bearerSecurity, params: idParam('postId'), response: { 200: messageResponseSchema, ...errors } } },
        async (request) => deletePost(ctx, await requireUser(ctx, request), request.params.postId),
      );
      app.delete(
        `${prefix}/comments/:commentId`,
        { schema: { tags: t, summary: 'Kendi yorumunu siler', security: bearerSecurity, params: idParam('commentId'), response: { 200: messageResponseSchema, ...errors } } },
        async (request) => deletePostComment(ctx, await requireUser(ctx, request), request.params.commentId),
      );
      app.post(
        `${prefix}/posts/:postId/report`,
        { config: { writeLimit: 'report' }, schema: { tags: t, summary: 'Gönderiyi şikayet eder', security: bearerSecurity, params: idParam('postId'), body: reportBodySchema, response: { 201: messageResponseSchema, ...errors } } },
        async (request, reply) =>
          reply.code(201).send(await report(ctx, await requireUser(ctx, request), { type: 'post', id: request.params.postId }, request.body)),
      );
      app.post(
        `${prefix}/comments/:commentId/report`,
        { config: { writeLimit: 'report' }, schema: { tags: t, summary: 'Yorumu şikayet eder', security: bearerSecurity, params: idParam('commentId'), body: reportBodySchema, response: { 201: messageResponseSchema, ...errors } } },
        async (request, reply) =>
          reply.code(201).send(await report(ctx, await requireUser(ctx, request), { type: 'post_comment', id: request.params.commentId }, request.body)),
      );
    }

    app.post(
      '/discover/follow',
      { config: { writeLimit: 'follow' }, schema: { tags: ['discover'], summary: 'Yazarı takip eder', security: bearerSecurity, body: authorIdBodySchema, response: { 200: followResponseSchema, ...errors } } },
      async (request) => {
        const { result, notifications } = await follow(ctx, await requireUser(ctx, request), request.body.authorId);
        await deliverNotifications(ctx, notifications);
        return result;
      },
    );
    app.post(
      '/discover/unfollow',
      { config: { writeLimit: 'follow' }, schema: { tags: ['discover'], summary: 'Takibi bırakır', security: bearerSecurity, body: authorIdBodySchema, response: { 200: followResponseSchema, ...errors } } },
      async (request) => unfollow(ctx, await requireUser(ctx, request), request.body.authorId),
    );
  };
}
