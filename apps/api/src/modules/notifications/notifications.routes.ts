import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { listNotifications, markAllRead, markRead, unreadCount } from './notifications.service';

type NotificationsKey = keyof typeof import('@okuryazar/shared').notificationsApi;

export function notificationsHandlers(ctx: AppContext): RouteHandlers<NotificationsKey> {
  return {
    'GET /notifications': (request) => listNotifications(ctx, request.user, request.query),
    'GET /notifications/unread-count': (request) => unreadCount(ctx, request.user),
    'PUT /notifications/mark-all-read': (request) => markAllRead(ctx, request.user),
    'PUT /notifications/:id/mark-read': (request) => markRead(ctx, request.user, request.params.id),
  };
}
