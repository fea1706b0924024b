import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../context';
import { resolveUser } from '../../plugins/authentication';
import { SocketHub } from './socket-hub';

/** A socket that has not authenticated within this time is closed. */
export const AUTH_TIMEOUT_MS = 10_000;
const HEARTBEAT_MS = 30_000;
export const CLOSE_UNAUTHORIZED = 4401;

/**
 * GET /ws (DESIGN §2): the first frame must be {"type":"auth","token":"…"}; the server
 * answers {"type":"ready"} or closes with 4401. Afterwards the socket receives its user's
 * events from any API instance through the event bus.
 */
export async function registerWebSocket(app: FastifyInstance, ctx: AppContext): Promise<SocketHub> {
  const hub = new SocketHub();
  const unsubscribe = ctx.events.subscribe((userId, event) => hub.deliver(userId, event));
  const alive = new WeakMap<WebSocket, boolean>();
  const sockets = new Set<WebSocket>();

  const heartbeat = setInterval(() => {
    for (const socket of sockets) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    unsubscribe();
    for (const socket of sockets) socket.close(1001, 'server closing');
  });

  app.get('/ws', { websocket: true }, (socket) => {
    let userId: number | null = null;
    sockets.add(socket);
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));

    const timer = setTimeout(() => {
      if (userId === null) socket.close(CLOSE_UNAUTHORIZED, 'authentication required');
    }, AUTH_TIMEOUT_MS);

    socket.on('message', async (raw) => {
      if (userId !== null) return; // Clients only speak once; anything later is ignored.
      let token: unknown;
      try {
        const frame = JSON.parse(String(raw)) as { type?: unknown; token?: unknown };
        token = frame.type === 'auth' ? frame.token : undefined;
      } catch {
        token = undefined;
      }
      const user = typeof token === 'string' && token.length < 4096 ? await resolveUser(ctx, token).catch(() => null) : null;
      if (!user) {
        socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
        return;
      }
      clearTimeout(timer);
      userId = user.id;
      hub.add(user.id, socket);
      socket.send(JSON.stringify({ type: 'ready' }));
    });

    socket.on('close', () => {
      clearTimeout(timer);
      sockets.delete(socket);
      if (userId !== null) hub.remove(userId, socket);
    });
    socket.on('error', () => socket.terminate());
  });

  return hub;
}
