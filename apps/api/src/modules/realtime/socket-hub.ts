import type { WebSocket } from 'ws';
import type { ChapterEvent, FanoutMessage, UserEvent } from '../../lib/realtime/event-bus';
import { CLOSE_CODES } from './close-codes';

/**
 * Users whose sessions ended recently, with the oldest token version still valid. Kept
 * beyond their sockets' lifetime so a socket whose authentication read the old version
 * just before the change cannot join afterwards; bounded because only that short race
 * needs it (the database refuses the old token from then on).
 */
const REMEMBERED_SESSION_ENDS = 10_000;

/** The sockets this API instance holds, per user, with the token version each opened with. */
export class SocketHub {
  /** Insertion order is age: the first socket of a set is the user's oldest. */
  private readonly byUser = new Map<number, Set<WebSocket>>();
  private readonly versions = new WeakMap<WebSocket, number>();
  private readonly minVersion = new Map<number, number>();
  /** The chapter each socket watches (one at a time: a reader reads one chapter), and the reverse. */
  private readonly watching = new Map<WebSocket, number>();
  private readonly watchers = new Map<number, Set<WebSocket>>();

  constructor(private readonly perUser: number) {}

  /**
   * Adds an authenticated socket; false (and the caller closes it with 4401) when its
   * token is older than a session end already seen. Beyond the per-user cap the user's
   * oldest socket is closed with 4409.
   */
  add(userId: number, tokenVersion: number, socket: WebSocket): boolean {
    if (tokenVersion < (this.minVersion.get(userId) ?? -Infinity)) return false;
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    for (const oldest of set) {
      if (set.size < this.perUser) break;
      set.delete(oldest);
      oldest.close(CLOSE_CODES.replaced, 'too many sockets for this user');
    }
    set.add(socket);
    this.versions.set(socket, tokenVersion);
    return true;
  }

  remove(userId: number, socket: WebSocket): void {
    this.watch(socket, null);
    const set = this.byUser.get(userId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.byUser.delete(userId);
  }

  /**
   * Closes the user's sockets opened with a token version below `minTokenVersion` (4401).
   * They leave the hub synchronously, so no event handled after this call reaches them.
   */
  endSessions(userId: number, minTokenVersion: number): void {
    const known = this.minVersion.get(userId);
    if (known === undefined || minTokenVersion > known) {
      this.minVersion.delete(userId);
      this.minVersion.set(userId, minTokenVersion);
      if (this.minVersion.size > REMEMBERED_SESSION_ENDS) this.minVersion.delete(this.minVersion.keys().next().value as number);
    }
    const set = this.byUser.get(userId);
    if (!set) return;
    for (const socket of set) {
      if (!this.isCurrent(userId, socket)) {
        this.remove(userId, socket);
        socket.close(CLOSE_CODES.unauthorized, 'session ended');
      }
    }
  }

  deliver(userId: number, event: UserEvent): void {
    const set = this.byUser.get(userId);
    if (!set) return;
    const frame = JSON.stringify(event);
    for (const socket of set) {
      // Defence in depth: a socket of an ended session never gets an event, closed or not.
      if (socket.readyState === socket.OPEN && this.isCurrent(userId, socket)) socket.send(frame);
    }
  }

  /** A batch's copies, built only for the recipients with a socket on this instance. */
  deliverFanout(message: Omit<FanoutMessage, 'kind'>): void {
    for (let i = 0; i < message.recipients.length; i += 1) {
      const userId = message.recipients[i]!;
      if (this.byUser.has(userId)) this.deliver(userId, { type: message.type, data: { ...message.data, id: message.ids[i] } });
    }
  }

  /** The socket watches `chapterId` from now on instead of what it watched before (null: nothing). */
  watch(socket: WebSocket, chapterId: number | null): void {
    const before = this.watching.get(socket);
    if (before === chapterId) return;
    if (before !== undefined) {
      const set = this.watchers.get(before);
      set?.delete(socket);
      if (set?.size === 0) this.watchers.delete(before);
      this.watching.delete(socket);
    }
    if (chapterId === null) return;
    this.watching.set(socket, chapterId);
    let set = this.watchers.get(chapterId);
    if (!set) {
      set = new Set();
      this.watchers.set(chapterId, set);
    }
    set.add(socket);
  }

  /** To the open sockets on this instance that watch the chapter. */
  deliverToWatchers(chapterId: number, event: ChapterEvent): void {
    const set = this.watchers.get(chapterId);
    if (!set) return;
    const frame = JSON.stringify(event);
    for (const socket of set) if (socket.readyState === socket.OPEN) socket.send(frame);
  }

  /** Sockets on this instance watching the chapter. */
  watcherCount(chapterId: number): number {
    return this.watchers.get(chapterId)?.size ?? 0;
  }

  private isCurrent(userId: number, socket: WebSocket): boolean {
    return (this.versions.get(socket) ?? -Infinity) >= (this.minVersion.get(userId) ?? -Infinity);
  }

  /** Authenticated sockets of one user on this instance. */
  countFor(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }
}
