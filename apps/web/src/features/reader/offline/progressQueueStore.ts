import type { ApiInput } from '@okuryazar/shared';
import { PROGRESS_QUEUE_KEY } from '../../../lib/session';

/**
 * Reading progress made offline (docs/PRODUCT.md#reading-comfort-and-writers-tools), kept in local storage: the latest per book.
 * progressQueue.ts sends it when the connection returns; the key is lib/session.ts's, since
 * ending the session drops it.
 */
export type QueuedProgress = ApiInput<'POST /bookReader/progress/save'>['body'];

export function readQueue(): QueuedProgress[] {
  try {
    const list = JSON.parse(localStorage.getItem(PROGRESS_QUEUE_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? (list as QueuedProgress[]) : [];
  } catch {
    return [];
  }
}

export function writeQueue(list: QueuedProgress[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(PROGRESS_QUEUE_KEY);
    else localStorage.setItem(PROGRESS_QUEUE_KEY, JSON.stringify(list));
  } catch {
    /* storage unavailable: this save is lost, as it would have been without the queue */
  }
}

export const stamp = (p: QueuedProgress) => p.position?.timestamp ?? 0;

/** Keeps a save that could not be sent; an older one of the same book gives way. */
export function queueProgress(progress: QueuedProgress): void {
  const others = readQueue().filter((p) => p.bookId !== progress.bookId);
  const same = readQueue().find((p) => p.bookId === progress.bookId);
  writeQueue([...others, same && stamp(same) > stamp(progress) ? same : progress]);
}

