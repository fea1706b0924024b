import {
  chapterConflictSchema,
  messageResponseSchema,
  saveChapterResponseSchema,
} from '../authoring-schemas';
import {
  autosaveBodySchema,
  autosaveResponseSchema,
  discardAutosaveQuerySchema,
  restoreRevisionBodySchema,
  revisionSchema,
  revisionsQuerySchema,
  revisionsResponseSchema,
} from '../revision-schemas';
import { defineTaggedRoutes, idParams } from './contract';

const conflictBody = { 409: chapterConflictSchema } as const;

/** Writer's tools (docs/PRODUCT.md#reading-comfort-and-writers-tools "Never lose a word"): autosave and revisions. Author only; 404 for anyone else. */
export const revisionsApi = defineTaggedRoutes('authoring', {
  'PUT /stories/chapters/:chapterId/autosave': {
    auth: 'user',
    summary: 'Bölüm taslağını sunucuya otomatik kaydeder (kaydedilmiş metinden ayrı)',
    params: idParams('chapterId'),
    body: autosaveBodySchema,
    bodyLimit: 2 * 1024 * 1024,
    response: autosaveResponseSchema,
    errors: [404, 409],
    errorBodies: conflictBody,
    writeLimit: 'autosave',
  },
  'DELETE /stories/chapters/:chapterId/autosave': {
    auth: 'user',
    summary: 'Bölüm taslağını siler (yazar kaydetmeden ayrıldığında; yalnızca bu sürümü)',
    params: idParams('chapterId'),
    query: discardAutosaveQuerySchema,
    response: messageResponseSchema,
    errors: [404],
    writeLimit: 'autosave',
  },
  'GET /stories/chapters/:chapterId/revisions': {
    auth: 'user',
    summary: 'Bölümün sürümleri, en yeniden eskiye (sayfalı: cursor)',
    params: idParams('chapterId'),
    query: revisionsQuerySchema,
    response: revisionsResponseSchema,
    errors: [404],
  },
  'GET /stories/chapters/:chapterId/revisions/:revisionId': {
    auth: 'user',
    summary: 'Bir sürümün başlığı ve metni',
    params: idParams('chapterId', 'revisionId'),
    response: revisionSchema,
    errors: [404],
  },
  'POST /stories/chapters/:chapterId/revisions/:revisionId/restore': {
    auth: 'user',
    summary: 'Sürümü yeni bir kayıt olarak geri yükler (geri alınabilir)',
    params: idParams('chapterId', 'revisionId'),
    body: restoreRevisionBodySchema,
    response: saveChapterResponseSchema,
    errors: [404, 409],
    errorBodies: conflictBody,
  },
});
