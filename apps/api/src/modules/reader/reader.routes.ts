import {
  commentBodySchema,
  errorBodySchema,
  incrementViewsResponseSchema,
  likeToggleResponseSchema,
  messageResponseSchema,
  progressResponseSchema,
  readerCommentSchema,
  readerCommentsQuerySchema,
  readerResponseSchema,
  saveProgressBodySchema,
} from '@okuryazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { bearerSecurity, idParam } from '../../lib/route-schemas';
import { requireClaims, requireUser } from '../../plugins/authentication';
import { deliverNotifications } from '../notifications/deliver';
import { addComment, deleteComment, listComments, toggleCommentLike } from './comments.service';
import { getProgress, getReaderChapter, incrementViews, saveProgress, toggleChapterLike } from './reader.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const bookChapterParams = idParam('bookId').extend(idParam('chapterId').shape);

export function readerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/bookReader/books/:bookId/:chapterId',
      { schema: { tags: ['reader'], summary: 'Okuyucu: kitap, bölüm listesi ve istenen bölümün metni', security: bearerSecurity, params: bookChapterParams, response: { 200: readerResponseSchema, ...errors } } },
      async (request) => {
        const { viewer, body } = await getReaderChapter(ctx, await requireClaims(ctx, request), request.params.bookId, request.params.chapterId);
        request.authUser = viewer;
        return body;
      },
    );

    app.post(
      '/bookReader/books/:bookId/chapters/:chapterId/incrementViews',
      { schema: { tags: ['reader'], summary: 'Görüntülenmeyi sayar (okur ve bölüm başına 24 saatte bir)', security: bearerSecurity, params: bookChapterParams, response: { 200: incrementViewsResponseSchema, ...errors } } },
      async (request) => {
        const { result, notifications } = await incrementViews(ctx, await requireUser(ctx, request), request.params.bookId, request.params.chapterId);
        await deliverNotifications(ctx, notifications);
        return result;
      },
    );

    app.get(
      '/bookReader/progress/:bookId',
      { schema: { tags: ['reader'], summary: 'Kalınan bölüm ve konum', security: bearerSecurity, params: idParam('bookId'), response: { 200: progressResponseSchema, ...errors } } },
      async (request) => getProgress(ctx, await requireUser(ctx, request), request.params.bookId),
    );

    app.post(
      '/bookReader/progress/save',
      { schema: { tags: ['reader'], summary: 'Okuma konumunu kaydeder', security: bearerSecurity, body: saveProgressBodySchema, response: { 200: z.object({ success: z.boolean() }), ...errors } } },
      async (request) => {
        const { result, notifications } = await saveProgress(ctx, await requireUser(ctx, request), request.body);
        await deliverNotifications(ctx, notifications);
        return result;
      },
    );

    app.get(
      '/bookReader/chapters/:chapterId/comments',
      { schema: { tags: ['reader'], summary: 'Bölüm yorumları: 50’şer üst yorum ve ilk yanıtları (?after=id; bir yorumun yanıtları ?parent=id)', security: bearerSecurity, params: idParam('chapterId'), querystring: readerCommentsQuerySchema, response: { 200: z.array(readerCommentSchema), ...errors } } },
      async (request) => listComments(ctx, await requireUser(ctx, request), request.params.chapterId, request.query),
    );

    app.post(
      '/bookReader/books/:bookId/chapters/:chapterId/comments',
      { config: { writeLimit: 'comment' }, schema: { tags: ['reader'], summary: 'Yorum ya da yanıt yazar', security: bearerSecurity, params: bookChapterParams, body: commentBodySchema, response: { 201: readerCommentSchema, ...errors } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request);
        const { result, notifications } = await addComment(ctx, user, request.params.bookId, request.params.chapterId, request.body);
        await deliverNotifications(ctx, notifications);
        return reply.code(201).send(result);
      },
    );

    app.post(
      '/bookReader/comments/:commentId/like',
      { config: { writeLimit: 'like' }, schema: { tags: ['reader'], summary: 'Yorum beğenisini açar/kapatır', security: bearerSecurity, params: idParam('commentId'), response: { 200: likeToggleResponseSchema, ...errors } } },
      async (request) => toggleCommentLike(ctx, await requireUser(ctx, request), request.params.commentId),
    );

    app.delete(
      '/bookReader/comments/:commentId',
      { schema: { tags: ['reader'], summary: 'Kendi yorumunu (ve yanıtlarını) siler', security: bearerSecurity, params: idParam('commentId'), response: { 200: messageResponseSchema, ...errors } } },
      async (request) => deleteComment(ctx, await requireUser(ctx, request), request.params.commentId),
    );

    app.post(
      '/bookReader/chapters/:chapterId/like',
      { config: { writeLimit: 'like' }, schema: { tags: ['reader'], summary: 'Bölüm beğenisini açar/kapatır', security: bearerSecurity, params: idParam('chapterId'), response: { 200: likeToggleResponseSchema, ...errors } } },
      async (request) => {
        const { result, notifications } = await toggleChapterLike(ctx, await requireUser(ctx, request), request.params.chapterId);
        await deliverNotifications(ctx, notifications);
        return result;
      },
    );
  };
}
