import { shelfPageResponseSchema } from '../book-schemas';
import { trendingQuerySchema } from '../trending';
import { defineTaggedRoutes } from './contract';

/** "Yükselenler" (docs/PRODUCT.md#rising-stories): the ranking the background keeps, read a page at a time. */
export const trendingApi = defineTaggedRoutes('discovery', {
  'GET /trending': {
    auth: 'session',
    summary:
      'Yükselenler: son 7 günde okur başına en çok ilgi gören hikayeler (yeni hikayeler öne çıkar, bir yazardan bir hikaye), tüm kategoriler ya da category ile biri, 24’er (page)',
    query: trendingQuerySchema,
    response: shelfPageResponseSchema,
    errors: [400],
  },
});
