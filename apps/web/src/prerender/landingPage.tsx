/*
 * Build-time render of the visitor landing page ("/"), run by scripts/prerender-landing.mjs
 * after the client build (docs/PRODUCT.md#budgets: the largest paint of the landing page is its lead text,
 * and without this it waited for the whole app to start). The server sends the markup inside
 * #root; the app renders over it as before, so the page is the same components, not a copy.
 */
import { renderToString } from 'react-dom/server';
import { App } from '../app/App';
import { createQueryClient } from '../app/queryClient';
import { routes } from '../app/router';
import { loadLandingPage } from '../features/landing';
import { createMemoryRouter } from '../lib/router';

/**
 * The landing page as a visitor first sees it: logged out, the featured covers still loading
 * (the app fills them in when it starts), every lazy part in the state the app's first render
 * shows.
 */
export async function renderLandingPage(): Promise<string> {
  await loadLandingPage();
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  return renderToString(<App queryClient={createQueryClient()} router={router} />);
}
