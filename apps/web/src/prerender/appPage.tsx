/*
 * The server's render of a signed-in page (the book page and the reader), built for Node by
 * scripts/prerender-landing.mjs into dist-ssr/ and called by the API for a GET of the page
 * with a valid page cookie (apps/api/src/modules/pages). The API hands in the same answers
 * its calls give that reader; this renders the app's own components around them, so the
 * browser paints the cover, the description and the chapter before any JavaScript has run,
 * and main.tsx then hydrates the markup (the text is adopted, not rendered again).
 */
import { renderToString } from 'react-dom/server';
import { App } from '../app/App';
import { createQueryClient } from '../app/queryClient';
import { routes } from '../app/router';
import { preloadBookPage } from '../features/browse/routes';
import { preloadReaderPage } from '../features/reader/routes';
import { createMemoryRouter } from '../lib/router';
import { renderForHydration } from '../lib/serverRender';
import { renderAs } from '../lib/session';
import { seedPageQueries, type SsrCompanion, type SsrPage } from './ssrPages';

export type { SsrPage };

/** The screens' code, loaded once before the first render (a lazy screen would render its loading state). */
export const ready: Promise<unknown> = Promise.all([preloadBookPage(), preloadReaderPage()]);

export interface AppPageInput {
  page: SsrPage;
  /** The page's path, e.g. `/read/4/10`. */
  path: string;
  viewer: { userId: number; username: string };
  /** The answer of the page's call, as the API serializes it for this viewer. */
  data: unknown;
  /** Other calls' answers the page shows (the book page's progress), as the API answers them. */
  companions?: Partial<Record<SsrCompanion, unknown>>;
  /** The server's clock for the page, in ms; the data block carries the same, for the browser's hydration. */
  renderedAt: number;
}

/** The markup of #root for this page, as the app's first render in the browser makes it. */
export function renderAppPage({ page, path, viewer, data, companions, renderedAt }: AppPageInput): string {
  const queryClient = createQueryClient();
  seedPageQueries((key, answer) => queryClient.setQueryData(key, answer), { page, path, data, companions });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // The token is the browser's alone and never in the page: nothing sends a call while rendering.
  return renderAs({ token: 'server-render', ...viewer }, () =>
    renderForHydration(() => renderToString(<App queryClient={queryClient} router={router} />), renderedAt),
  );
}
