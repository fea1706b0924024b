import {
  betaAuthorCommentBodySchema,
  betaBookResponseSchema,
  betaChapterResponseSchema,
  betaCommentBodySchema,
  betaCommentSchema,
  betaCommentsQuerySchema,
  betaCommentsResponseSchema,
  betaLinkSchema,
  betaLinksQuerySchema,
  betaLinksResponseSchema,
  createBetaLinkBodySchema,
  createdBetaLinkSchema,
} from '../beta-schemas';
import { z } from 'zod';
import { defineTaggedRoutes, idParams } from './contract';

const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });
const tokenChapterParams = tokenParams.extend(idParams('chapterId').shape);

/**
 * Beta readers (docs/PRODUCT.md#beta-readers): the author's private links, and what a reader
 * with a live link reads and says. A link that is not live, or is someone else's, is 404, as
 * nothing at all; nothing here is listed, searched, counted or notified anywhere else.
 */
export const betaApi = defineTaggedRoutes('beta', {
  'POST /stories/:storyId/beta-links': {
    auth: 'user',
    summary: 'Yazar: yeni beta okuma bağlantısı (isteğe bağlı bitiş tarihiyle); bağlantı yalnızca bu yanıtta görünür',
    params: idParams('storyId'),
    body: createBetaLinkBodySchema,
    status: 201,
    response: createdBetaLinkSchema,
    errors: [400, 403, 404, 409, 429],
    writeLimit: 'story',
  },
  'GET /stories/:storyId/beta-links': {
    auth: 'user',
    summary: 'Yazar: hikayenin beta bağlantıları, en yeniden (before)',
    params: idParams('storyId'),
    query: betaLinksQuerySchema,
    response: betaLinksResponseSchema,
    errors: [400, 404],
  },
  'DELETE /beta-links/:linkId': {
    auth: 'user',
    summary: 'Yazar: bağlantıyı hemen kapatır',
    params: idParams('linkId'),
    response: betaLinkSchema,
    errors: [404],
  },
  'GET /beta/:token': {
    auth: 'user',
    summary: 'Beta okuyucu: hikaye ve taslaklar dahil bütün bölümleri (bağlantıyı ilk açan okur onun okuru olur)',
    params: tokenParams,
    response: betaBookResponseSchema,
    errors: [404],
  },
  'GET /beta/:token/chapters/:chapterId': {
    auth: 'user',
    summary: 'Beta okuyucu: bir bölümün metni (taslak olabilir)',
    params: tokenChapterParams,
    response: betaChapterResponseSchema,
    errors: [404],
  },
  'GET /beta/:token/chapters/:chapterId/comments': {
    auth: 'user',
    summary: 'Beta okuyucu: bu bağlantıdan bölüme yazılanlar (yalnızca yazar ve bu okur görür)',
    params: tokenChapterParams,
    query: betaCommentsQuerySchema,
    response: betaCommentsResponseSchema,
    errors: [400, 404],
  },
  'POST /beta/:token/chapters/:chapterId/comments': {
    auth: 'user',
    summary: 'Beta okuyucu: bölüme ya da bir paragrafa yalnızca yazarın göreceği bir yorum',
    params: tokenChapterParams,
    body: betaCommentBodySchema,
    status: 201,
    response: betaCommentSchema,
    errors: [400, 404, 429],
    writeLimit: 'comment',
  },
  'GET /stories/chapters/:chapterId/beta-comments': {
    auth: 'user',
    summary: 'Yazar: bölüme bütün beta bağlantılarından yazılanlar, eskiden yeniye (after)',
    params: idParams('chapterId'),
    query: betaCommentsQuerySchema,
    response: betaCommentsResponseSchema,
    errors: [400, 404],
  },
  'POST /stories/chapters/:chapterId/beta-comments': {
    auth: 'user',
    summary: 'Yazar: bir beta okurun bölümdeki yazışmasına yanıt (link_id)',
    params: idParams('chapterId'),
    body: betaAuthorCommentBodySchema,
    status: 201,
    response: betaCommentSchema,
    errors: [400, 404, 429],
    writeLimit: 'comment',
  },
});
