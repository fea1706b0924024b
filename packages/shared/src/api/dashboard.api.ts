import { z } from 'zod';
import { bookCardSchema, dashboardResponseSchema, shelfPageResponseSchema } from '../book-schemas';
import { pageQuerySchema } from '../reading-schemas';
import { defineRoutes, idParams } from './contract';

const tags = ['dashboard'];

/**
 * The signed-in home page's shelves (docs/PRODUCT.md#api-dashboard-and-shelves), the two shared shelves in full
 * (docs/PRODUCT.md#discovery "Tümünü gör") and the recommendation under a story's last chapter.
 */
export const dashboardApi = defineRoutes({
  'GET /dashboard/dashboard': {
    auth: 'user',
    tags,
    summary: 'Kütüphaneniz, önerilenler, yeni çıkanlar ve popüler kitaplar rafları',
    response: dashboardResponseSchema,
    errors: [],
  },
  'GET /books/new': {
    auth: 'session',
    tags,
    summary: 'Yeni Çıkanlar rafının tamamı: en son yayımlanan önce, sayfa sayfa (page, pageSize)',
    query: pageQuerySchema,
    response: shelfPageResponseSchema,
    errors: [],
  },
  'GET /books/popular': {
    auth: 'session',
    tags,
    summary: 'Popüler Kitaplar rafının tamamı: en çok okunan önce, sayfa sayfa (page, pageSize)',
    query: pageQuerySchema,
    response: shelfPageResponseSchema,
    errors: [],
  },
  'GET /books/:bookId/next-read': {
    auth: 'user',
    tags,
    summary:
      'Sıradaki okuma (en fazla 3): bu hikayeyi okuyanların okudukları, sonra aynı kategori ve etiketler; okurun kütüphanesindeki, başladığı ve yazdığı hikayeler hariç',
    params: idParams('bookId'),
    response: z.array(bookCardSchema),
    errors: [404],
  },
});
