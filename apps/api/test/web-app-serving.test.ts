import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { openTestDatabase } from './helpers';

// The built web app served by the API (app.ts): files as they are, client routes as
// index.html, everything else the JSON 404.
const work = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-web-'));
const webDist = path.join(work, 'web');
const INDEX = '<!doctype html><title>Okuryazar</title>';
const SCRIPT = 'console.log("okuryazar");'.repeat(20);

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *');
  writeFileSync(path.join(webDist, '.build-stamp'), 'stamp');
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  database = await openTestDatabase();
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(work, 'data'), JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' }), webDistDir: webDist };
  app = await buildApp(config, { database, logger: false, schedulerIntervalMs: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(work, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' | 'POST' = 'GET') => app.inject({ method, url, headers });

describe('the built web app', () => {
  it('serves hashed assets for a year, compressed when the browser takes it', async () => {
    const plain = await get('/assets/app-abc123.js', { 'accept-encoding': 'identity' });
    expect([plain.statusCode, plain.headers['cache-control'], plain.body]).toEqual([200, 'public, max-age=31536000, immutable', SCRIPT]);
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect([br.statusCode, br.headers['content-encoding'], br.headers['cache-control']]).toEqual([200, 'br', 'public, max-age=31536000, immutable']);
    expect(brotliCompressSync(SCRIPT).equals(br.rawPayload)).toBe(true);
  });

  it('serves other files fresh', async () => {
    const robots = await get('/robots.txt');
    expect([robots.statusCode, robots.headers['cache-control'], robots.body]).toEqual([200, 'no-cache', 'User-agent: *']);
  });

  it('answers the root and client routes with index.html, GET and HEAD', async () => {
    for (const url of ['/', '/kitap/5', '/read/3/7?x=1', '/.build-stamp', '/%2ebuild-stamp']) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['cache-control'], res.body]).toEqual([url, 200, 'no-cache', INDEX]);
    }
    const head = await get('/kitap/5', {}, 'HEAD');
    expect([head.statusCode, head.headers['cache-control']]).toEqual([200, 'no-cache']);
  });

  it('answers the JSON 404 for missing files, API paths, folders and other methods', async () => {
    for (const [method, url] of [
      ['GET', '/assets/missing-123.js'],
      ['GET', '/assets/'],
      ['GET', '/assets'],
      ['GET', '/api/no-such-call'],
      ['GET', '/missing.png'],
      ['POST', '/kitap/5'],
    ] as const) {
      const res = await get(url, {}, method);
      expect([method, url, res.statusCode, res.json().code]).toEqual([method, url, 404, 'NOT_FOUND']);
    }
  });
});

describe('the built web app with the prerendered landing page', () => {
  const LANDING = '<!doctype html><title>Okuryazar</title><div id="root"><div data-prerendered><h1>Merhaba</h1></div></div>';
  const dist = path.join(work, 'web-landing');
  let landingApp: FastifyInstance;
  beforeAll(async () => {
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'landing.html'), LANDING);
    const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(work, 'data-landing'), JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' }), webDistDir: dist };
    landingApp = await buildApp(config, { database, logger: false, schedulerIntervalMs: false });
    await landingApp.ready();
  });
  afterAll(async () => {
    await landingApp?.close();
  });

  it('answers "/" with it and every other client route with the empty shell', async () => {
    const root = await landingApp.inject({ method: 'GET', url: '/' });
    expect([root.statusCode, root.headers['cache-control'], root.body]).toEqual([200, 'no-cache', LANDING]);
    for (const url of ['/login', '/book/5', '/read/3/7']) {
      const res = await landingApp.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.body]).toEqual([url, 200, INDEX]);
    }
  });
});
