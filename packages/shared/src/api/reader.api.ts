import { z } from 'zod';
import { messageResponseSchema } from '../authoring-schemas';
import {
  commentBodySchema,
  continueReadingItemSchema,
  incrementViewsResponseSchema,
  likeToggleResponseSchema,
  paragraphCountsResponseSchema,
  progressResponseSchema,
  readerCommentSchema,
  readerResponseSchema,
  saveProgressBodySchema,
} from '../reading-schemas';
import { beforePageQuerySchema, readerCommentsQuerySchema } from '../paging-schemas';
import { defineTaggedRoutes, idParams } from './contract';

const bookChapter = idParams('bookId', 'chapterId');

/** The reader: chapter text, views, progress, chapter likes and comments (docs/PRODUCT.md#api-reading). */
export const readerApi = defineTaggedRoutes('reader', {
  'GET /bookReader/books/:bookId/:chapterId': {
    auth: 'session',
    summary: 'Okuyucu: kitap, bölüm listesi ve istenen bölümün metni',
    params: bookChapter,
    response: readerResponseSchema,
    errors: [403, 404],
  },
  'POST /bookReader/books/:bookId/chapters/:chapterId/incrementViews': {
    auth: 'user',
    summary: 'Görüntülenmeyi sayar (okur ve bölüm başına 24 saatte bir)',
    params: bookChapter,
    response: incrementViewsResponseSchema,
    errors: [403, 404],
  },
  'GET /bookReader/progress/:bookId': {
    auth: 'user',
    summary: 'Kalınan bölüm ve konum',
    params: idParams('bookId'),
    response: progressResponseSchema,
    errors: [404],
  },
  'GET /bookReader/continue-reading': {
    auth: 'user',
    summary:
      'Okumaya devam et: okurun ilerlemesi olan hikayeler, en son okunan önce; her biri kaldığı bölüm ve konumla (?before=<kitap id>&limit=)',
    query: beforePageQuerySchema,
    response: z.array(continueReadingItemSchema),
    errors: [400],
  },
  'POST /bookReader/progress/save': {
    auth: 'user',
    summary: 'Okuma konumunu kaydeder',
    body: saveProgressBodySchema,
    response: z.object({ success: z.boolean() }),
    errors: [400, 403, 404],
  },
  'GET /bookReader/chapters/:chapterId/comments': {
    auth: 'user',
    summary:
      'Bölüm yorumları: 50’şer üst yorum ve ilk yanıtları (?after=id; bir yorumun yanıtları ?parent=id; bir paragrafın yorumları ?paragraph=<data-pid>, yoksa genel yorumlar)',
    params: idParams('chapterId'),
    query: readerCommentsQuerySchema,
    response: z.array(readerCommentSchema),
    errors: [400, 403, 404],
  },
  'GET /bookReader/chapters/:chapterId/paragraph-counts': {
    auth: 'user',
    summary: 'Paragraf yorumlarının sayıları: yorumu olan her paragrafın data-pid’i ve yorum sayısı',
    params: idParams('chapterId'),
    response: paragraphCountsResponseSchema,
    errors: [403, 404],
  },
  'POST /bookReader/books/:bookId/chapters/:chapterId/comments': {
    auth: 'user',
    summary: 'Yorum ya da yanıt yazar (paragraphId ile bir paragraf hakkında)',
    params: bookChapter,
    body: commentBodySchema,
    status: 201,
    response: readerCommentSchema,
    errors: [400, 403, 404],
    writeLimit: 'comment',
  },
  'POST /bookReader/comments/:commentId/like': {
    auth: 'user',
    summary: 'Yorum beğenisini açar/kapatır',
    params: idParams('commentId'),
    response: likeToggleResponseSchema,
    errors: [403, 404],
    writeLimit: 'like',
  },
  'DELETE /bookReader/comments/:commentId': {
    auth: 'user',
    summary:
      'Yorumu siler: yazan kişi ya da hikayenin yazarı (yazan kişiye bildirim gider); başkalarının yanıtları kalır, yorumun yerinde "Bu yorum silindi." yazar',
    params: idParams('commentId'),
    response: messageResponseSchema,
    errors: [403, 404],
  },
  'POST /bookReader/chapters/:chapterId/like': {
    auth: 'user',
    summary: 'Bölüm beğenisini açar/kapatır',
    params: idParams('chapterId'),
    response: likeToggleResponseSchema,
    errors: [403, 404],
    writeLimit: 'like',
  },
});
