import { LoadingState } from '../../components';
import { deferredModule, preload } from '../../lib/deferred';

/*
 * The visitor landing page loads on demand: a logged-in reader never needs its code or its
 * sample covers (docs/PRODUCT.md#budgets budget).
 */
const landing = deferredModule(() => import('./LandingPage'));

/** Starts loading the landing page (idempotent); tests await it so "/" renders synchronously. */
export const loadLandingPage = landing.load;

/** "/" and "/login" for visitors: a loading state until the landing page's code is there. */
export function LandingPage() {
  const loaded = landing.useModule();
  if (!loaded) {
    // Idempotent: the first render starts the download.
    preload(landing);
    return <LoadingState />;
  }
  return <loaded.LandingPage />;
}
