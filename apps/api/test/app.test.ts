import { MSG } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../src/config';
import { createTestApp } from './helpers';
import { useTestApp } from './app-fixture';

const { t } = useTestApp({}, { env: { WEB_ORIGINS: 'https://okuryazar.example' } });

describe('API skeleton', () => {
  it('answers /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('allows CORS only for configured web origins', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://okuryazar.example', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://okuryazar.example');
    const other = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('with no web origin configured (same-origin), allows no other origin either', async () => {
    const sameOrigin = await createTestApp();
    try {
      const preflight = await sameOrigin.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const login = await sameOrigin.app.inject({ method: 'POST', url: '/api/auth/login', headers: { origin: 'https://evil.example' }, payload: {} });
      expect(login.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await sameOrigin.close();
    }
  });

  it('answers an unknown API path with a Turkish 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/yok-boyle-bir-yer' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.routeNotFound, code: 'NOT_FOUND' });
  });

  it('publishes an OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3/);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/auth/register', '/auth/login', '/header/headerInfo', '/dashboard/dashboard']));
    expect(doc.servers[0].url).toBe('/api');
    expect(doc.paths['/auth/register'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('birthDate');
  });

  it('refuses an oversized body without crashing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@gmail.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MSG.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a wrong content type with a Turkish 4xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toBe(MSG.badRequest);
  });
});

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe('./data');
    expect(config.seedDemo).toBe(true);
    expect(config.signupEmailDomains).toHaveLength(14);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_ENDPOINT'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
  ])('names the bad setting in %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('lets an operator replace or empty the e-mail domain list', () => {
    expect(loadConfig({ SIGNUP_EMAIL_DOMAINS: 'okul.k12.tr, Example.com' }).signupEmailDomains).toEqual(['okul.k12.tr', 'example.com']);
    expect(loadConfig({ SIGNUP_EMAIL_DOMAINS: '' }).signupEmailDomains).toEqual([]);
  });

  it('does not seed demo content into PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });
});
