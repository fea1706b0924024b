import type { WebSocket } from 'ws';
import type { UserEvent } from '../../lib/realtime/event-bus';

/** The sockets this API instance holds, per user. */
export class SocketHub {
  private readonly byUser = new Map<number, Set<WebSocket>>();

  add(userId: number, socket: WebSocket): void {
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(socket);
  }

  remove(userId: number, socket: WebSocket): void {
    const set = this.byUser.get(userId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.byUser.delete(userId);
  }

  deliver(userId: number, event: UserEvent): void {
    const set = this.byUser.get(userId);
    if (!set) return;
    const frame = JSON.stringify(event);
    for (const socket of set) {
      if (socket.readyState === socket.OPEN) socket.send(frame);
    }
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }
}
