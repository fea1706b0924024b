import WebSocket from 'ws';

export interface LiveClient {
  events: { type: string; data: Record<string, unknown> }[];
  closed: Promise<number>;
  /** Resolves with the first event matching the predicate (rejects after the timeout). */
  next(predicate: (e: { type: string; data: Record<string, unknown> }) => boolean, timeoutMs?: number): Promise<{ type: string; data: Record<string, unknown> }>;
  close(): void;
  /** Sends a raw frame (flood tests). */
  send(data: string): void;
}

/**
 * Opens /ws, sends the auth frame, and resolves once the server says ready (or closes).
 * `headers` go with the upgrade request (e.g. x-forwarded-for for per-address caps).
 */
export function connectLive(
  baseUrl: string,
  token: string | null,
  authFrame?: unknown,
  headers: Record<string, string> = {},
): Promise<LiveClient & { ready: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, { headers });
    const events: LiveClient['events'] = [];
    const waiters: { predicate: (e: LiveClient['events'][number]) => boolean; resolve: (e: LiveClient['events'][number]) => void }[] = [];
    let settled = false;
    const closed = new Promise<number>((res) => socket.on('close', (code) => res(code)));
    const client = {
      events,
      closed,
      ready: false,
      next(predicate: (e: LiveClient['events'][number]) => boolean, timeoutMs = 5000) {
        const found = events.find(predicate);
        if (found) return Promise.resolve(found);
        return new Promise<LiveClient['events'][number]>((res, rej) => {
          const timer = setTimeout(() => rej(new Error('no matching event arrived')), timeoutMs);
          waiters.push({ predicate, resolve: (e) => { clearTimeout(timer); res(e); } });
        });
      },
      close: () => socket.close(),
      send: (data: string) => socket.send(data),
    };
    socket.on('open', () => {
      if (authFrame !== undefined) socket.send(typeof authFrame === 'string' ? authFrame : JSON.stringify(authFrame));
      else if (token !== null) socket.send(JSON.stringify({ type: 'auth', token }));
    });
    socket.on('message', (raw) => {
      const event = JSON.parse(String(raw)) as LiveClient['events'][number];
      if (event.type === 'ready' && !settled) {
        settled = true;
        client.ready = true;
        resolve(client);
        return;
      }
      events.push(event);
      for (const w of [...waiters]) if (w.predicate(event)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(event); }
    });
    socket.on('close', () => {
      if (!settled) { settled = true; resolve(client); }
    });
    socket.on('error', (e) => { if (!settled) { settled = true; reject(e); } });
  });
}

/** Opens /ws and sends nothing (the socket stays unauthenticated); resolves once it is open. */
export function openPending(baseUrl: string, headers: Record<string, string> = {}): Promise<{ socket: WebSocket; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, { headers });
    const closed = new Promise<number>((res) => socket.on('close', (code) => res(code)));
    socket.on('open', () => resolve({ socket, closed }));
    socket.on('error', (e) => reject(e));
  });
}
