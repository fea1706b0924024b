// The live bench's two kinds of child process, forked by bench/live.mjs with LIVE_BENCH_ROLE:
// a client holds a slice of the sockets, the driver fires the actions. Both report times on
// the one clock below, so the parent can subtract them.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One absolute clock for every process of the bench (sub-millisecond, same machine). */
export const now = () => performance.timeOrigin + performance.now();

/** Holds a slice of the sockets; reports each bench event's arrival time to the parent. */
export function runClient() {
  process.once('message', async ({ sockets, concurrency }) => {
    const { default: WebSocket } = await import('ws');
    let arrivals = [];
    const flush = () => {
      if (arrivals.length) process.send({ type: 'arrivals', arrivals });
      arrivals = [];
    };
    setInterval(flush, 100).unref();
    let opened = 0;
    let failed = 0;
    const closes = {};
    const open = ({ userId, token, url }) =>
      new Promise((resolve) => {
        const ws = new WebSocket(url, { perMessageDeflate: false });
        let ready = false;
        ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
        ws.on('message', (raw) => {
          const t = now();
          const text = String(raw);
          if (!ready) {
            ready = text === '{"type":"ready"}';
            if (ready) opened += 1;
            else failed += 1;
            resolve();
            return;
          }
          // Only the recipient's copy counts (a message also reaches the sender's tabs).
          if (!text.includes('lb#') && !text.includes('"follow"')) return;
          const event = JSON.parse(text);
          if (
            event.type === 'new_message' &&
            event.data.recipient_id === userId &&
            String(event.data.content).startsWith('lb#')
          ) {
            arrivals.push([event.data.content, t]);
          } else if (event.type === 'notification' && event.data.type === 'follow') {
            arrivals.push([`f:${userId}:${event.data.sender_id}`, t]);
          }
        });
        ws.on('close', (code) => {
          closes[code] = (closes[code] ?? 0) + 1;
          if (!ready) {
            failed += 1;
            resolve();
          }
        });
        ws.on('error', () => undefined);
      });
    let next = 0;
    const lanes = Array.from({ length: concurrency }, async () => {
      while (next < sockets.length) await open(sockets[next++]);
    });
    await Promise.all(lanes);
    process.send({ type: 'ready', opened, failed });
    process.on('message', (m) => {
      if (m.type === 'flush') {
        flush();
        process.send({ type: 'flushed', closes });
      }
    });
  });
}

/** Fires the actions open-loop at a steady rate (each call's start and 2xx times kept). */
export function runDriver() {
  process.once('message', async ({ actions, rate }) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const results = new Array(actions.length);
    const call = (a) =>
      new Promise((resolve) => {
        const body = a.body ? JSON.stringify(a.body) : '';
        const start = now();
        const req = http.request(
          a.url,
          {
            method: 'POST',
            agent,
            headers: {
              authorization: `Bearer ${a.token}`,
              ...(body ? { 'content-type': 'application/json' } : {}),
              'content-length': Buffer.byteLength(body),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ key: a.key, start, end: now(), status: res.statusCode }));
          },
        );
        req.on('error', () => resolve({ key: a.key, start, end: now(), status: 0 }));
        req.end(body);
      });
    const t0 = now() + 50;
    const pending = [];
    for (let i = 0; i < actions.length; i += 1) {
      const due = t0 + (i * 1000) / rate;
      const wait = due - now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      pending.push(call(actions[i]).then((r) => (results[i] = r)));
    }
    await Promise.all(pending);
    process.send({ type: 'results', results });
    agent.destroy();
  });
}
