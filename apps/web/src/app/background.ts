import type { QueryClient } from '@tanstack/react-query';
import { passThroughWorker, readingRequestsSoFar, startProgressQueue, startReadingSettingsSync } from '../features/reader';
import { registerServiceWorker } from '../lib/registerServiceWorker';
import { getToken } from '../lib/session';

/**
 * Work that no first paint needs, started when the page is idle (main.tsx): the account sync
 * of the reader settings (into the app's query cache), the offline progress queue and the
 * service worker. Settings changed before it starts are pending in local storage and go up
 * when it starts.
 */
export function startBackgroundWork(queryClient: QueryClient): void {
  startReadingSettingsSync(queryClient);
  startProgressQueue();
  // A page the worker took over asks for what it read so far again, through the worker.
  registerServiceWorker(() => void passThroughWorker(readingRequestsSoFar(), getToken()));
}
