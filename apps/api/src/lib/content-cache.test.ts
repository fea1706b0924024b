import { describe, expect, it } from 'vitest';
import { ContentCache } from './content-cache';

const limits = { maxBytes: 1_000, maxEntries: 100 };

describe('ContentCache', () => {
  it('evicts the least recently used entries past its byte budget', () => {
    const cache = new ContentCache(() => 0, limits);
    cache.store('text:1', 1, 'a', 400);
    cache.store('text:2', 1, 'b', 400);
    cache.peek('text:1');
    cache.store('text:3', 1, 'c', 400);
    expect(cache.peek('text:2')).toBeUndefined();
    expect(cache.peek('text:1')?.value).toBe('a');
    expect(cache.peek('text:3')?.value).toBe('c');
    expect(cache.bytes).toBe(800);
    expect(cache.evictions).toBe(1);
  });

  it('evicts past its entry budget and never keeps an entry larger than the whole budget', () => {
    const cache = new ContentCache(() => 0, { maxBytes: 1_000, maxEntries: 2 });
    cache.store('a:1', 1, 1, 10);
    cache.store('a:2', 1, 2, 10);
    cache.store('a:3', 1, 3, 10);
    expect(cache.size).toBe(2);
    expect(cache.peek('a:1')).toBeUndefined();
    cache.store('a:4', 1, 4, 1_001);
    expect(cache.peek('a:4')).toBeUndefined();
    expect(cache.bytes).toBe(20);
  });

  it('serves an entry only at its version, and a store of an older version keeps the newer one', () => {
    const cache = new ContentCache(() => 0, limits);
    cache.store('text:1', 5, 'v5', 10);
    expect(cache.peek('text:1', 5)?.value).toBe('v5');
    expect(cache.peek('text:1', 6)).toBeUndefined();
    cache.store('text:1', 4, 'v4', 10);
    expect(cache.peek('text:1')?.version).toBe(5);
    cache.store('text:1', 6, 'v6', 30);
    expect(cache.peek('text:1')).toEqual({ version: 6, value: 'v6' });
    expect(cache.bytes).toBe(30);
  });

  it('loads once for concurrent misses and counts hits and misses by namespace', async () => {
    const cache = new ContentCache(() => 0, limits);
    let loads = 0;
    let release!: (v: number[]) => void;
    const load = () => {
      loads += 1;
      return new Promise<number[]>((resolve) => (release = resolve));
    };
    const first = cache.get('shelf:new', load, 1_000, () => 50);
    const second = cache.get('shelf:new', load, 1_000, () => 50);
    release([1, 2]);
    expect(await first).toEqual([1, 2]);
    expect(await second).toEqual([1, 2]);
    expect(loads).toBe(1);
    expect(cache.bytes).toBe(50);
    expect(cache.stats().get('shelf')).toEqual({ hits: 1, misses: 1 });
  });

  it('forgets a failed load, so the next call loads again', async () => {
    const cache = new ContentCache(() => 0, limits);
    await expect(cache.get('shelf:x', () => Promise.reject(new Error('down')), 1_000, () => 1)).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect(await cache.get('shelf:x', () => Promise.resolve('ok'), 1_000, () => 1)).toBe('ok');
  });

  it('expires unversioned entries after their TTL', async () => {
    let now = 0;
    const cache = new ContentCache(() => now, limits);
    await cache.get('shelf:a', () => Promise.resolve(1), 100, () => 1);
    now = 99;
    expect(await cache.peekLoad('shelf:a')).toBe(1);
    now = 100;
    expect(cache.peekLoad('shelf:a')).toBeUndefined();
    expect(await cache.get('shelf:a', () => Promise.resolve(2), 100, () => 1)).toBe(2);
  });

  it('invalidates one key or one namespace, keeping its byte count true', () => {
    const cache = new ContentCache(() => 0, limits);
    cache.store('text:1', 1, 'a', 10);
    cache.store('text:2', 1, 'b', 10);
    cache.store('list:1', 1, 'c', 10);
    cache.delete('text:1');
    expect(cache.peek('text:1')).toBeUndefined();
    cache.deletePrefix('list:');
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(10);
  });
});
