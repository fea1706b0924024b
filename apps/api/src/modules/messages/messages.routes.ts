import { beforePageQuerySchema, conversationSchema, markThreadReadBodySchema, unreadMessagesSchema, errorBodySchema, messageResponseSchema, messageSchema, messageUserSchema, sendMessageBodySchema } from '@okuryazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { bearerSecurity, idParam } from '../../lib/route-schemas';
import { requireUser } from '../../plugins/authentication';
import { deleteConversation, findUserByUsername, getThread, listConversations, markThreadRead, sendMessage, unreadMessageCount } from './messages.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export function messagesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/messages',
      { schema: { tags: ['messages'], summary: 'Konuşmalar, en yeni önce 50’şer (?before=son konuşmanın user_id’si)', security: bearerSecurity, querystring: beforePageQuerySchema, response: { 200: z.array(conversationSchema), ...errors } } },
      async (request) => listConversations(ctx, await requireUser(ctx, request), request.query),
    );
    app.get(
      '/messages/unread-count',
      { schema: { tags: ['messages'], summary: 'Okunmamış mesaj sayısı (tüm konuşmalarda)', security: bearerSecurity, response: { 200: unreadMessagesSchema, ...errors } } },
      async (request) => unreadMessageCount(ctx, await requireUser(ctx, request)),
    );
    // A POST the client sends once the thread is on screen, not a side effect of GET: GETs are
    // refetched on reconnect, focus and paging (also in hidden tabs) and must not mark anything read.
    app.post(
      '/messages/:userId/read',
      {
        schema: {
          tags: ['messages'],
          summary: 'Yazışmayı gösterilen son mesaja kadar okundu işaretler; yeni toplamı döner',
          security: bearerSecurity,
          params: idParam('userId'),
          body: markThreadReadBodySchema,
          response: { 200: unreadMessagesSchema, ...errors },
        },
      },
      async (request) => markThreadRead(ctx, await requireUser(ctx, request), request.params.userId, request.body.message_id),
    );
    app.get(
      '/messages/users/:username',
      {
        schema: {
          tags: ['messages'],
          summary: 'Kullanıcı adına göre kişi',
          security: bearerSecurity,
          params: z.object({ username: z.string().min(1).max(60) }),
          response: { 200: messageUserSchema, ...errors },
        },
      },
      async (request) => {
        await requireUser(ctx, request);
        return findUserByUsername(ctx, request.params.username);
      },
    );
    app.get(
      '/messages/:userId',
      { schema: { tags: ['messages'], summary: 'Bir kişiyle yazışma: en yeni 50 mesaj (?before=message_id ile daha eskiler)', security: bearerSecurity, params: idParam('userId'), querystring: beforePageQuerySchema, response: { 200: conversationSchema, ...errors } } },
      async (request) => getThread(ctx, await requireUser(ctx, request), request.params.userId, request.query),
    );
    app.post(
      '/messages',
      { config: { writeLimit: 'message' }, schema: { tags: ['messages'], summary: 'Mesaj gönderir', security: bearerSecurity, body: sendMessageBodySchema, response: { 201: messageSchema, ...errors } } },
      async (request, reply) => {
        const user = await requireUser(ctx, request);
        return reply.code(201).send(await sendMessage(ctx, user, request.body.recipient_username, request.body.content));
      },
    );
    app.delete(
      '/messages/:userId',
      { schema: { tags: ['messages'], summary: 'Konuşmayı kendi tarafından siler', security: bearerSecurity, params: idParam('userId'), response: { 200: messageResponseSchema, ...errors } } },
      async (request) => deleteConversation(ctx, await requireUser(ctx, request), request.params.userId),
    );
  };
}
