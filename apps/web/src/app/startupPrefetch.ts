import type { QueryClient } from '@tanstack/react-query';
import { browseKeys } from '../features/browse/api';
import { loadLandingPage } from '../features/landing';
import { featuredBooksQuery } from '../features/landing/api';
import { fetchReader, readerKeys } from '../features/reader/api';
import { call } from '../lib/api';
import { getToken } from '../lib/session';

const READ = /^\/read\/(\d+)\/(\d+)\/?$/;
const BOOK = /^\/book\/(\d+)\/?$/;

/**
 * On a cold load of the landing page, a book page or the reader, starts the page's API call
 * and its route chunk while the entry is still starting, instead of after the lazy route has
 * rendered its loading state (one round trip less before the largest paint, DESIGN §5). The
 * screens read the same query keys, so they find the answer in the cache or in flight.
 *
 * Resolves when the route's code is there (never rejects): main.tsx renders after it, so the
 * first paint is the page itself and not a spinner that the page then pushes down (layout
 * shift). Logged-out visitors of a logged-in page are sent to /login, so nothing is fetched.
 */
export function startupPrefetch(queryClient: QueryClient, pathname: string): Promise<unknown> {
  const loggedIn = getToken() !== null;
  if (!loggedIn) {
    if (pathname !== '/' && pathname !== '/login') return Promise.resolve();
    void queryClient.prefetchQuery(featuredBooksQuery);
    return settle(loadLandingPage());
  }
  const read = READ.exec(pathname);
  if (read) {
    const bookId = Number(read[1]);
    const chapterId = Number(read[2]);
    void queryClient.prefetchQuery({
      queryKey: readerKeys.chapter(bookId, chapterId),
      queryFn: ({ signal }) => fetchReader(bookId, chapterId, signal),
    });
    return settle(import('../features/reader/ReaderPage'));
  }
  const book = BOOK.exec(pathname);
  if (book) {
    const id = Number(book[1]);
    void queryClient.prefetchQuery({
      queryKey: browseKeys.book(id),
      queryFn: ({ signal }) => call('GET /books/:bookId', { params: { bookId: id }, signal }),
    });
    return settle(import('../features/browse/book/BookPage'));
  }
  return Promise.resolve();
}

/** A failed chunk load is left to the route (its lazy import retries and shows the error). */
const settle = (p: Promise<unknown>) => p.catch(() => undefined);
