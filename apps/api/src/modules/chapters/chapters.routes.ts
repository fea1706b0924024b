import {
  chapterConflictSchema,
  chapterEditorSchema,
  errorBodySchema,
  messageResponseSchema,
  previewResponseSchema,
  publishBodySchema,
  publishResponseSchema,
  saveChapterBodySchema,
  saveChapterResponseSchema,
} from '@okuryazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { bearerSecurity, idParam } from '../../lib/route-schemas';
import { requireUser } from '../../plugins/authentication';
import { deleteChapter, getChapterForEditor, getPreview, saveChapter, setChapterPublished } from './chapters.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
/** Chapter writes that take base_updated_at answer a stale base with the stored copy. */
const writeErrors = { ...errors, 409: chapterConflictSchema };

export function chaptersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/stories/chapters/:chapterId',
      {
        schema: {
          tags: ['authoring'],
          summary: 'Düzenleyici için bölüm (yalnızca yazar)',
          security: bearerSecurity,
          params: idParam('chapterId'),
          response: { 200: chapterEditorSchema, ...errors },
        },
      },
      async (request) => getChapterForEditor(ctx, await requireUser(ctx, request), request.params.chapterId),
    );

    app.post(
      '/stories/chapters',
      {
        // Chapters can be long: 100000 characters of text plus markup.
        bodyLimit: 2 * 1024 * 1024,
        schema: {
          tags: ['authoring'],
          summary: 'Bölümü kaydeder; chapter_id yoksa yeni bölüm oluşturur',
          security: bearerSecurity,
          body: saveChapterBodySchema,
          response: { 200: saveChapterResponseSchema, ...writeErrors },
        },
      },
      async (request) => saveChapter(ctx, await requireUser(ctx, request), request.body),
    );

    app.get(
      '/preview/books/:storyId',
      {
        schema: {
          tags: ['authoring'],
          summary: 'Önizleme: hikayenin bütün bölümleri (yalnızca yazar)',
          security: bearerSecurity,
          params: idParam('storyId'),
          response: { 200: previewResponseSchema, ...errors },
        },
      },
      async (request) => getPreview(ctx, await requireUser(ctx, request), request.params.storyId),
    );

    for (const action of ['publish', 'unpublish'] as const) {
      app.post(
        `/preview/chapters/:chapterId/${action}`,
        {
          config: { writeLimit: 'publish' },
          schema: {
            tags: ['authoring'],
            summary: action === 'publish' ? 'Bölümü yayımlar' : 'Bölümü yayından kaldırır',
            security: bearerSecurity,
            params: idParam('chapterId'),
            body: publishBodySchema,
            response: { 200: publishResponseSchema, ...writeErrors },
          },
        },
        async (request) =>
          setChapterPublished(ctx, await requireUser(ctx, request), request.params.chapterId, request.body, action === 'publish'),
      );
    }

    app.delete(
      '/story-details/chapters/:chapterId',
      {
        schema: {
          tags: ['authoring'],
          summary: 'Bölümü siler',
          security: bearerSecurity,
          params: idParam('chapterId'),
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => deleteChapter(ctx, await requireUser(ctx, request), request.params.chapterId),
    );
  };
}
