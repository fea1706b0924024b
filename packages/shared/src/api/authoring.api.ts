import {
  chapterConflictSchema,
  chapterEditorSchema,
  deleteStoryBodySchema,
  messageResponseSchema,
  myStoriesQuerySchema,
  myStoriesResponseSchema,
  newStoryResponseSchema,
  previewResponseSchema,
  publishBodySchema,
  publishResponseSchema,
  saveChapterBodySchema,
  saveChapterResponseSchema,
  storyDetailsResponseSchema,
  storyFieldsSchema,
  storyUpdateFieldsSchema,
  storyUpdateResponseSchema,
  unpublishStoryResponseSchema,
} from '../authoring-schemas';
import { defineTaggedRoutes, idParams } from './contract';

/** The cover's file field of both story forms. */
export const COVER_FIELD = 'cover_image';
/** Chapter writes that take base_updated_at answer a stale base with the stored copy. */
const conflictBody = { 409: chapterConflictSchema } as const;

/** Publishing and unpublishing a chapter: the same call, but for which way it goes. */
const publishing = {
  auth: 'user',
  params: idParams('chapterId'),
  body: publishBodySchema,
  response: publishResponseSchema,
  errors: [404, 409],
  errorBodies: conflictBody,
  writeLimit: 'publish',
} as const;

/** Writing: the author's stories and chapters (docs/PRODUCT.md#api-authoring). Only the author may call these. */
export const authoringApi = defineTaggedRoutes('authoring', {
  'POST /new-story': {
    auth: 'user',
    summary:
      'Yeni hikaye (multipart: title, description, cover_image, category_id, telif_id, is_mature_content)',
    multipart: { fields: storyFieldsSchema, file: COVER_FIELD },
    status: 201,
    response: newStoryResponseSchema,
    errors: [403, 404, 413, 429],
  },
  'GET /story-details/:storyId': {
    auth: 'user',
    summary: 'Hikaye ayrıntıları ve bölüm listesi (yalnızca yazar)',
    params: idParams('storyId'),
    response: storyDetailsResponseSchema,
    errors: [403, 404],
  },
  'PUT /story-details/:storyId': {
    auth: 'user',
    summary: 'Hikaye bilgilerini günceller (multipart; kapak isteğe bağlı: cover_image)',
    params: idParams('storyId'),
    multipart: { fields: storyUpdateFieldsSchema, file: COVER_FIELD },
    response: storyUpdateResponseSchema,
    errors: [403, 404, 413],
  },
  'GET /my-story/my-stories': {
    auth: 'user',
    summary: 'Kendi hikayelerim (status=published|all); boşsa bir mesaj',
    query: myStoriesQuerySchema,
    response: myStoriesResponseSchema,
    errors: [403, 404],
  },
  'PUT /my-story/my-stories/:bookId/unpublish': {
    auth: 'user',
    summary: 'Hikayeyi yayından kaldırır',
    params: idParams('bookId'),
    response: unpublishStoryResponseSchema,
    errors: [403, 404],
  },
  'DELETE /my-story/my-stories/:bookId': {
    auth: 'user',
    summary: 'Hikayeyi siler (gövde: {password})',
    params: idParams('bookId'),
    body: deleteStoryBodySchema,
    response: messageResponseSchema,
    errors: [403, 404],
  },
  'GET /stories/chapters/:chapterId': {
    auth: 'user',
    summary: 'Düzenleyici için bölüm (yalnızca yazar)',
    params: idParams('chapterId'),
    response: chapterEditorSchema,
    errors: [404],
  },
  'POST /stories/chapters': {
    auth: 'user',
    summary: 'Bölümü kaydeder; chapter_id yoksa yeni bölüm oluşturur',
    body: saveChapterBodySchema,
    // Chapters can be long: 100000 characters of text plus markup.
    bodyLimit: 2 * 1024 * 1024,
    response: saveChapterResponseSchema,
    errors: [404, 409],
    errorBodies: conflictBody,
  },
  'GET /preview/books/:storyId': {
    auth: 'user',
    summary: 'Önizleme: hikayenin bütün bölümleri (yalnızca yazar)',
    params: idParams('storyId'),
    response: previewResponseSchema,
    errors: [404],
  },
  'POST /preview/chapters/:chapterId/publish': { ...publishing, summary: 'Bölümü yayımlar' },
  'POST /preview/chapters/:chapterId/unpublish': {
    ...publishing,
    summary: 'Bölümü yayından kaldırır',
  },
  'DELETE /story-details/chapters/:chapterId': {
    auth: 'user',
    summary: 'Bölümü siler',
    params: idParams('chapterId'),
    response: messageResponseSchema,
    errors: [404],
  },
});
