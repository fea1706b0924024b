import { startProgressQueue } from './progressQueue';
import { startReadingPrefsSync } from './readingPrefsSync';
import { registerServiceWorker } from './registerServiceWorker';

/**
 * Work that no first paint needs, loaded as one chunk when the page is idle (main.tsx):
 * the account sync of the reader settings, the offline progress queue and the service worker.
 * Settings changed before it loads are pending in local storage and go up when it starts.
 */
export function startBackgroundWork(): void {
  startReadingPrefsSync();
  startProgressQueue();
  registerServiceWorker();
}
