import { createHmac } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MSG } from '@okuryazar/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '../../../test/fixtures';
import { bearer, createTestApp, nextIp, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { pageViewer, resolveUser } from '../../lib/session';
import { TOKEN_TTL_SECONDS } from '../../lib/tokens';
import { eq } from 'drizzle-orm';
import { posts } from '../../db/schema';
import { setUserRole } from '../moderation/roles';

/**
 * The page session cookie (docs/PRODUCT.md#api-conventions): set beside the token, read only
 * by `pageViewer` for a page request, refused by every API call, and dead with its session.
 */
const COOKIE = 'okuryazar_oturum';
const PROBE = '/sayfa-deneme';

/** A page route and its POST twin, answering whom `pageViewer` sees. */
function probes(app: FastifyInstance): void {
  const answer = async (request: Parameters<typeof pageViewer>[0]) => ({ viewer: await pageViewer(request) });
  app.get(PROBE, answer);
  app.post(PROBE, answer);
  app.get('/api/sayfa-deneme', answer);
}

const { t, moderator } = useTestApp({ moderator: {} }, { build: { routes: probes } });
beforeAll(async () => {
  await setUserRole(t.app.ctx.db, moderator.email, 'moderator');
});

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? (header as string[]) : [header as string];
}

/** The one Set-Cookie line of an answer, split into its value and attributes. */
function cookieOf(res: { headers: Record<string, unknown> }) {
  const lines = setCookies(res);
  expect(lines).toHaveLength(1);
  const [pair, ...attrs] = lines[0]!.split('; ');
  const eq = pair!.indexOf('=');
  return { name: pair!.slice(0, eq), value: pair!.slice(eq + 1), attributes: attrs };
}

async function login(user: { email: string; password: string }, app = t.app) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': nextIp() }, payload: { email: user.email, password: user.password } });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().token as string, cookie: cookieOf(res).value, res };
}

/** A user with a fresh login: their token and their page cookie. */
async function signedIn() {
  const user = await registerAndLogin(t.app);
  return { user, ...(await login(user)) };
}

/** PUT /api/setting as `user` (their name, email and password as they are, an empty bio) with `changes`. */
const saveSettings = (user: RegisteredUser, token: string, changes: { full_name: string; password_hash?: string }) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/setting',
    headers: bearer(token),
    payload: { username: user.username, email: user.email, bio: '', current_password: user.password, ...changes },
  });

async function viewerOf(cookie: string | null, method: 'GET' | 'POST' = 'GET', url = PROBE) {
  const res = await t.app.inject({ method, url, headers: cookie === null ? {} : { cookie: `tema=koyu; ${COOKIE}=${cookie}; baska=1` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().viewer as { id: number; username: string; birthDate: string } | null;
}

describe('the page cookie at login', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, lives as long as the token, and is not Secure in test over http', async () => {
    const { res, token } = await signedIn();
    const cookie = cookieOf(res);
    expect(cookie.name).toBe(COOKIE);
    expect(cookie.attributes).toEqual(['Path=/', `Max-Age=${TOKEN_TTL_SECONDS}`, 'HttpOnly', 'SameSite=Lax']);
    expect(res.headers['cache-control']).toBe('no-store');
    // Not the bearer token: a value of its own, signed for pages, with the token's user, version and expiry.
    expect(cookie.value).not.toBe(token);
    const payload = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    const [page, api] = [payload(cookie.value), payload(token)];
    expect({ sub: page.sub, ver: page.ver, exp: page.exp }).toEqual({ sub: api.sub, ver: api.ver, exp: api.exp });
    expect([page.aud, api.aud]).toEqual(['okuryazar:page', undefined]);
  });

  it('is Secure, with the __Host- prefix, when the site is served over https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://okuryazar.example' });
    try {
      const user = await registerAndLogin(secure.app);
      const cookie = cookieOf((await login(user, secure.app)).res);
      expect(cookie.name).toBe(`__Host-${COOKIE}`);
      expect(cookie.attributes).toEqual(['Path=/', `Max-Age=${TOKEN_TTL_SECONDS}`, 'HttpOnly', 'Secure', 'SameSite=Lax']);
    } finally {
      await secure.close();
    }
  });

  it('is not set by a refused login or by sign-up (which does not log in)', async () => {
    const user = await registerAndLogin(t.app);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': nextIp() }, payload: { email: user.email, password: 'yanlis-sifre-9' } });
    expect(wrong.statusCode).toBe(401);
    expect(setCookies(wrong)).toEqual([]);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-forwarded-for': nextIp() },
      payload: { email: 'cerezsiz@gmail.com', username: 'cerezsiz', password: 'sifre123', birthDate: '2000-01-15' },
    });
    expect(signup.statusCode).toBe(201);
    expect(setCookies(signup)).toEqual([]);
  });
});

describe('pageViewer', () => {
  it('gives the same viewer as the bearer token, for a GET or HEAD of a page', async () => {
    const { user, token, cookie } = await signedIn();
    const viewer = await viewerOf(cookie);
    expect(viewer).toEqual({ id: user.id, username: user.username, birthDate: '1995-05-19' });
    expect(viewer).toEqual(await resolveUser(t.app.ctx, token));
    const head = await t.app.inject({ method: 'HEAD', url: PROBE, headers: { cookie: `${COOKIE}=${cookie}` } });
    expect(head.statusCode).toBe(200);
  });

  it('gives no viewer without a cookie, or outside a page request (a POST, an /api path)', async () => {
    const { cookie } = await signedIn();
    expect(await viewerOf(null)).toBeNull();
    expect(await viewerOf(cookie, 'POST')).toBeNull();
    expect(await viewerOf(cookie, 'GET', '/api/sayfa-deneme')).toBeNull();
  });

  it('gives no viewer for a forged, tampered, foreign or expired cookie', async () => {
    const { user, token, cookie } = await signedIn();
    const [header, payload, signature] = cookie.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: String(moderator.id) })).toString('base64url');
    const signedWith = (secret: string, body: string) => `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    for (const bad of [
      `${header}.${otherPayload}.${signature}`, // another user, same signature
      `${header}.${payload}.${flipped}`, // a changed signature
      signedWith('another-secret-another-secret-1234', `${header}.${otherPayload}`), // signed with another key
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`, // unsigned
      token, // the bearer token is not a page cookie
      'zırva',
      '',
    ]) {
      expect(await viewerOf(bad), bad).toBeNull();
    }
    expect((await viewerOf(cookie))?.id).toBe(user.id);
    t.clock.advance(TOKEN_TTL_SECONDS * 1000 + 1000);
    try {
      expect(await viewerOf(cookie)).toBeNull();
    } finally {
      t.clock.advance(-(TOKEN_TTL_SECONDS * 1000 + 1000));
    }
  });
});

describe('no API call accepts the cookie', () => {
  it('answers a call with only the cookie exactly as one without: GET, hot read, mutation, optional', async () => {
    const { user, cookie } = await signedIn();
    const book = await insertBook(t.app.ctx.db, user.id, {}, 1);
    const calls = [
      { method: 'GET', url: '/api/header/headerInfo' },
      { method: 'GET', url: `/api/bookReader/books/${book.id}/${book.chapterIds[0]}` },
      { method: 'PUT', url: '/api/settings/reading', payload: { theme: 'dark' } },
      { method: 'POST', url: '/api/community/posts', payload: { content: 'Çerezle yazılmamalı' } },
      { method: 'GET', url: '/api/search/suggest?q=hikaye' },
    ] as const;
    const statuses: number[] = [];
    for (const call of calls) {
      const send = (headers: Record<string, string>) =>
        t.app.inject({ method: call.method, url: call.url, headers: { 'x-forwarded-for': nextIp(), ...headers }, ...('payload' in call ? { payload: call.payload } : {}) });
      const without = await send({});
      const withCookie = await send({ cookie: `${COOKIE}=${cookie}` });
      expect([call.url, withCookie.statusCode, withCookie.body]).toEqual([call.url, without.statusCode, without.body]);
      statuses.push(withCookie.statusCode);
    }
    // The signed-in calls were refused, the optional one answered as to a visitor; nothing was written.
    expect(statuses).toEqual([401, 401, 401, 401, 200]);
    const settings = await t.app.inject({ method: 'GET', url: '/api/settings/reading', headers: bearer((await login(user)).token) });
    expect(settings.json().theme).not.toBe('dark');
    expect(await t.app.ctx.db.select().from(posts).where(eq(posts.userId, user.id))).toEqual([]);
  });

  it('refuses the cookie’s value sent as a bearer token', async () => {
    const { cookie } = await signedIn();
    const res = await t.app.inject({ method: 'GET', url: '/api/header/headerInfo', headers: bearer(cookie) });
    expect(res.statusCode).toBe(401);
  });
});

describe('the cookie dies with its session', () => {
  it('logout answers a Set-Cookie that expires it, with or without a token', async () => {
    const { token } = await signedIn();
    for (const headers of [bearer(token), {}]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MSG.loggedOut });
      expect(res.headers['cache-control']).toBe('no-store');
      const cookie = cookieOf(res);
      expect(cookie).toEqual({
        name: COOKIE,
        value: '',
        attributes: ['Path=/', 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'HttpOnly', 'SameSite=Lax'],
      });
    }
  });

  it('a password change ends the old cookie and sets a new one', async () => {
    const { user, token, cookie } = await signedIn();
    const res = await saveSettings(user, token, { full_name: 'Ad', password_hash: 'yepyeni-sifre-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await viewerOf(cookie)).toBeNull();
    const fresh = cookieOf(res);
    expect(fresh.attributes).toEqual(['Path=/', `Max-Age=${TOKEN_TTL_SECONDS}`, 'HttpOnly', 'SameSite=Lax']);
    expect((await viewerOf(fresh.value))?.id).toBe(user.id);
  });

  it('a settings save without a new password keeps the cookie and sets none', async () => {
    const { user, token, cookie } = await signedIn();
    const res = await saveSettings(user, token, { full_name: 'Başka Ad' });
    expect(res.statusCode, res.body).toBe(200);
    expect(setCookies(res)).toEqual([]);
    expect((await viewerOf(cookie))?.id).toBe(user.id);
  });

  it('a password reset ends it', async () => {
    const { user, cookie } = await signedIn();
    const outbox = path.join(t.config.dataDir, 'outbox');
    const before = new Set(await readdir(outbox).catch(() => [] as string[]));
    await t.app.inject({ method: 'POST', url: '/api/reset-password/send-reset-email', headers: { 'x-forwarded-for': nextIp() }, payload: { email: user.email } });
    await t.app.ctx.background.idle();
    const mailFile = (await readdir(outbox)).find((f) => !before.has(f));
    const mail = (await readFile(path.join(outbox, mailFile!), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const resetToken = /\/reset-password\/([A-Za-z0-9_-]{20,})/.exec(mail)![1]!;
    const res = await t.app.inject({ method: 'POST', url: '/api/reset-password/reset-password', headers: { 'x-forwarded-for': nextIp() }, payload: { token: resetToken, newPassword: 'sifirlanan-sifre' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await viewerOf(cookie)).toBeNull();
  });

  it('a suspension ends it', async () => {
    const { user, cookie } = await signedIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/moderation/decisions',
      headers: { ...bearer(moderator.token), 'x-forwarded-for': nextIp() },
      payload: { targetType: 'user', targetId: user.id, action: 'suspend_author', note: 'Taciz', suspendDays: 7 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await viewerOf(cookie)).toBeNull();
  });

  it('an account deletion ends it', async () => {
    const { user, token, cookie } = await signedIn();
    const res = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: bearer(token), payload: { password: user.password } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await viewerOf(cookie)).toBeNull();
  });
});
