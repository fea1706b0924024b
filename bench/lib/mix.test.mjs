import { describe, expect, it } from 'vitest';
import { buildMixSequence, MIX, sequenceRequests, writeCeiling } from './mix-sequence.mjs';
import { cacheFigures } from './server-stats.mjs';
import { seededRandom, zipfSampler } from './zipf.mjs';

function fixtures(n) {
  const chapterIds = Int32Array.from({ length: n }, (_, i) => 1000 + i);
  const bookIds = Int32Array.from({ length: n }, (_, i) => 1 + (i % 50));
  const books = new Map(Array.from({ length: 50 }, (_, i) => [i + 1, { id: i + 1, categoryId: 1 + (i % 7), word: 'kitapları' }]));
  return { chapterIds, bookIds, books };
}
const build = (length, seed = 30) =>
  buildMixSequence({
    fixtures: fixtures(5000),
    length,
    seed,
    readHeaders: { authorization: 'Bearer read' },
    writerHeaders: [{ authorization: 'Bearer w1' }, { authorization: 'Bearer w2' }],
  });

describe('zipf draws', () => {
  it('repeat with the seed and follow 1/k^s', () => {
    const draw = (seed) => {
      const z = zipfSampler(1000, 1.1, seededRandom(seed));
      return Array.from({ length: 200_000 }, () => z());
    };
    const a = draw(7);
    expect(draw(7)).toEqual(a);
    expect(draw(8)).not.toEqual(a);
    const count = (rank) => a.filter((r) => r === rank).length;
    // P(0) / P(1) = 2^1.1 ≈ 2.14
    expect(count(0) / count(1)).toBeGreaterThan(2.0);
    expect(count(0) / count(1)).toBeLessThan(2.3);
    expect(a.every((r) => r >= 0 && r < 1000)).toBe(true);
  });
});

describe('the mixed day', () => {
  it('is the same sequence for the same seed, another for another', () => {
    const paths = (seed) => build(2000, seed).requests.map((r) => `${r.method} ${r.path} ${r.body ?? ''}`);
    expect(paths(30)).toEqual(paths(30));
    expect(paths(31)).not.toEqual(paths(30));
  });

  it('keeps the shares of the mix and splits writes between progress, like and comment', () => {
    const { counts } = build(100_000);
    const share = (kinds) => kinds.reduce((n, k) => n + (counts[k] ?? 0), 0) / 100_000;
    for (const [kind, expected] of MIX.filter(([k]) => k !== 'write')) expect(Math.abs(share([kind]) - expected)).toBeLessThan(0.005);
    expect(Math.abs(share(['progress', 'like', 'comment']) - 0.02)).toBeLessThan(0.002);
    expect(Math.abs(counts.progress - counts.like)).toBeLessThanOrEqual(1);
    expect(Math.abs(counts.like - counts.comment)).toBeLessThanOrEqual(1);
  });

  it('makes writes by the pool in turn, a like without a JSON content type', () => {
    const writes = build(20_000).requests.filter((r) => r.method === 'POST');
    expect(writes.slice(0, 4).map((r) => r.headers.authorization)).toEqual(['Bearer w1', 'Bearer w2', 'Bearer w1', 'Bearer w2']);
    const like = writes.find((r) => r.kind === 'like');
    expect(like.headers['content-type']).toBeUndefined();
    const comment = writes.find((r) => r.kind === 'comment');
    expect(comment.headers['content-type']).toBe('application/json');
    expect(JSON.parse(comment.body).content.length).toBeGreaterThan(0);
  });

  it('asks the sequence in order from its start, wrapping at its end', () => {
    const { requests } = build(5);
    const [entry] = sequenceRequests(requests);
    const asked = Array.from({ length: 7 }, () => entry.setupRequest({ headers: {} }).path);
    expect(asked).toEqual([...requests, ...requests.slice(0, 2)].map((r) => r.path));
  });

  it('prints the rate below which no writer reaches the comment budget', () => {
    // 10 comments a minute per reader, comments a third of 2% of requests.
    expect(writeCeiling(8500)).toBeCloseTo(212_500);
  });
});

describe('cache figures', () => {
  it('read the hit rate over a run from counter deltas and bytes from gauges', () => {
    const before = [
      { name: 'okuryazar_content_cache_hits_total', labels: '', type: 'counter', value: 100 },
      { name: 'okuryazar_content_cache_misses_total', labels: '', type: 'counter', value: 50 },
    ];
    const after = [
      { name: 'okuryazar_content_cache_hits_total', labels: '', type: 'counter', value: 190 },
      { name: 'okuryazar_content_cache_misses_total', labels: '', type: 'counter', value: 60 },
      { name: 'okuryazar_content_cache_bytes', labels: '', type: 'gauge', value: 4096 },
    ];
    expect(cacheFigures(before, after)).toEqual({ hitRate: 0.9, hits: 90, misses: 10, bytes: 4096 });
    const labelled = [
      { name: 'okuryazar_cache_requests_total', labels: '{result="hit"}', type: 'counter', value: 3 },
      { name: 'okuryazar_cache_requests_total', labels: '{result="miss"}', type: 'counter', value: 1 },
    ];
    expect(cacheFigures(null, labelled).hitRate).toBe(0.75);
    expect(cacheFigures(null, [])).toBeNull();
    expect(cacheFigures(null, null)).toBeNull();
  });
});
