import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countJobs } from '../lib/jobs/queue';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../lib/context';
import { bearerCredentials } from '../lib/session';
import { contentCacheOf } from '../lib/content-cache-bus';

/**
 * Prometheus metrics (docs/PRODUCT.md#operator-and-tool-contracts Operations), installed only when METRICS_TOKEN is set: with
 * it unset there is no hook at all, so the hot path stays as it was. With it set, one
 * onResponse hook records each request by route pattern (never the raw URL: ids would make a
 * series per story) using Fastify's own elapsed time, and prom-client's positional
 * `labels()` so no label object is built per request.
 */
export interface Metrics {
  registry: Registry;
  /** True when the Authorization header carries the configured token (constant time). */
  authorized(request: FastifyRequest): boolean;
}

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

export function installMetrics(app: FastifyInstance, ctx: AppContext, token: string, openSockets: () => number): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by method, route pattern and status', labelNames: ['method', 'route', 'status'] as const, registers });
  const latency = new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer, by method, route pattern and status', labelNames: ['method', 'route', 'status'] as const, buckets: LATENCY_BUCKETS, registers });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = String(reply.statusCode);
    requests.labels(request.method, route, status).inc();
    latency.labels(request.method, route, status).observe(reply.elapsedTime / 1000);
    done();
  });

  new Gauge({ name: 'okuryazar_websocket_open', help: 'WebSocket connections open on this instance (authenticated or not yet)', registers, collect() {
    this.set(openSockets());
  } });

  const published = new Counter({ name: 'okuryazar_events_published_total', help: 'Live events published to the event bus, by type', labelNames: ['type'] as const, registers });
  const publish = ctx.events.publish.bind(ctx.events);
  ctx.events.publish = (userId, event) => {
    published.labels(event.type).inc();
    return publish(userId, event);
  };

  instrumentDatabase(ctx, registers);

  // The durable pipeline's backlog and what it parked (lib/jobs): an operator alerts on failed > 0.
  new Gauge({ name: 'okuryazar_jobs', help: 'Jobs of the durable pipeline by kind and state (queued, failed = parked)', labelNames: ['kind', 'state'] as const, registers, async collect() {
    this.reset();
    for (const row of await countJobs(ctx.db).catch(() => [])) this.labels(row.kind, row.state).set(row.count);
  } });

  instrumentContentCache(ctx, registers);

  const expected = digest(token);
  return {
    registry,
    // Compared as digests, so the time taken says nothing of the token; the scheme matched as in authentication.ts.
    authorized: (request) => timingSafeEqual(digest(bearerCredentials(request.headers.authorization) ?? ''), expected),
  };
}

type Queryable = { query: (...args: never[]) => unknown };

/** Times the statements run outside transactions (the driver's query entry point). */
function timeQueries(target: Queryable, histogram: Histogram<'driver'>, driver: string): void {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  const observe = histogram.labels(driver);
  (target as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const started = performance.now();
    const result = query(...args);
    if (result instanceof Promise) {
      const stop = () => observe.observe((performance.now() - started) / 1000);
      result.then(stop, stop);
    }
    return result;
  };
}

function instrumentDatabase(ctx: AppContext, registers: Registry[]): void {
  const queries = new Histogram({ name: 'okuryazar_db_query_duration_seconds', help: 'Database statement time outside transactions, by driver', labelNames: ['driver'] as const, buckets: LATENCY_BUCKETS, registers });
  const { pool, pglite } = ctx.database;
  if (pool) {
    timeQueries(pool as unknown as Queryable, queries, 'postgres');
    new Gauge({ name: 'okuryazar_db_pool_connections', help: 'PostgreSQL pool connections (total, idle) and requests waiting for one', labelNames: ['state'] as const, registers, collect() {
      this.labels('total').set(pool.totalCount);
      this.labels('idle').set(pool.idleCount);
      this.labels('waiting').set(pool.waitingCount);
    } });
  }
  if (pglite) {
    // PGlite is one connection that runs one statement at a time: its "pool" is always one.
    timeQueries(pglite as unknown as Queryable, queries, 'pglite');
    new Gauge({ name: 'okuryazar_db_pool_connections', help: 'Embedded database connections (always one)', labelNames: ['state'] as const, registers, collect() {
      this.labels('total').set(1);
    } });
  }
}

/** The content cache (lib/content-cache.ts): hits and misses by namespace, what it holds, what it evicted. */
function instrumentContentCache(ctx: AppContext, registers: Registry[]): void {
  const cache = () => contentCacheOf(ctx);
  new Counter({ name: 'okuryazar_content_cache_hits_total', help: 'Content cache lookups answered from memory, by namespace (text, list, shelf)', labelNames: ['namespace'] as const, registers, collect() {
    this.reset();
    for (const [name, stats] of cache().stats()) this.labels(name).inc(stats.hits);
  } });
  new Counter({ name: 'okuryazar_content_cache_misses_total', help: 'Content cache lookups that went to the database, by namespace', labelNames: ['namespace'] as const, registers, collect() {
    this.reset();
    for (const [name, stats] of cache().stats()) this.labels(name).inc(stats.misses);
  } });
  new Counter({ name: 'okuryazar_content_cache_evictions_total', help: 'Content cache entries dropped to stay within the budget', registers, collect() {
    this.reset();
    this.inc(cache().evictions);
  } });
  new Gauge({ name: 'okuryazar_content_cache_bytes', help: 'Approximate bytes held by the content cache (bounded by CONTENT_CACHE_MAX_BYTES)', registers, collect() {
    this.set(cache().bytes);
  } });
  new Gauge({ name: 'okuryazar_content_cache_entries', help: 'Entries held by the content cache (bounded by CONTENT_CACHE_MAX_ENTRIES)', registers, collect() {
    this.set(cache().size);
  } });
}
