import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { getCategory, getCategoryBooks } from './categories.service';

type CategoriesKey = 'GET /categories/:id' | 'GET /categories/:id/books';

export function categoriesHandlers(ctx: AppContext): RouteHandlers<CategoriesKey> {
  return {
    // Signed-in users only (the table checks the token); the category itself is public data.
    'GET /categories/:id': (request) => getCategory(ctx, request.params.id),
    'GET /categories/:id/books': async (request) => {
      const { page, pageSize, ...filter } = request.query;
      const { viewer, body } = await getCategoryBooks(ctx, request.claims, request.params.id, page, pageSize, filter);
      request.authUser = viewer;
      return body;
    },
  };
}
