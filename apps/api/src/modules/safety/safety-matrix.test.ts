import { describe, expect, it } from 'vitest';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

/**
 * Who may make every call of the safety table: a user, a visitor, someone the target has
 * blocked, and a minor. Each row is one call; each role gets a fresh account so the
 * account deletion at the end cannot hide another row's answer.
 */
const { t, target } = useTestApp({ target: {} });

type Role = 'user' | 'visitor' | 'blocked' | 'minor';
type Row = { call: string; method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: () => string; body?: (me: RegisteredUser) => object; expect: Record<Role, number> };

const all = (status: number): Record<Role, number> => ({ user: status, visitor: 401, blocked: status, minor: status });
const rows: Row[] = [
  { call: 'POST /blocks/:userId', method: 'POST', url: () => `/api/blocks/${target.id}`, expect: all(201) },
  { call: 'GET /blocks', method: 'GET', url: () => '/api/blocks', expect: all(200) },
  { call: 'DELETE /blocks/:userId', method: 'DELETE', url: () => `/api/blocks/${target.id}`, expect: all(200) },
  { call: 'POST /mutes/:userId', method: 'POST', url: () => `/api/mutes/${target.id}`, expect: all(201) },
  { call: 'GET /mutes', method: 'GET', url: () => '/api/mutes', expect: all(200) },
  { call: 'DELETE /mutes/:userId', method: 'DELETE', url: () => `/api/mutes/${target.id}`, expect: all(200) },
  { call: 'GET /settings/privacy', method: 'GET', url: () => '/api/settings/privacy', expect: all(200) },
  { call: 'PUT /settings/privacy', method: 'PUT', url: () => '/api/settings/privacy', body: () => ({ messages_from: 'everyone' }), expect: all(200) },
  { call: 'GET /account/export', method: 'GET', url: () => '/api/account/export', expect: all(200) },
  { call: 'DELETE /account (wrong password)', method: 'DELETE', url: () => '/api/account', body: () => ({ password: 'yanlış-şifre-1' }), expect: all(401) },
  { call: 'DELETE /account', method: 'DELETE', url: () => '/api/account', body: (me) => ({ password: me.password }), expect: all(200) },
];

async function actor(role: Role): Promise<RegisteredUser | undefined> {
  if (role === 'visitor') return undefined;
  const me = await registerAndLogin(t.app, role === 'minor' ? { birthDate: '2012-09-01' } : {});
  if (role === 'blocked') {
    const res = await t.app.inject({ method: 'POST', url: `/api/blocks/${me.id}`, headers: bearer(target.token) });
    expect(res.statusCode).toBe(201);
  }
  return me;
}

describe.each<Role>(['user', 'visitor', 'blocked', 'minor'])('as %s', (role) => {
  it('every safety call answers as the matrix says', async () => {
    const me = await actor(role);
    const seen: Record<string, number> = {};
    const wanted: Record<string, number> = {};
    for (const row of rows) {
      const res = await t.app.inject({
        method: row.method,
        url: row.url(),
        headers: me ? bearer(me.token) : {},
        ...(row.body ? { payload: row.body(me ?? target) } : {}),
      });
      seen[row.call] = res.statusCode;
      wanted[row.call] = row.expect[role];
      if (res.statusCode >= 400) expect(Object.keys(res.json() as object).sort(), row.call).toEqual(['code', 'message']);
      if (role === 'minor' && row.call === 'PUT /settings/privacy') expect(res.json()).toEqual({ messages_from: 'following', minor_protected: true });
    }
    expect(seen).toEqual(wanted);
  });
});
