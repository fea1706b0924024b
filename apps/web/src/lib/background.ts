import type { QueryClient } from '@tanstack/react-query';
import { startProgressQueue } from './progressQueue';
import { startReadingSettingsSync } from './readingSettings';
import { registerServiceWorker } from './registerServiceWorker';

/**
 * Work that no first paint needs, started when the page is idle (main.tsx): the account sync
 * of the reader settings (into the app's query cache), the offline progress queue and the
 * service worker. Settings changed before it starts are pending in local storage and go up
 * when it starts.
 */
export function startBackgroundWork(queryClient: QueryClient): void {
  startReadingSettingsSync(queryClient);
  startProgressQueue();
  registerServiceWorker();
}
