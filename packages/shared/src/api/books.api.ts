import { z } from 'zod';
import { bookCardSchema, featuredBooksResponseSchema } from '../book-schemas';
import { libraryPageResponseSchema, libraryQuerySchema, libraryStatusBodySchema, libraryStatusResponseSchema } from '../library-schemas';
import { storyListFilterSchema } from '../story-facts-schemas';
import {
  bookPageResponseSchema,
  categorySchema,
  pageQuerySchema,
  toggleLibraryResponseSchema,
} from '../reading-schemas';
import { defineTaggedRoutes, idParams } from './contract';

/** Browsing: book pages, the library and categories (docs/PRODUCT.md#api-browsing-and-library). */
export const booksApi = defineTaggedRoutes('browsing', {
  'GET /books/featured': {
    // Public: the landing page shows visitors real stories they can find after signing up.
    auth: 'public',
    summary: 'Ziyaretçilere açık: en çok okunan, kapağı olan herkese açık hikayeler (en fazla 8)',
    response: featuredBooksResponseSchema,
    errors: [],
  },
  'GET /books/:bookId': {
    auth: 'session',
    summary: 'Kitap sayfası: kitap ve yayımlanmış bölümler',
    params: idParams('bookId'),
    response: bookPageResponseSchema,
    errors: [404],
  },
  'GET /books/:bookId/epub': {
    auth: 'user',
    summary:
      'Okurun indirmesi: okuyabildiği hikayenin yayımlanmış bölümleri EPUB 3 olarak, yazarın dosyasıyla aynı (hazırlanırken 202 { status: "preparing", message }; istemci Retry-After sonra yeniden sorar)',
    params: idParams('bookId'),
    // The file itself (application/epub+zip); 403 BLOCKED across a block either way; 429 past the hourly limits.
    response: z.string().meta({ format: 'binary' }),
    errors: [403, 404, 429],
  },
  'GET /books/:bookId/recommendations': {
    auth: 'user',
    summary: 'Bu kitabı okuyanların okudukları, sonra aynı kategori',
    params: idParams('bookId'),
    response: z.array(bookCardSchema),
    errors: [404],
  },
  'POST /books/:bookId/toggle-library': {
    auth: 'user',
    summary: 'Kitabı kütüphaneye ekler ya da çıkarır',
    params: idParams('bookId'),
    response: toggleLibraryResponseSchema,
    errors: [404],
  },
  'PUT /library/:bookId/status': {
    auth: 'user',
    summary: 'Okuma durumunu seçer (Okuyorum, Okuyacağım, Bitirdim, Bıraktım); kitap kütüphanede değilse ekler',
    params: idParams('bookId'),
    body: libraryStatusBodySchema,
    response: libraryStatusResponseSchema,
    errors: [400, 403, 404],
  },
  'GET /library/reading-list': {
    auth: 'user',
    summary:
      'Kütüphanem (SPEC): kitap kartlarının dizisi, sayfa sayfa (page, pageSize: varsayılan 24, en fazla 60); q ile başlıkta arar, sort ile (lastRead, alphabetical) sıralar. Sayfa sayısı ve toplam için GET /library/books',
    query: libraryQuerySchema,
    response: z.array(bookCardSchema),
    errors: [400],
  },
  'GET /library/books': {
    auth: 'user',
    summary:
      'Kütüphanem, bir sayfa: kitaplar, toplam ve sonraki sayfa olup olmadığı (q, sort, page, pageSize)',
    query: libraryQuerySchema,
    response: libraryPageResponseSchema,
    errors: [400],
  },
  'GET /categories/:id': {
    auth: 'user',
    summary: 'Kategori adı ve açıklaması',
    params: idParams('id'),
    response: categorySchema,
    errors: [404],
  },
  'GET /categories/:id/books': {
    auth: 'session',
    summary:
      'Kategorinin kitapları, sayfa sayfa (page, pageSize); sort, status ve length ile sıralanır ve süzülür',
    params: idParams('id'),
    query: pageQuerySchema.extend(storyListFilterSchema.shape),
    response: z.array(bookCardSchema),
    errors: [404],
  },
});
