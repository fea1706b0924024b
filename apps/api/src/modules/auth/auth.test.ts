import { MSG, SIGNUP_EMAIL_DOMAINS } from '@okuryazar/shared';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearer, nextIp, registerAndLogin } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { LOGIN_ADDRESS_LIMIT, LOGIN_FAILURE_WINDOW_MS } from './auth.service';

const { t } = useTestApp();

let n = 0;
function signup(overrides: Record<string, unknown> = {}, ip = nextIp()) {
  n += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'x-forwarded-for': ip },
    payload: { email: `kayit${n}@gmail.com`, username: `kayit_${n}`, password: 'sifre123', birthDate: '2000-01-15', ...overrides },
  });
}
function login(email: string, password: string, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': ip }, payload: { email, password } });
}

describe('POST /api/auth/register', () => {
  it('creates an account with 201', async () => {
    const res = await signup();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: MSG.registerSuccess, user_id: expect.any(Number) });
  });

  it.each(SIGNUP_EMAIL_DOMAINS)('accepts the %s domain, in any case', async (domain) => {
    n += 1;
    const res = await signup({ email: `Alan${n}@${domain.toUpperCase()}` });
    expect(res.statusCode).toBe(201);
  });

  it.each(['ali@gmail.co', 'ali@protonmail.com', 'ali@mail.gmail.com.evil', 'ali@notgmail.com', 'ali@gmail.com.tr.x'])(
    'refuses %s with the Turkish e-mail message',
    async (email) => {
      const res = await signup({ email });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.invalidEmail);
    },
  );

  it('refuses a malformed address', async () => {
    const res = await signup({ email: 'not-an-email@' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.invalidEmail);
  });

  it('accepts a user who turns 12 today and refuses one who turns 12 tomorrow', async () => {
    // The test clock stands at 2026-06-15.
    expect((await signup({ birthDate: '2014-06-15' })).statusCode).toBe(201);
    const young = await signup({ birthDate: '2014-06-16' });
    expect(young.statusCode).toBe(400);
    expect(young.json()).toEqual({ message: MSG.tooYoung, code: 'TOO_YOUNG' });
  });

  it.each(['2023-02-30', '15.06.2000', '', '2030-01-01', '1800-01-01'])('refuses the birth date %j', async (birthDate) => {
    const res = await signup({ birthDate });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/doğum tarihi|alanları doldurun|12 yaşından/);
  });

  it.each(['email', 'username', 'password', 'birthDate'])('requires %s', async (field) => {
    const res = await signup({ [field]: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().message).toMatch(/[çğıöşüÇĞİÖŞÜ]|Lütfen/);
  });

  it.each([
    ['a blank username', { username: '   ' }],
    ['a too short username', { username: 'ab' }],
    ['a username with spaces', { username: 'ali veli' }],
    ['a username with markup', { username: '<script>' }],
    ['a short password', { password: '12345' }],
    ['a number as e-mail', { email: 42 }],
  ])('refuses %s', async (_label, override) => {
    const res = await signup(override);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toMatch(/Error|undefined|stack/i);
  });

  it('refuses a taken e-mail in any case, and a taken username in any case', async () => {
    await signup({ email: 'ayni.kisi@gmail.com', username: 'ayni_kisi' });
    const email = await signup({ email: 'AYNI.kisi@Gmail.com', username: 'baska_biri' });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ message: MSG.emailTaken, code: 'EMAIL_TAKEN' });
    const username = await signup({ email: 'baska.kisi@gmail.com', username: 'AYNI_KISI' });
    expect(username.statusCode).toBe(409);
    expect(username.json()).toEqual({ message: MSG.usernameTaken, code: 'USERNAME_TAKEN' });
  });

  it('gives one of two racing sign-ups for the same name the account and the other a 409', async () => {
    const [a, b] = await Promise.all([
      signup({ email: 'yaris1@gmail.com', username: 'yarisci' }),
      signup({ email: 'yaris2@gmail.com', username: 'yarisci' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('answers malformed JSON with a Turkish 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.badRequest, code: 'VALIDATION' });
  });

  it('limits sign-ups per address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) statuses.push((await signup({}, ip)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits repeated sign-ups for one e-mail address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await signup({ email: 'tekrar@gmail.com', username: `tekrar_${i}` })).statusCode);
    }
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, 5).every((s) => s === 409)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('POST /api/auth/login', () => {
  it('answers 200 with token, user_id and username; the e-mail is case-insensitive', async () => {
    const user = await registerAndLogin(t.app);
    const res = await login(user.email.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String), user_id: user.id, username: user.username });
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const user = await registerAndLogin(t.app);
    const wrong = await login(user.email, 'yanlis-sifre');
    const unknown = await login('kimse-yok@gmail.com', 'yanlis-sifre');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: MSG.wrongCredentials, code: 'INVALID_CREDENTIALS' });
  });

  it('requires both fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@gmail.com' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('locks an account for an address after repeated failures, hides the right password during the lock-out, and opens again later', async () => {
    const user = await registerAndLogin(t.app);
    const ip = nextIp();
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT; i += 1) {
      expect((await login(user.email, `yanlis-${i}`, ip)).statusCode).toBe(401);
    }
    const locked = await login(user.email, 'yanlis-son', ip);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json()).toEqual({ message: MSG.tooManyAttempts, code: 'RATE_LIMITED' });

    const rightDuringLock = await login(user.email, user.password, ip);
    expect(rightDuringLock.statusCode).toBe(429);
    expect(rightDuringLock.json()).toEqual(locked.json());

    t.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1000);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
  });

  it('limits logins per address with Retry-After', async () => {
    const ip = nextIp();
    let last = 0;
    let retryAfter: string | string[] | undefined;
    for (let i = 0; i < 61; i += 1) {
      const res = await login(`yok${i}@gmail.com`, 'x', ip);
      last = res.statusCode;
      retryAfter = res.headers['retry-after'];
    }
    expect(last).toBe(429);
    expect(retryAfter).toBeDefined();
  });
});

describe('bearer tokens', () => {
  const headerInfo = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/header/headerInfo', headers });

  it('lets a valid token read the header info', async () => {
    const user = await registerAndLogin(t.app);
    const res = await headerInfo(bearer(user.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: user.username, profile_image_url: null, role: 'user' });
  });

  it.each(['bearer', 'BEARER', 'bEaReR', 'Bearer  '])('reads the scheme case-insensitively, as RFC 9110 says: "%s"', async (scheme) => {
    const user = await registerAndLogin(t.app);
    const res = await headerInfo({ authorization: `${scheme} ${user.token}` });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['no token', {}],
    ['a malformed header', { authorization: 'Token abc' }],
    ['garbage', { authorization: 'Bearer not.a.jwt' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('answers 401 for %s', async (_label, headers) => {
    const res = await headerInfo(headers as Record<string, string>);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.unauthorized, code: 'UNAUTHORIZED' });
  });

  it('answers 401 for a token signed with another secret', async () => {
    const user = await registerAndLogin(t.app);
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('okuryazar')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-000'));
    expect((await headerInfo(bearer(forged))).statusCode).toBe(401);
  });

  it('answers 401 for a token whose payload was changed', async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    const [header, , signature] = a.token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: String(b.id), ver: 0, iss: 'okuryazar', exp: 9999999999 })).toString('base64url');
    expect((await headerInfo(bearer(`${header}.${payload}.${signature}`))).statusCode).toBe(401);
  });

  it('answers 401 for an unsigned (alg none) token', async () => {
    const user = await registerAndLogin(t.app);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: String(user.id), ver: 0, iss: 'okuryazar' })).toString('base64url');
    expect((await headerInfo(bearer(`${header}.${payload}.`))).statusCode).toBe(401);
  });

  it('answers 401 once the token has expired', async () => {
    const user = await registerAndLogin(t.app);
    expect((await headerInfo(bearer(user.token))).statusCode).toBe(200);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await headerInfo(bearer(user.token))).statusCode).toBe(401);
  });
});
