import WebSocket from 'ws';

export interface LiveClient {
  events: { type: string; data: Record<string, unknown> }[];
  closed: Promise<number>;
  /** Resolves with the first event matching the predicate (rejects after the timeout). */
  next(predicate: (e: { type: string; data: Record<string, unknown> }) => boolean, timeoutMs?: number): Promise<{ type: string; data: Record<string, unknown> }>;
  close(): void;
}

/** Opens /ws, sends the auth frame, and resolves once the server says ready (or closes). */
export function connectLive(baseUrl: string, token: string | null, authFrame?: unknown): Promise<LiveClient & { ready: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`);
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
