/**
 * Offline reading (docs/PRODUCT.md#reading-comfort-and-writers-tools) from the page's side. The service worker (vite.config.ts,
 * Workbox) keeps the answers that OFFLINE_READING_URL matches as they pass through it: the
 * opened chapters of library stories and the library's pages.
 *
 * On a reader's very first visit the page runs before the worker exists: the chapter it opened
 * was fetched from the network directly, and the worker, which takes the page over as soon as
 * it is active (clientsClaim), never saw it. So once the worker controls the page, the page asks
 * for those answers again, now through the worker, which keeps them like any other; the chapter
 * opened on the first visit then reads offline too (issue 28).
 */

/**
 * The API answers kept for offline reading, matched against the request's full URL (Workbox
 * matches a RegExp route against `url.href`; the worker's route uses this very pattern).
 * GET /api/bookReader/books/{bookId}/{chapterId}, /api/library/books and
 * /api/library/reading-list (each page, order and search its own entry).
 */
export const OFFLINE_READING_URL = /^https?:\/\/[^/]+\/api\/(?:bookReader\/books\/\d+\/\d+|library\/books|library\/reading-list)(?:\?[^#]*)?$/;

/** The same-origin URLs of the offline-kept answers this page has fetched so far, each once. */
export function readingRequestsSoFar(): string[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return [];
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => OFFLINE_READING_URL.test(url) && new URL(url).origin === location.origin);
  return [...new Set(urls)];
}

/**
 * Fetches `urls` again through the worker that now controls the page, one after the other (a
 * handful of small JSON answers, once per browser), with the reader's token as the app sends
 * it. The worker decides what it keeps (a chapter only when its story is in the library).
 */
export async function passThroughWorker(urls: string[], token: string | null): Promise<void> {
  if (!token) return;
  for (const url of urls) {
    try {
      await fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
    } catch {
      // Offline again, or the call failed: the chapter is kept the next time it is opened.
    }
  }
}
