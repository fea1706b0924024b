// One load run with autocannon (in the bench's own process, apart from both servers) and the
// statistics over rounds.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export function loadAverage() {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);
}

/**
 * `timeout` (seconds) is generous: today's slowest calls take longer than autocannon's default
 * 10 s. `requests` (optional): the same call with per-request headers, each connection taking
 * them in turn (readers signed in one after another).
 */
export async function loadRun({ url, headers, requests, connections, seconds, timeout = 60 }) {
  const result = await autocannon({ url, headers, ...(requests ? { requests } : {}), connections, duration: seconds, timeout, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
  };
}

/** "429 × 290,840, 200 × 12" for a run's answers that were not 2xx, and its errors. */
export function describeFailures(run) {
  const parts = Object.entries(run.statuses)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${code} × ${count.toLocaleString('en')}`);
  if (run.errors > 0) parts.push(`${run.errors.toLocaleString('en')} errors or timeouts`);
  return parts.join(', ');
}

/**
 * Waits until the server has finished what a run left queued: requests in flight when the
 * load stopped are still served (the pool queue is first in, first out), and would otherwise
 * eat the CPU of the next run, which may be the other server's. One more request of the same
 * call completes only after them. Returns the seconds it took.
 */
export async function drain({ url, headers }) {
  const started = performance.now();
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(300_000) });
    await res.arrayBuffer();
  } catch {
    // a failure shows in the next run's figures; draining is best effort
  }
  return (performance.now() - started) / 1000;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Medians and spread of one server's rounds for one call. */
export function summarise(runs) {
  const rps = runs.map((r) => r.rps);
  return {
    rps: median(rps),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    rpsMin: Math.min(...rps),
    rpsMax: Math.max(...rps),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    runs,
  };
}
