// The bare server's answers for the mixed day: each distinct request of the sequence (method
// and path) asked once of the app, its status, headers and body kept, written as JSON lines to
// a file the bare server loads (a million-chapter day holds tens of MB of answers, too much
// for one IPC message). This pass is also the app's warm-up: every distinct request is made
// once before the measured runs, as a day-old server would have seen them.
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { requestKey } from './mix-sequence.mjs';

const DROPPED_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * Returns { file, distinct, bytes, bytesByKind, statuses, failures: [{ key, status, body }] }.
 * Each answer goes to the file as it arrives, so the bench's own process never holds them all.
 */
export async function recordAnswers({ base, requests, file, concurrency = 50 }) {
  const firstByKey = new Map();
  for (const r of requests) if (!firstByKey.has(requestKey(r))) firstByKey.set(requestKey(r), r);
  const distinct = [...firstByKey.entries()];
  const out = openSync(file, 'w');
  const statuses = {};
  const bytesByKind = {};
  const failures = [];
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < distinct.length) {
      const index = next;
      next += 1;
      const [key, r] = distinct[index];
      const res = await fetch(`${base}${r.path}`, { method: r.method, headers: r.headers, body: r.method === 'GET' ? undefined : r.body });
      const body = Buffer.from(await res.arrayBuffer());
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status < 200 || res.status > 299) failures.push({ key, status: res.status, body: body.toString('utf8').slice(0, 300) });
      const headers = {};
      for (const [k, v] of res.headers) if (!DROPPED_HEADERS.has(k)) headers[k] = v;
      bytes += body.length;
      bytesByKind[r.kind] = (bytesByKind[r.kind] ?? 0) + body.length;
      writeSync(out, `${JSON.stringify({ method: r.method, path: r.path, status: res.status, headers, body: body.toString('base64') })}\n`);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    closeSync(out);
  }
  return { file, distinct: distinct.length, bytes, bytesByKind, statuses, failures };
}

/** Asks the bare server for a sample of the recorded answers and checks them byte for byte. */
export async function checkReplay({ base, file, sample = 200 }) {
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const step = Math.max(1, Math.floor(lines.length / sample));
  for (let i = 0; i < lines.length; i += step) {
    const r = JSON.parse(lines[i]);
    const res = await fetch(`${base}${r.path}`, { method: r.method, body: r.method === 'GET' ? undefined : '' });
    const same = res.status === r.status && Buffer.from(await res.arrayBuffer()).equals(Buffer.from(r.body, 'base64'));
    if (!same) throw new Error(`the bare server does not replay ${r.method} ${r.path} exactly`);
  }
}
