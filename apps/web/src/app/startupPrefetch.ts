import type { QueryClient } from '@tanstack/react-query';
import { browseKeys } from '../features/browse/api';
import { preloadBookPage } from '../features/browse/routes';
import { loadLandingPage } from '../features/landing';
import { featuredBooksQuery } from '../features/landing/api';
import { fetchReader, readerKeys } from '../features/reader/api';
import { preloadReaderPage } from '../features/reader/routes';
import { call } from '../lib/api';
import { getToken } from '../lib/session';

const READ = /^\/read\/(\d+)\/(\d+)\/?$/;
const BOOK = /^\/book\/(\d+)\/?$/;

/**
 * How long the first render waits for the page's data once its code is there. The call was
 * started by index.html (lib/earlyFetch.ts), in parallel with the code, so it is usually in;
 * a slow answer gets the page's own loading state after this.
 */
const DATA_WAIT_MS = 1_500;

/**
 * On a cold load of the landing page, a book page or the reader, starts the page's API call
 * (or takes over the one index.html started) and its route chunk while the entry is still
 * starting, instead of after the lazy route has rendered its loading state (one round trip
 * less before the largest paint, docs/PRODUCT.md#budgets). The screens read the same query keys, so they
 * find the answer in the cache or in flight.
 *
 * Resolves when the route's code and, within DATA_WAIT_MS, its data are there (never
 * rejects): main.tsx renders after it, so the first render is the page itself, once, and
 * not a spinner that the page then pushes down (layout shift) and a second render of the
 * whole page when the data settles. Logged-out visitors of a logged-in page are sent to
 * /login, so nothing is fetched.
 */
export function startupPrefetch(queryClient: QueryClient, pathname: string): Promise<unknown> {
  const loggedIn = getToken() !== null;
  if (!loggedIn) {
    if (pathname !== '/' && pathname !== '/login') return Promise.resolve();
    return settle(loadLandingPage(), queryClient.prefetchQuery(featuredBooksQuery));
  }
  const read = READ.exec(pathname);
  if (read) {
    const bookId = Number(read[1]);
    const chapterId = Number(read[2]);
    const data = queryClient.prefetchQuery({
      queryKey: readerKeys.chapter(bookId, chapterId),
      queryFn: ({ signal }) => fetchReader(bookId, chapterId, signal),
    });
    return settle(preloadReaderPage(), data);
  }
  const book = BOOK.exec(pathname);
  if (book) {
    const id = Number(book[1]);
    const data = queryClient.prefetchQuery({
      queryKey: browseKeys.book(id),
      queryFn: ({ signal }) => call('GET /books/:bookId', { params: { bookId: id }, signal }),
    });
    return settle(preloadBookPage(), data);
  }
  return Promise.resolve();
}

/**
 * The code, and the data for at most DATA_WAIT_MS after it. A failed chunk load is left to
 * the route (its lazy import retries and shows the error); prefetchQuery never rejects.
 */
const settle = (code: Promise<unknown>, data: Promise<unknown>) =>
  code.then(
    () => Promise.race([data, new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS))]),
    () => undefined,
  );
