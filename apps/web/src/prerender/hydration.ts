/*
 * The browser's side of a server-rendered page (prerender/appPage.tsx, rendered by the API for
 * a signed-in reader): the answer the markup was rendered from, read from the page's data
 * block into the query cache, so the app's first render is that same markup and main.tsx can
 * hydrate it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { noteServerRendered } from '../lib/serverRender';
import { getSession } from '../lib/session';
import { SSR_DATA_ID, seedPageQueries, ssrPageQueries, type SsrPayload } from './ssrPages';

function readPayload(): SsrPayload | null {
  const block = document.getElementById(SSR_DATA_ID);
  if (!block?.textContent) return null;
  try {
    const payload = JSON.parse(block.textContent) as SsrPayload;
    return payload && typeof payload === 'object' && payload.page in ssrPageQueries && Number.isFinite(payload.renderedAt) ? payload : null;
  } catch {
    return null;
  }
}

/**
 * True when #root holds the server's render of this page for the session this browser holds:
 * the answer is then in the cache and the markup can be hydrated. Otherwise (another account
 * signed in here since, no session at all, a page left behind by history) the markup is
 * rendered over like any other, and nothing is seeded.
 */
export function takeServerRender(queryClient: QueryClient, root: HTMLElement): boolean {
  if (!root.hasAttribute('data-ssr-page')) return false;
  const payload = readPayload();
  const session = getSession();
  if (!payload || !session || session.userId !== payload.userId || payload.path !== window.location.pathname) return false;
  seedPageQueries((key, answer) => queryClient.setQueryData(key, answer), payload);
  noteServerRendered(payload.path, payload.renderedAt);
  return true;
}
