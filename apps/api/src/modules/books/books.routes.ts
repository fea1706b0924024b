import { LIMITS } from '@okuryazar/shared';
import type { AppContext } from '../../lib/context';
import type { RouteHandlers } from '../../lib/route-table';
import { getBookPage, getRecommendations, toggleLibrary } from './books.service';
import { getLibraryPage, getReadingList } from './library.service';
import { setLibraryStatus } from './library-status';
import { featuredBooksCache } from './featured.service';

type BooksKey =
  | 'GET /books/featured'
  | 'GET /books/:bookId'
  | 'GET /books/:bookId/recommendations'
  | 'POST /books/:bookId/toggle-library'
  | 'PUT /library/:bookId/status'
  | 'GET /library/reading-list'
  | 'GET /library/books';

export function booksHandlers(ctx: AppContext): RouteHandlers<BooksKey> {
  const featured = featuredBooksCache(ctx);
  return {
    'GET /books/featured': (_request, reply) => {
      reply.header('cache-control', `public, max-age=${LIMITS.featuredCacheSeconds}`);
      return featured();
    },
    'GET /books/:bookId': async (request) => {
      const { viewer, body } = await getBookPage(ctx, request.claims, request.params.bookId);
      request.authUser = viewer;
      return body;
    },
    'GET /books/:bookId/recommendations': (request) => getRecommendations(ctx, request.user, request.params.bookId),
    'POST /books/:bookId/toggle-library': (request) => toggleLibrary(ctx, request.user, request.params.bookId),
    'PUT /library/:bookId/status': (request) => setLibraryStatus(ctx, request.user, request.params.bookId, request.body.status),
    'GET /library/reading-list': (request) => getReadingList(ctx, request.user, request.query),
    'GET /library/books': (request) => getLibraryPage(ctx, request.user, request.query),
  };
}
