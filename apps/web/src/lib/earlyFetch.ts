/**
 * The first page's API call, started by index.html's inline script while the app's code is
 * still downloading (docs/PRODUCT.md#budgets: the chapter, the book or the landing page's covers come in
 * parallel with the JavaScript instead of after it). The script covers the same pages as
 * app/startupPrefetch.ts and leaves `{ url, token, response }` on `window.__okEarly`.
 */
interface EarlyFetch {
  /** Same-origin URL, e.g. `/api/bookReader/books/4/10`. */
  url: string;
  /** The bearer token it was sent with, or null for a call without one. */
  token: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __okEarly?: EarlyFetch;
  }
}

/**
 * The early answer for `url` sent with `token`, handed out once; null when the script
 * started nothing, started another call, or the session changed since (a GET with the same
 * URL and token is the same request, so its answer is used as if fetched now).
 */
export function takeEarlyResponse(url: string, token: string | null): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : window.__okEarly;
  if (!early || early.url !== url || early.token !== token) return null;
  delete window.__okEarly;
  return early.response;
}
