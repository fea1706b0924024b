import { z } from 'zod';
import { beforePageQuerySchema } from '../paging-schemas';
import { notificationSchema } from '../social-schemas';
import { defineTaggedRoutes, idParams } from './contract';

/** The signed-in user's notifications (docs/PRODUCT.md#api-notifications); new ones also arrive over the socket. */
export const notificationsApi = defineTaggedRoutes('notifications', {
  'GET /notifications': {
    auth: 'user',
    summary: 'Bildirimler, en yeni önce (50’şer; daha eskiler için ?before=id)',
    query: beforePageQuerySchema,
    response: z.array(notificationSchema),
    errors: [],
  },
  'GET /notifications/unread-count': {
    auth: 'user',
    summary: 'Okunmamış bildirim sayısı',
    response: z.object({ count: z.number().int() }),
    errors: [],
  },
  'PUT /notifications/mark-all-read': {
    auth: 'user',
    summary: 'Tümünü okundu işaretler',
    response: z.object({ updated: z.number().int() }),
    errors: [],
  },
  'PUT /notifications/:id/mark-read': {
    auth: 'user',
    summary: 'Bir bildirimi okundu işaretler',
    params: idParams('id'),
    response: z.object({ id: z.number().int(), is_read: z.boolean() }),
    errors: [404],
  },
});
