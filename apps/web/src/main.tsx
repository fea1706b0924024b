// Subset Turkish-only fonts, preloaded from index.html (scripts/subset-fonts.mjs makes both).
import './styles/fonts.css';
import './styles/global.css';
import './styles/page-frame.css';
import './styles/forms.css';
import './styles/shapes.css';
import './styles/layout.css';
import './styles/controls.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { browserApp } from './app/App';
import { createQueryClient } from './app/queryClient';
import { startupPrefetch } from './app/startupPrefetch';
import { startBackgroundWork } from './app/background';
import { initReadingPrefs } from './features/reader';
import { whenIdle } from './lib/deferred';
import { takeServerRender } from './prerender/hydration';
import { setHydrating } from './lib/serverRender';

// index.html's script has applied the stored settings before the first paint; this keeps them applied.
initReadingPrefs();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
// A page the server rendered for this reader (the book page, the reader): its answer seeds the
// cache, so the first render is that markup, which React then adopts instead of redrawing.
const hydrate = takeServerRender(queryClient, root);
// The first render waits for the cold route's own code and data (see startupPrefetch). It is a
// transition so React renders the tree in slices of a few milliseconds and yields in between,
// instead of one task of hundreds of milliseconds on a slow phone (docs/PRODUCT.md#budgets, total blocking
// time); only the commit to the DOM is one piece.
void startupPrefetch(queryClient, window.location.pathname).then(() => {
  const app = browserApp(queryClient);
  // From here React answers presses itself (it replays those made while it hydrates); until
  // now index.html's script noted them on a server-rendered page for RootLayout to repeat
  // (lib/prerenderedClick.ts).
  root.removeAttribute('data-ssr-page');
  if (hydrate) {
    setHydrating(true);
    // A transition too: hydration then works in slices and yields in between, like the first
    // render below, instead of one long task (a press meanwhile hydrates its part at once). A
    // mismatch is recovered by rendering afresh (logged).
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: (error) => console.warn('Sunucu sayfası yeniden çizildi:', error) });
    });
    return;
  }
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
});
// Settings sync, offline progress and the service worker: after the page (the chapter text) is in.
whenIdle(() => startBackgroundWork(queryClient), 5_000);
