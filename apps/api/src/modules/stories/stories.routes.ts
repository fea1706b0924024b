import {
  bookCardSchema,
  deleteStoryBodySchema,
  errorBodySchema,
  messageResponseSchema,
  myStoriesQuerySchema,
  MSG,
  newStoryResponseSchema,
  storyDetailsResponseSchema,
} from '@okuryazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { readMultipart } from '../../lib/multipart';
import { bearerSecurity, idParam } from '../../lib/route-schemas';
import { requireUser } from '../../plugins/authentication';
import { createStory, deleteStory, getStoryDetails, listMyStories, unpublishStory, updateStory } from './stories.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema };

export function storiesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/new-story',
      {
        schema: {
          tags: ['authoring'],
          summary: 'Yeni hikaye (multipart: title, description, cover_image, category_id, telif_id, is_mature_content)',
          consumes: ['multipart/form-data'],
          security: bearerSecurity,
          response: { 201: newStoryResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = await requireUser(ctx, request);
        const { fields, file } = await readMultipart(request, 'cover_image');
        return reply.code(201).send(await createStory(ctx, user, fields, file));
      },
    );

    app.get(
      '/story-details/:storyId',
      {
        schema: {
          tags: ['authoring'],
          summary: 'Hikaye ayrıntıları ve bölüm listesi (yalnızca yazar)',
          security: bearerSecurity,
          params: idParam('storyId'),
          response: { 200: storyDetailsResponseSchema, ...errors },
        },
      },
      async (request) => getStoryDetails(ctx, await requireUser(ctx, request), request.params.storyId),
    );

    app.put(
      '/story-details/:storyId',
      {
        schema: {
          tags: ['authoring'],
          summary: 'Hikaye bilgilerini günceller (multipart; kapak isteğe bağlı: cover_image)',
          consumes: ['multipart/form-data'],
          security: bearerSecurity,
          params: idParam('storyId'),
          response: { 200: storyDetailsResponseSchema.extend({ message: z.string() }), ...errors },
        },
      },
      async (request) => {
        const user = await requireUser(ctx, request);
        const { fields, file } = await readMultipart(request, 'cover_image');
        return updateStory(ctx, user, request.params.storyId, fields, file);
      },
    );

    app.get(
      '/my-story/my-stories',
      {
        schema: {
          tags: ['authoring'],
          summary: 'Kendi hikayelerim (status=published|all); boşsa bir mesaj',
          security: bearerSecurity,
          querystring: myStoriesQuerySchema,
          response: { 200: z.union([z.array(bookCardSchema), messageResponseSchema]), ...errors },
        },
      },
      async (request) => {
        const stories = await listMyStories(ctx, await requireUser(ctx, request), request.query.status);
        return stories.length > 0 ? stories : { message: MSG.noStories };
      },
    );

    app.put(
      '/my-story/my-stories/:bookId/unpublish',
      {
        schema: {
          tags: ['authoring'],
          summary: 'Hikayeyi yayından kaldırır',
          security: bearerSecurity,
          params: idParam('bookId'),
          response: { 200: z.object({ message: z.string(), book_id: z.number(), is_published: z.boolean() }), ...errors },
        },
      },
      async (request) => unpublishStory(ctx, await requireUser(ctx, request), request.params.bookId),
    );

    app.delete(
      '/my-story/my-stories/:bookId',
      {
        schema: {
          tags: ['authoring'],
          summary: 'Hikayeyi siler (gövde: {password})',
          security: bearerSecurity,
          params: idParam('bookId'),
          body: deleteStoryBodySchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => deleteStory(ctx, await requireUser(ctx, request), request.params.bookId, request.body.password),
    );
  };
}
