// What a measured server holds and what its caches did: resident memory from /proc (sampled
// while a run lasts, for its peak) and, when the app serves Prometheus metrics, every sample
// whose name contains "cache", from which the hit rate and cached bytes are read generically
// (whatever cache the app has, however its counters are named).
import { readFileSync } from 'node:fs';

/** Current and lifetime-peak resident set of a process, in bytes (VmRSS, VmHWM). */
export function residentMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

/** Samples a process's RSS every `everyMs` until stopped; stop() returns { peak, end } in bytes. */
export function sampleMemory(pid, everyMs = 200) {
  let peak = residentMemory(pid).rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMemory(pid).rss);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      const end = residentMemory(pid).rss;
      return { peak: Math.max(peak, end), end };
    },
  };
}

/**
 * The cache samples of /api/metrics: [{ name, labels, type, value }], or null when the route
 * is absent or refuses (metrics off). Prometheus text format, one sample a line.
 */
export async function scrapeCacheMetrics(base, token) {
  let text;
  try {
    const res = await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) return null;
    text = await res.text();
  } catch {
    return null;
  }
  const types = new Map();
  const samples = [];
  for (const line of text.split('\n')) {
    const type = line.match(/^# TYPE (\S+) (\S+)/);
    if (type) types.set(type[1], type[2]);
    const sample = line.match(/^([a-zA-Z_:][\w:]*)(\{[^}]*\})?\s+(\S+)/);
    if (!sample || !/cache/i.test(sample[1])) continue;
    const [, name, labels = '', value] = sample;
    const family = [...types.keys()].find((f) => name === f || name.startsWith(`${f}_`)) ?? name;
    samples.push({ name, labels, type: types.get(family) ?? 'untyped', value: Number(value) });
  }
  return samples;
}

const classify = (s) => {
  const text = `${s.name}${s.labels}`;
  if (/miss/i.test(text)) return 'miss';
  if (/hit/i.test(text)) return 'hit';
  return null;
};

/**
 * Hit rate over a run (counter deltas between two scrapes: hits / (hits + misses)) and the
 * bytes the caches hold at its end (gauges with "bytes" in their name, summed). Null when
 * there are no cache metrics.
 */
export function cacheFigures(before, after) {
  if (!after || after.length === 0) return null;
  const start = new Map((before ?? []).map((s) => [`${s.name}${s.labels}`, s.value]));
  let hits = 0;
  let misses = 0;
  for (const s of after) {
    if (s.type !== 'counter') continue;
    const delta = s.value - (start.get(`${s.name}${s.labels}`) ?? 0);
    if (classify(s) === 'hit') hits += delta;
    else if (classify(s) === 'miss') misses += delta;
  }
  const byteGauges = after.filter((s) => s.type === 'gauge' && /bytes/i.test(s.name));
  return {
    hitRate: hits + misses > 0 ? hits / (hits + misses) : null,
    hits,
    misses,
    bytes: byteGauges.length > 0 ? byteGauges.reduce((n, s) => n + s.value, 0) : null,
  };
}
