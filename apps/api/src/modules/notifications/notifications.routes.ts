import { dbId, errorBodySchema, notificationSchema } from '@okuryazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { bearerSecurity, idParam } from '../../lib/route-schemas';
import { requireUser } from '../../plugins/authentication';
import { listNotifications, markAllRead, markRead, unreadCount } from './notifications.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export function notificationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notifications',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Bildirimler, en yeni önce (50’şer; daha eskiler için ?before=id)',
          security: bearerSecurity,
          querystring: z.object({ before: dbId().optional() }),
          response: { 200: z.array(notificationSchema), ...errors },
        },
      },
      async (request) => listNotifications(ctx, await requireUser(ctx, request), request.query.before),
    );
    app.get(
      '/notifications/unread-count',
      { schema: { tags: ['notifications'], summary: 'Okunmamış bildirim sayısı', security: bearerSecurity, response: { 200: z.object({ count: z.number().int() }), ...errors } } },
      async (request) => unreadCount(ctx, await requireUser(ctx, request)),
    );
    app.put(
      '/notifications/mark-all-read',
      { schema: { tags: ['notifications'], summary: 'Tümünü okundu işaretler', security: bearerSecurity, response: { 200: z.object({ updated: z.number().int() }), ...errors } } },
      async (request) => markAllRead(ctx, await requireUser(ctx, request)),
    );
    app.put(
      '/notifications/:id/mark-read',
      { schema: { tags: ['notifications'], summary: 'Bir bildirimi okundu işaretler', security: bearerSecurity, params: idParam('id'), response: { 200: z.object({ id: z.number().int(), is_read: z.boolean() }), ...errors } } },
      async (request) => markRead(ctx, await requireUser(ctx, request), request.params.id),
    );
  };
}
