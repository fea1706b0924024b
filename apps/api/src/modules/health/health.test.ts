import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';
import { connectLive } from '../../../test/ws-client';
import { readinessCheck } from './ready.service';

const TOKEN = 'metrics-token-for-the-test-0123456789';

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers 200 when the database answers and every migration is applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('names the migrations when one is not applied', async () => {
    const last = sql`(SELECT max(created_at) FROM drizzle.__drizzle_migrations)`;
    const rows = (await t.database.db.execute(sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations WHERE created_at = ${last}`)) as unknown as
      | { rows: { id: number; hash: string; created_at: string }[] };
    const row = rows.rows[0]!;
    await t.database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${row.id}`);
    try {
      const readiness = await readinessCheck(t.app.ctx)();
      expect(readiness).toMatchObject({ status: 'not_ready', missing: ['migrations'] });
      expect(readiness.status === 'not_ready' && readiness.message).toMatch(/geçişleri uygulanmamış/);
    } finally {
      await t.database.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${row.id}, ${row.hash}, ${row.created_at})`);
    }
  });

  it('answers 503 naming the database when it does not answer', async () => {
    const ctx = { ...t.app.ctx, db: { execute: () => Promise.reject(new Error('down')) } } as unknown as typeof t.app.ctx;
    expect(await readinessCheck(ctx)()).toEqual({ status: 'not_ready', missing: ['database'], message: 'Sunucu henüz hazır değil: veritabanı yanıt vermiyor.' });
  });

  it('answers 503 naming Redis when REDIS_URL is set and Redis does not answer (or not in time)', async () => {
    for (const ping of [() => Promise.reject(new Error('ECONNREFUSED')), () => new Promise<never>(() => undefined)]) {
      const ctx = { ...t.app.ctx, redis: { ping } } as unknown as typeof t.app.ctx;
      expect(await readinessCheck(ctx)()).toMatchObject({ status: 'not_ready', missing: ['redis'], message: 'Sunucu henüz hazır değil: Redis yanıt vermiyor.' });
    }
    const ctx = { ...t.app.ctx, redis: { ping: async () => 'PONG' } } as unknown as typeof t.app.ctx;
    expect(await readinessCheck(ctx)()).toEqual({ status: 'ready' });
  });
});

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const t = await createTestApp();
    try {
      const unknown = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    } finally {
      await t.close();
    }
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    let base: string;
    beforeAll(async () => {
      t = await createTestApp({ METRICS_TOKEN: TOKEN });
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => t.close());

    it('answers 404 like an unknown address without the bearer token or with another one', async () => {
      const unknown = (await t.app.inject({ method: 'GET', url: '/api/nothing-here' })).json() as unknown;
      for (const headers of [{}, bearer('x'), bearer(`${TOKEN}x`), { authorization: TOKEN }]) {
        const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(unknown);
      }
    });

    it('counts requests by route pattern and status, and reports latency, event loop, database, sockets and events', async () => {
      const author = await registerAndLogin(t.app);
      const reader = await registerAndLogin(t.app);
      await t.app.inject({ method: 'GET', url: '/api/health' });
      await t.app.inject({ method: 'GET', url: '/api/books/987654' });
      await t.app.inject({ method: 'GET', url: '/api/no/such/page' });
      const live = await connectLive(base, author.token);
      await t.app.inject({ method: 'POST', url: `/api/profile/follow/${author.id}`, headers: bearer(reader.token) });
      await live.next((e) => e.type === 'notification');

      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = res.body;
      expect(text).toContain('http_requests_total{method="GET",route="/api/health",status="200"} 1');
      expect(text).toContain('http_requests_total{method="GET",route="/api/books/:bookId",status="401"} 1');
      expect(text).toMatch(/^http_requests_total\{method="GET",route="unmatched",status="404"\} \d+$/m);
      expect(text).not.toContain('books/987654');
      expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/health",status="200"\} 1/);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      expect(text).toMatch(/^okuryazar_db_query_duration_seconds_count\{driver="(pglite|postgres)"\} [1-9]/m);
      expect(text).toMatch(/^okuryazar_db_pool_connections\{state="total"\} [1-9]/m);
      expect(text).toContain('okuryazar_websocket_open 1');
      expect(text).toContain('okuryazar_events_published_total{type="notification"} 1');
      live.close();
    });
  });
});
