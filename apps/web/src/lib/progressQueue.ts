import type { ApiInput } from '@okuryazar/shared';
import { call } from './api';
import { getToken, onSessionChange } from './session';

/**
 * Reading progress made offline (DESIGN §8): kept in local storage, the latest per book, and
 * sent when the connection returns — unless the account already holds newer progress for that
 * book (read on another device meanwhile), which is then left as it is.
 */
export type QueuedProgress = ApiInput<'POST /bookReader/progress/save'>['body'];

export const PROGRESS_QUEUE_KEY = 'progress-queue';
const quiet = { redirectOn401: false } as const;

function read(): QueuedProgress[] {
  try {
    const list = JSON.parse(localStorage.getItem(PROGRESS_QUEUE_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as QueuedProgress[]) : [];
  } catch {
    return [];
  }
}

function write(list: QueuedProgress[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(PROGRESS_QUEUE_KEY);
    else localStorage.setItem(PROGRESS_QUEUE_KEY, JSON.stringify(list));
  } catch {
    /* storage unavailable: this save is lost, as it would have been without the queue */
  }
}

const stamp = (p: QueuedProgress) => p.position?.timestamp ?? 0;

/** Keeps a save that could not be sent; an older one of the same book gives way. */
export function queueProgress(progress: QueuedProgress): void {
  const others = read().filter((p) => p.bookId !== progress.bookId);
  const same = read().find((p) => p.bookId === progress.bookId);
  write([...others, same && stamp(same) > stamp(progress) ? same : progress]);
}

export function queuedProgress(): QueuedProgress[] {
  return read();
}

let flushing: Promise<void> | null = null;

/** Sends the queued saves whose position is newer than the account's; keeps those that fail. */
export function flushProgressQueue(): Promise<void> {
  if (flushing) return flushing;
  flushing = (async () => {
    for (const item of read()) {
      if (!getToken()) break;
      try {
        const server = await call('GET /bookReader/progress/:bookId', { params: { bookId: Number(item.bookId) }, ...quiet });
        const serverStamp = server.position_in_chapter?.timestamp ?? 0;
        if (serverStamp <= stamp(item)) await call('POST /bookReader/progress/save', { body: item, ...quiet });
        write(read().filter((p) => !(p.bookId === item.bookId && stamp(p) === stamp(item))));
      } catch (error) {
        // Still offline, or the server failed: try again at the next chance. A refusal
        // (the story is gone, the session ended) will not change, so that save is dropped.
        const status = (error as { status?: number }).status ?? 0;
        if (status >= 400 && status < 500) write(read().filter((p) => p.bookId !== item.bookId || stamp(p) !== stamp(item)));
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
