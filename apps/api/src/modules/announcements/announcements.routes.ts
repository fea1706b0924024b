import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { createAnnouncement, deleteAnnouncement, listAnnouncements } from './announcements.service';

type AnnouncementsKey = 'POST /stories/:storyId/announcements' | 'GET /books/:bookId/announcements' | 'DELETE /announcements/:announcementId';

export function announcementsHandlers(ctx: AppContext): RouteHandlers<AnnouncementsKey> {
  return {
    'POST /stories/:storyId/announcements': (request) => createAnnouncement(ctx, request.user, request.params.storyId, request.body),
    'GET /books/:bookId/announcements': (request) => listAnnouncements(ctx, request.user, request.params.bookId, request.query.before),
    'DELETE /announcements/:announcementId': (request) => deleteAnnouncement(ctx, request.user, request.params.announcementId),
  };
}
