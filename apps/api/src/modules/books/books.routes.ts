import { LIMITS, bookCardSchema, bookPageResponseSchema, errorBodySchema, featuredBooksResponseSchema, toggleLibraryResponseSchema } from '@okuryazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { bearerSecurity, idParam } from '../../lib/route-schemas';
import { requireClaims, requireUser } from '../../plugins/authentication';
import { getBookPage, getReadingList, getRecommendations, toggleLibrary } from './books.service';
import { featuredBooksCache } from './featured.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export function booksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const featured = featuredBooksCache(ctx);
    // Public (no token): the landing page shows visitors real stories they can find after signing up.
    app.get(
      '/books/featured',
      { schema: { tags: ['browsing'], summary: 'Ziyaretçilere açık: en çok okunan, kapağı olan herkese açık hikayeler (en fazla 8)', response: { 200: featuredBooksResponseSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', `public, max-age=${LIMITS.featuredCacheSeconds}`);
        return featured();
      },
    );
    app.get(
      '/books/:bookId',
      { schema: { tags: ['browsing'], summary: 'Kitap sayfası: kitap ve yayımlanmış bölümler', security: bearerSecurity, params: idParam('bookId'), response: { 200: bookPageResponseSchema, ...errors } } },
      async (request) => {
        const { viewer, body } = await getBookPage(ctx, await requireClaims(ctx, request), request.params.bookId);
        request.authUser = viewer;
        return body;
      },
    );
    app.get(
      '/books/:bookId/recommendations',
      { schema: { tags: ['browsing'], summary: 'Bu kitabı okuyanların okudukları, sonra aynı kategori', security: bearerSecurity, params: idParam('bookId'), response: { 200: z.array(bookCardSchema), ...errors } } },
      async (request) => getRecommendations(ctx, await requireUser(ctx, request), request.params.bookId),
    );
    app.post(
      '/books/:bookId/toggle-library',
      { schema: { tags: ['browsing'], summary: 'Kitabı kütüphaneye ekler ya da çıkarır', security: bearerSecurity, params: idParam('bookId'), response: { 200: toggleLibraryResponseSchema, ...errors } } },
      async (request) => toggleLibrary(ctx, await requireUser(ctx, request), request.params.bookId),
    );
    app.get(
      '/library/reading-list',
      { schema: { tags: ['browsing'], summary: 'Kütüphanem', security: bearerSecurity, response: { 200: z.array(bookCardSchema), 401: errorBodySchema } } },
      async (request) => getReadingList(ctx, await requireUser(ctx, request)),
    );
  };
}
