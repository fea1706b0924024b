import { z } from 'zod';
import { bookCardSchema, dashboardResponseSchema, shelfPageResponseSchema } from '../book-schemas';
import { pageQuerySchema } from '../reading-schemas';
import { defineTaggedRoutes, idParams } from './contract';

/**
 * The signed-in home page's shelves (docs/PRODUCT.md#api-dashboard-and-shelves), the two shared shelves in full
 * (docs/PRODUCT.md#discovery "Tümünü gör") and the recommendation under a story's last chapter.
 */
export const dashboardApi = defineTaggedRoutes('dashboard', {
  'GET /dashboard/dashboard': {
    auth: 'user',
    summary: 'Kütüphaneniz, önerilenler, yeni çıkanlar ve popüler kitaplar rafları',
    response: dashboardResponseSchema,
    errors: [],
  },
  'GET /books/new': {
    auth: 'session',
    summary: 'Yeni Çıkanlar rafının tamamı: en son yayımlanan önce, sayfa sayfa (page, pageSize)',
    query: pageQuerySchema,
    response: shelfPageResponseSchema,
    errors: [],
  },
  'GET /books/popular': {
    auth: 'session',
    summary: 'Popüler Kitaplar rafının tamamı: en çok okunan önce, sayfa sayfa (page, pageSize)',
    query: pageQuerySchema,
    response: shelfPageResponseSchema,
    errors: [],
  },
  'GET /books/:bookId/next-read': {
    auth: 'user',
    summary:
      'Sıradaki okuma (en fazla 3): bu hikayeyi okuyanların okudukları, sonra aynı kategori ve etiketler; okurun kütüphanesindeki, başladığı ve yazdığı hikayeler hariç',
    params: idParams('bookId'),
    response: z.array(bookCardSchema),
    errors: [404],
  },
});
