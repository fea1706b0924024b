import { ERROR_CODES, MSG } from '@okuryazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, nextIp, registerAndLogin, type RegisteredUser, type TestApp } from '../../test/helpers';

let t: TestApp;
let user: RegisteredUser;
const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logger: true, logStream: { write: (line: string) => void lines.push(line) } });
  user = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('the server log and failing database queries', () => {
  it('logs the SQLSTATE, constraint and route of a failed insert, never the values in it', async () => {
    // A constraint the app does not know about stands in for any unexpected database failure.
    await t.database.db.execute(sql.raw(`ALTER TABLE posts ADD CONSTRAINT posts_log_test CHECK (position('gizli' in content) = 0)`));
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/community/posts',
      payload: { content: 'Bu gizli kişisel bir not' },
      headers: { ...bearer(user.token), 'x-forwarded-for': nextIp() },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: MSG.serverError, code: ERROR_CODES.INTERNAL });

    const text = lines.join('');
    expect(text).not.toContain('gizli');
    expect(text).not.toContain('Failed query');
    expect(text).not.toContain(user.username);
    const entry = logged().find((l) => l.msg === 'unhandled error');
    expect(entry).toMatchObject({ route: '/api/community/posts', method: 'POST', err: { sqlState: '23514', constraint: 'posts_log_test' } });
  });

  it('keeps query strings out of request lines', async () => {
    lines.length = 0;
    // A 4xx answer is logged at info (plugins/request-log.ts): a request without its token.
    const res = await t.app.inject({ method: 'GET', url: '/api/search/search?query=gizli%20arama', headers: { 'x-forwarded-for': nextIp() } });
    expect(res.statusCode).toBe(401);
    const entry = logged().find((l) => l.msg === 'request completed');
    expect(entry).toMatchObject({ req: { method: 'GET', url: '/api/search/search' }, res: { statusCode: 401 } });
    expect(lines.join('')).not.toContain('gizli');
  });

  it('does not log successful fast requests at info', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(logged().filter((l) => l.msg === 'request completed' || l.msg === 'incoming request')).toEqual([]);
  });

  it('never logs the e-mail address or password of a login whose query fails', async () => {
    await t.database.db.execute(sql.raw('ALTER TABLE users RENAME COLUMN token_version TO token_version_gone'));
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      headers: { 'x-forwarded-for': nextIp() },
    });
    expect(res.statusCode).toBe(500);
    const text = lines.join('');
    expect(text).not.toContain(user.email);
    expect(text).not.toContain(user.password);
    expect(logged().find((l) => l.msg === 'unhandled error')).toMatchObject({ route: '/api/auth/login', err: { sqlState: '42703' } });
  });
});
