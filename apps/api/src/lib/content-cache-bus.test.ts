import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentCache } from './content-cache';
import { ContentCacheNode } from './content-cache-bus';

/** Two app instances' content caches joined by the machine's Redis (as in production). */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const limits = { maxBytes: 10_000, maxEntries: 100 };
const opened: { publisher: Redis; node: ContentCacheNode }[] = [];

function instance() {
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const node = new ContentCacheNode(new ContentCache(() => 0, limits), publisher, redisUrl);
  opened.push({ publisher, node });
  return node;
}

afterAll(async () => {
  for (const { publisher, node } of opened) {
    await node.close();
    await publisher.quit();
  }
});

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('ContentCacheNode over Redis', () => {
  it('drops exactly the invalidated keys and namespaces on the other instance', async () => {
    const a = instance();
    const b = instance();
    await Promise.all([a.whenReady(), b.whenReady()]);
    for (const node of [a, b]) {
      node.cache.store('text:1', 1, 'bir', 10);
      node.cache.store('text:2', 1, 'iki', 10);
      node.cache.store('shelf:new:adult', 1, [1], 10);
    }
    await a.invalidate({ keys: ['text:1'], prefixes: ['shelf:'] });
    expect(a.cache.peek('text:1')).toBeUndefined();
    await until(() => b.cache.size === 1);
    expect(b.cache.peek('text:2')?.value).toBe('iki');
    expect(b.cache.peek('shelf:new:adult')).toBeUndefined();
    // The sender's own message comes back to it and must not drop what it stored since.
    b.cache.store('text:3', 1, 'üç', 10);
    await a.invalidate({ keys: ['text:3'] });
    a.cache.store('text:3', 2, 'üç', 10);
    // Once b has the message, a has had it too (one channel, one Redis, in order).
    await until(() => b.cache.peek('text:3') === undefined);
    await new Promise((r) => setTimeout(r, 50));
    expect(a.cache.peek('text:3')?.value).toBe('üç');
  });
});
