import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { AppContext } from '../../lib/context';
import { resolveSession, type AuthUser } from '../../lib/session';
import { loadReadableChapter } from '../reader/reader.service';
import { FrameBudget, PendingByAddress } from './admission';
import { CLOSE_CODES } from './close-codes';
import { Heartbeat } from './heartbeat';
import { DEFAULT_SOCKET_LIMITS, type SocketLimits } from './limits';
import { SocketHub } from './socket-hub';

const HEARTBEAT_MS = 30_000;
export const CLOSE_UNAUTHORIZED = CLOSE_CODES.unauthorized;

function byteLength(raw: RawData): number {
  if (Array.isArray(raw)) return raw.reduce((n, b) => n + b.length, 0);
  return raw instanceof ArrayBuffer ? raw.byteLength : raw.length;
}

/**
 * The websocket plugin's `preClose`: its default closes every socket without a code (1005)
 * before any onClose hook runs; a shutdown says "going away" (1001), which the web client
 * reads as "reconnect". Closing the ws server refuses upgrades that arrive meanwhile (503).
 */
export function closeSocketsGoingAway(this: FastifyInstance, done: () => void): void {
  for (const client of this.websocketServer.clients) client.close(CLOSE_CODES.goingAway, 'server closing');
  this.websocketServer.close();
  done();
}

/**
 * The chapter of a {"type":"watch","chapter_id":n} frame (null: stop watching), or undefined
 * for any other frame, which an open socket ignores.
 */
function watchedChapterOf(raw: RawData): number | null | undefined {
  try {
    const frame = JSON.parse(String(raw)) as { type?: unknown; chapter_id?: unknown };
    if (frame?.type !== 'watch') return undefined;
    if (frame.chapter_id === null) return null;
    return typeof frame.chapter_id === 'number' && Number.isSafeInteger(frame.chapter_id) && frame.chapter_id > 0 ? frame.chapter_id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /ws (docs/PRODUCT.md#operator-and-tool-contracts): the first frame must be {"type":"auth","token":"…"}; the server
 * answers {"type":"ready"} or closes with 4401. Afterwards the socket receives its user's
 * events from any API instance through the event bus, until the session that opened it
 * ends (4401 on every instance) or the user opens more than the per-user cap (4409 for the
 * oldest). Close codes: ./close-codes.ts; caps: ./limits.ts. An open socket may then send
 * {"type":"watch","chapter_id":n} for the chapter on screen (one at a time; null for none):
 * it is answered {"type":"watching","data":{"chapter_id":n}} (null when the user may not read
 * it) and then also receives {"type":"paragraph_comment","data":{"chapter_id","paragraph_id"}} when
 * someone comments on one of its paragraphs (docs/PRODUCT.md#paragraph-comments).
 */
export async function registerWebSocket(app: FastifyInstance, ctx: AppContext, limits: SocketLimits = DEFAULT_SOCKET_LIMITS): Promise<SocketHub> {
  const hub = new SocketHub(limits.perUser);
  const pending = new PendingByAddress(limits.pendingPerAddress);
  const unsubscribe = ctx.events.subscribe((message) => {
    if (message.kind === 'session_end') hub.endSessions(message.userId, message.minTokenVersion);
    else if (message.kind === 'fanout_event') hub.deliverFanout(message);
    else if (message.kind === 'chapter_event') hub.deliverToWatchers(message.chapterId, message.event);
    else hub.deliver(message.userId, message.event);
  });
  const sockets = new Set<WebSocket>();
  const heartbeat = new Heartbeat<WebSocket>(HEARTBEAT_MS);
  heartbeat.start();

  app.addHook('onClose', async () => {
    heartbeat.stop();
    unsubscribe();
    for (const socket of sockets) socket.close(CLOSE_CODES.goingAway, 'server closing');
  });

  app.get('/ws', { websocket: true }, (socket, request) => {
    socket.on('error', () => socket.terminate());
    const address = request.ip;
    if (!pending.tryAcquire(address)) {
      socket.close(CLOSE_CODES.tooManyPending, 'too many unauthenticated sockets from this address');
      return;
    }
    let state: 'pending' | 'authenticating' | 'open' | 'closed' = 'pending';
    let userId: number | null = null;
    let viewer: AuthUser | null = null;
    /** Watch requests are checked in turn; only the latest one counts. */
    let watchRequest = 0;
    const leavePending = () => {
      if (state === 'pending' || state === 'authenticating') pending.release(address);
    };
    sockets.add(socket);
    heartbeat.add(socket);
    const budget = new FrameBudget(ctx.clock, limits);
    const overBudget = (size: number) => {
      if (budget.spend(size)) return false;
      socket.close(CLOSE_CODES.flood, 'too many frames');
      return true;
    };
    socket.on('pong', () => heartbeat.pong(socket));
    socket.on('ping', (data) => overBudget(data.length));

    const timer = setTimeout(() => {
      if (state === 'pending' || state === 'authenticating') socket.close(CLOSE_CODES.unauthorized, 'authentication required');
    }, limits.authTimeoutMs);

    socket.on('message', async (raw) => {
      if (overBudget(byteLength(raw))) return;
      if (state === 'open') {
        const chapterId = watchedChapterOf(raw);
        if (chapterId === undefined || !viewer) return;
        const request = ++watchRequest;
        const readable = chapterId === null || (await loadReadableChapter(ctx.db, viewer, chapterId, ctx.clock()).then(() => true, () => false));
        // A chapter the user may not read is not watched (and the earlier one is let go).
        if (request !== watchRequest || state !== 'open') return;
        const watched = readable ? chapterId : null;
        hub.watch(socket, watched);
        socket.send(JSON.stringify({ type: 'watching', data: { chapter_id: watched } }));
        return;
      }
      // Until then clients speak once: frames after the first (also while it is being checked) are ignored.
      if (state !== 'pending') return;
      state = 'authenticating';
      let token: unknown;
      try {
        const frame = JSON.parse(String(raw)) as { type?: unknown; token?: unknown };
        token = frame.type === 'auth' ? frame.token : undefined;
      } catch {
        token = undefined;
      }
      const session = typeof token === 'string' && token.length < 4096 ? await resolveSession(ctx, token).catch(() => null) : null;
      if (state !== 'authenticating' || socket.readyState !== socket.OPEN) return; // Closed while the token was checked.
      if (!session || !hub.add(session.user.id, session.tokenVersion, socket)) {
        socket.close(CLOSE_CODES.unauthorized, 'unauthorized');
        return;
      }
      leavePending();
      state = 'open';
      clearTimeout(timer);
      userId = session.user.id;
      viewer = session.user;
      socket.send(JSON.stringify({ type: 'ready' }));
    });

    socket.on('close', () => {
      clearTimeout(timer);
      leavePending();
      state = 'closed';
      sockets.delete(socket);
      heartbeat.remove(socket);
      if (userId !== null) hub.remove(userId, socket);
    });
  });

  return hub;
}
