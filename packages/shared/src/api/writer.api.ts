import { z } from 'zod';
import {
  chapterOrderBodySchema,
  chapterOrderResponseSchema,
  commentSettingsBodySchema,
  commentSettingsResponseSchema,
  scheduleBodySchema,
  scheduleResponseSchema,
  storyStatsQuerySchema,
  storyStatsSchema,
} from '../writer-schemas';
import { defineTaggedRoutes, idParams } from './contract';

/** The writer's tools (docs/PRODUCT.md#reading-comfort-and-writers-tools): scheduled publishing, chapter order, statistics, EPUB. Author only; 404 for everyone else. */
export const writerApi = defineTaggedRoutes('writer', {
  'PUT /stories/:storyId/chapter-order': {
    auth: 'user',
    summary:
      'Bölümlerin sırasını değiştirir: chapter_ids hikayenin bütün bölümleri, her biri bir kez; 1..n yeniden numaralanır',
    params: idParams('storyId'),
    body: chapterOrderBodySchema,
    response: chapterOrderResponseSchema,
    errors: [403, 404],
    writeLimit: 'chapterOrder',
  },
  'PUT /stories/:storyId/comment-settings': {
    auth: 'user',
    summary: 'Hikayenin yorumlarını kapatır ya da yeniden açar (closed); kapalıyken yeni yorum ve yanıt 403 COMMENTS_CLOSED, mevcut yorumlar okunur',
    params: idParams('storyId'),
    body: commentSettingsBodySchema,
    response: commentSettingsResponseSchema,
    errors: [400, 404],
    writeLimit: 'commentSettings',
  },
  'PUT /stories/chapters/:chapterId/schedule': {
    auth: 'user',
    summary: 'Bölümü ileri bir zamanda yayımlanmak üzere zamanlar (publish_at: null iptal eder)',
    params: idParams('chapterId'),
    body: scheduleBodySchema,
    response: scheduleResponseSchema,
    errors: [403, 404, 409],
    writeLimit: 'publish',
  },
  'GET /stories/:storyId/stats': {
    auth: 'user',
    summary:
      'Hikaye istatistikleri: bölüm başına okunma, beğeni, yorum, okunma oranı ve günlük okunma (?from=&to= YYYY-AA-GG, Türkiye günü; yoksa son 30 gün; en fazla 10 yıl)',
    params: idParams('storyId'),
    query: storyStatsQuerySchema,
    response: storyStatsSchema,
    errors: [400, 404],
  },
  'GET /stories/:storyId/stats.csv': {
    auth: 'user',
    summary: 'Günlük okunma sayıları CSV olarak (UTF-8, BOM ile; ayraç noktalı virgül; ?from=&to= aynı)',
    params: idParams('storyId'),
    query: storyStatsQuerySchema,
    // text/csv; charset=utf-8, an attachment.
    response: z.string(),
    errors: [400, 404],
  },
  'GET /stories/:storyId/epub': {
    auth: 'user',
    summary:
      'Hikayenin yayımlanmış bölümleri EPUB 3 dosyası olarak (hazırlanırken 202 { status: "preparing", message }; istemci Retry-After sonra yeniden sorar)',
    params: idParams('storyId'),
    // The file itself (application/epub+zip) once the pipeline has prepared it (issue 26 item 5).
    response: z.string().meta({ format: 'binary' }),
    // 429: more than EPUB_EXPORTS_PER_HOUR new files in an hour (issue 27 item 3).
    errors: [404, 429],
  },
});
