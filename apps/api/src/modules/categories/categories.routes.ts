import { bookCardSchema, categorySchema, errorBodySchema, pageQuerySchema } from '@okuryazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { bearerSecurity, idParam } from '../../lib/route-schemas';
import { requireClaims, requireUser } from '../../plugins/authentication';
import { getCategory, getCategoryBooks } from './categories.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export function categoriesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/categories/:id',
      { schema: { tags: ['browsing'], summary: 'Kategori adı ve açıklaması', security: bearerSecurity, params: idParam('id'), response: { 200: categorySchema, ...errors } } },
      async (request) => {
        await requireUser(ctx, request);
        return getCategory(ctx, request.params.id);
      },
    );
    app.get(
      '/categories/:id/books',
      {
        schema: {
          tags: ['browsing'],
          summary: 'Kategorinin kitapları, sayfa sayfa (page, pageSize)',
          security: bearerSecurity,
          params: idParam('id'),
          querystring: pageQuerySchema,
          response: { 200: z.array(bookCardSchema), ...errors },
        },
      },
      async (request) => {
        const { viewer, body } = await getCategoryBooks(ctx, await requireClaims(ctx, request), request.params.id, request.query.page, request.query.pageSize);
        request.authUser = viewer;
        return body;
      },
    );
  };
}
