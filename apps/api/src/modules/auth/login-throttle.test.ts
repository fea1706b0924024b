import { randomBytes } from 'node:crypto';
import { MSG } from '@okuryazar/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordResetTokens } from '../../db/schema';
import { RedisAttemptStore } from '../../lib/attempt-store';
import { verifyPassword } from '../../lib/passwords';
import { createTestApp, nextIp, registerAndLogin, type TestApp } from '../../../test/helpers';
import { hashToken } from '../password-reset/password-reset.service';
import { LOGIN_ACCOUNT_ALERT, LOGIN_ADDRESS_LIMIT, LOGIN_ADDRESS_LIMIT_UNDER_ATTACK } from './auth.service';

// Counts real password checks: the throttle must refuse before argon2 runs, not after.
vi.mock('../../lib/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/passwords')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const checks = vi.mocked(verifyPassword);

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each([
  ['memory', false],
  ['Redis', true],
])('login throttling with the %s attempt store', (_label, useRedis) => {
  let t: TestApp;
  let redis: Redis | undefined;
  let prefix = '';

  beforeAll(async () => {
    if (useRedis) {
      const client = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
      redis = client;
      // A prefix of its own, so parallel test files and earlier runs never share counters.
      prefix = `okuryazar:test:${randomBytes(6).toString('hex')}:`;
      t = await createTestApp({}, { attempts: (clock) => new RedisAttemptStore(client, prefix, clock) });
    } else {
      t = await createTestApp();
    }
  });
  afterAll(async () => {
    await t.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });
  beforeEach(() => checks.mockClear());

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': ip }, payload: { email, password } });

  it('checks at most 5 of 50 concurrent wrong guesses, and refuses the right one that comes after them', async () => {
    const user = await registerAndLogin(t.app);
    checks.mockClear();
    const ip = nextIp();
    const attack = Array.from({ length: 50 }, (_, i) => login(user.email, `yanlis-${i}`, ip));
    const right = login(user.email, user.password, ip);
    const answers = await Promise.all([...attack, right]);

    const checked = checks.mock.calls.length;
    console.info(`concurrent attack (${_label} store): ${checked} of 51 guesses checked`);
    expect(checked).toBeLessThanOrEqual(LOGIN_ADDRESS_LIMIT);
    expect(answers.filter((a) => a.statusCode !== 429)).toHaveLength(checked);
    const last = answers.at(-1)!;
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: MSG.tooManyAttempts, code: 'RATE_LIMITED' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks one address out of an account while the owner still gets in from another', async () => {
    const user = await registerAndLogin(t.app);
    const attacker = nextIp();
    for (let i = 0; i < LOGIN_ADDRESS_LIMIT; i += 1) expect((await login(user.email, `yanlis-${i}`, attacker)).statusCode).toBe(401);
    expect((await login(user.email, user.password, attacker)).statusCode).toBe(429);
    expect((await login(user.email, user.password, nextIp())).statusCode).toBe(200);
  });

  it('clears every address’s lock-out of the account after a password reset', async () => {
    const user = await registerAndLogin(t.app);
    const addresses = [nextIp(), nextIp()];
    for (const ip of addresses) {
      for (let i = 0; i < LOGIN_ADDRESS_LIMIT; i += 1) await login(user.email, `yanlis-${i}`, ip);
      expect((await login(user.email, user.password, ip)).statusCode).toBe(429);
    }
    const token = randomBytes(32).toString('base64url');
    await t.database.db
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(t.clock() + 60_000), createdAt: new Date(t.clock()) });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password/reset-password',
      headers: { 'x-forwarded-for': nextIp() },
      payload: { token, newPassword: 'yepyeni-sifre' },
    });
    expect(reset.statusCode).toBe(200);
    for (const ip of addresses) expect((await login(user.email, 'yepyeni-sifre', ip)).statusCode).toBe(200);
  });

  it('gives fresh addresses fewer guesses while an account is under a spread-out attack, and lets the owner in', async () => {
    const user = await registerAndLogin(t.app);
    for (let sent = 0; sent < LOGIN_ACCOUNT_ALERT; sent += LOGIN_ADDRESS_LIMIT) {
      const ip = nextIp();
      for (let i = 0; i < LOGIN_ADDRESS_LIMIT; i += 1) expect((await login(user.email, `yanlis-${sent + i}`, ip)).statusCode).toBe(401);
    }
    const fresh = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_ADDRESS_LIMIT_UNDER_ATTACK; i += 1) statuses.push((await login(user.email, `tekrar-${i}`, fresh)).statusCode);
    expect(statuses).toEqual([...Array<number>(LOGIN_ADDRESS_LIMIT_UNDER_ATTACK).fill(401), 429]);
    expect((await login(user.email, user.password, nextIp())).statusCode).toBe(200);
  });
});
