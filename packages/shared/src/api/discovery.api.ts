import {
  suggestQuerySchema,
  suggestResponseSchema,
  tagBooksResponseSchema,
  tagPageQuerySchema,
  tagParamsSchema,
  tagSuggestQuerySchema,
  tagSuggestResponseSchema,
} from '../tag-schemas';
import { defineTaggedRoutes } from './contract';

// Type-ahead sends a request every few keystrokes; a person typing stays far below this.
const typeAheadLimit = { max: 120, timeWindow: '1 minute' };

/** Discovery (docs/PRODUCT.md#discovery): type-ahead suggestions and tags. Visitors see what a visitor may see. */
export const discoveryApi = defineTaggedRoutes('discovery', {
  'GET /search/suggest': {
    auth: 'optional',
    summary:
      'Arama kutusu önerileri: en fazla 8 hikaye, yazar ve etiket (Türkçe harfsiz yazım da eşleşir)',
    query: suggestQuerySchema,
    response: suggestResponseSchema,
    errors: [],
    rateLimit: typeAheadLimit,
  },
  'GET /tags': {
    auth: 'optional',
    summary:
      'Bu harflerle başlayan, görünür hikayelerde kullanılan etiketler (en çok kullanılan önce)',
    query: tagSuggestQuerySchema,
    response: tagSuggestResponseSchema,
    errors: [],
    rateLimit: typeAheadLimit,
  },
  'GET /tags/:tag': {
    auth: 'optional',
    summary: 'Bir etiketin görünür hikayeleri, en çok okunan önce, 20’şer (page)',
    params: tagParamsSchema,
    query: tagPageQuerySchema,
    response: tagBooksResponseSchema,
    errors: [404],
  },
});
