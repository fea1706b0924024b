import { z } from 'zod';
import { announcementSchema, announcementsQuerySchema, announcementsResponseSchema, createAnnouncementBodySchema } from '../announcement-schemas';
import { defineTaggedRoutes, idParams } from './contract';

/**
 * Story announcements (docs/PRODUCT.md#story-announcements): the author writes from the story
 * side, readers read on the book page. Never a chapter, never moves anyone's progress.
 */
export const announcementsApi = defineTaggedRoutes('announcements', {
  'POST /stories/:storyId/announcements': {
    auth: 'user',
    summary: 'Yazar: hikaye için duyuru (günde bir); takipçilere ve hikayeyi kütüphanesinde tutanlara bildirim gider',
    params: idParams('storyId'),
    body: createAnnouncementBodySchema,
    status: 201,
    response: announcementSchema,
    errors: [400, 404, 429],
    writeLimit: 'story',
  },
  'GET /books/:bookId/announcements': {
    auth: 'user',
    summary: 'Kitap sayfası: hikayenin duyuruları, en yeniden (before)',
    params: idParams('bookId'),
    query: announcementsQuerySchema,
    response: announcementsResponseSchema,
    errors: [400, 404],
  },
  'DELETE /announcements/:announcementId': {
    auth: 'user',
    summary: 'Yazar: duyuruyu siler (günlük hakkı geri vermez)',
    params: idParams('announcementId'),
    response: z.object({ ok: z.literal(true) }),
    errors: [404],
  },
});
