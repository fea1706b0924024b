import { call } from '../../../lib/api';
import { getToken, onSessionChange } from '../../../lib/session';
import { readQueue, stamp, writeQueue } from './progressQueueStore';

/*
 * Sends reading progress made offline (progressQueueStore.ts) when the connection returns —
 * unless the account already holds newer progress for that book (read on another device
 * meanwhile), which is then left as it is.
 */
const quiet = { redirectOn401: false } as const;

let flushing: Promise<void> | null = null;

/** Sends the queued saves whose position is newer than the account's; keeps those that fail. */
export function flushProgressQueue(): Promise<void> {
  if (flushing) return flushing;
  flushing = (async () => {
    for (const item of readQueue()) {
      if (!getToken()) break;
      try {
        const server = await call('GET /bookReader/progress/:bookId', { params: { bookId: Number(item.bookId) }, ...quiet });
        const serverStamp = server.position_in_chapter?.timestamp ?? 0;
        if (serverStamp <= stamp(item)) await call('POST /bookReader/progress/save', { body: item, ...quiet });
        writeQueue(readQueue().filter((p) => !(p.bookId === item.bookId && stamp(p) === stamp(item))));
      } catch (error) {
        // Still offline, or the server failed: try again at the next chance. A refusal
        // (the story is gone, the session ended) will not change, so that save is dropped.
        const status = (error as { status?: number }).status ?? 0;
        if (status >= 400 && status < 500) writeQueue(readQueue().filter((p) => p.bookId !== item.bookId || stamp(p) !== stamp(item)));
        else console.error('Çevrimdışı okuma konumu gönderilemedi:', error);
      }
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Start-up: send what is waiting now, when the connection returns and after a login. */
export function startProgressQueue(): void {
  if (navigator.onLine) void flushProgressQueue();
  window.addEventListener('online', () => void flushProgressQueue());
  onSessionChange(() => void flushProgressQueue());
}
