import { ERROR_CODES, SAFETY_MSG } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

const { t, adult, stranger, friend, minor } = useTestApp({ adult: {}, stranger: {}, friend: {}, minor: { birthDate: '2013-03-10' } });

// The test clock is 2026-06-15: born 2013 is 13 years old.

const call = (method: 'GET' | 'POST' | 'PUT', url: string, user?: RegisteredUser, payload?: object) => {
  t.clock.advance(1000);
  return t.app.inject({ method, url, headers: user ? bearer(user.token) : {}, ...(payload ? { payload } : {}) });
};
const send = (from: RegisteredUser, to: RegisteredUser) => call('POST', '/api/messages', from, { recipient_username: to.username, content: 'Merhaba' });

describe('who may message whom', () => {
  it('answers the setting, everyone by default for adults and following for minors', async () => {
    expect((await call('GET', '/api/settings/privacy', adult)).json()).toEqual({ messages_from: 'everyone', minor_protected: false });
    expect((await call('GET', '/api/settings/privacy', minor)).json()).toEqual({ messages_from: 'following', minor_protected: true });
    expect((await call('GET', '/api/settings/privacy')).statusCode).toBe(401);
    expect((await call('PUT', '/api/settings/privacy', undefined, { messages_from: 'nobody' })).statusCode).toBe(401);
    expect((await call('PUT', '/api/settings/privacy', adult, { messages_from: 'bazıları' })).statusCode).toBe(400);
  });

  it('a stranger cannot message a minor (403 MINOR_PROTECTED); someone the minor follows can, and the minor can write to anyone', async () => {
    const refused = await send(stranger, minor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: SAFETY_MSG.minorProtected, code: ERROR_CODES.MINOR_PROTECTED });
    expect((await call('POST', `/api/profile/follow/${friend.id}`, minor)).statusCode).toBe(200);
    expect((await send(friend, minor)).statusCode).toBe(201);
    expect((await send(minor, stranger)).statusCode).toBe(201);
    // A conversation the minor started does not open the door back.
    expect((await send(stranger, minor)).statusCode).toBe(403);
  });

  it('a minor cannot open their messages to everyone', async () => {
    const res = await call('PUT', '/api/settings/privacy', minor, { messages_from: 'everyone' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ messages_from: 'following', minor_protected: true });
    expect((await send(stranger, minor)).statusCode).toBe(403);
    expect((await call('PUT', '/api/settings/privacy', minor, { messages_from: 'nobody' })).json()).toEqual({ messages_from: 'nobody', minor_protected: true });
    const closed = await send(friend, minor);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({ code: ERROR_CODES.MINOR_PROTECTED });
  });

  it('an adult chooses following or nobody (403 MESSAGES_RESTRICTED)', async () => {
    expect((await call('PUT', '/api/settings/privacy', adult, { messages_from: 'following' })).json()).toEqual({ messages_from: 'following', minor_protected: false });
    const refused = await send(stranger, adult);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: SAFETY_MSG.messagesFollowingOnly, code: ERROR_CODES.MESSAGES_RESTRICTED });
    await call('POST', `/api/profile/follow/${stranger.id}`, adult);
    expect((await send(stranger, adult)).statusCode).toBe(201);
    await call('PUT', '/api/settings/privacy', adult, { messages_from: 'nobody' });
    expect((await send(stranger, adult)).json()).toEqual({ message: SAFETY_MSG.messagesClosed, code: ERROR_CODES.MESSAGES_RESTRICTED });
    await call('PUT', '/api/settings/privacy', adult, { messages_from: 'everyone' });
    expect((await send(friend, adult)).statusCode).toBe(201);
  });

  it('an under-18 profile shows no birth date and no age, to others or to themselves', async () => {
    for (const viewer of [stranger, minor]) {
      const res = await call('GET', `/api/profile/${minor.id}`, viewer);
      expect(res.statusCode).toBe(200);
      const text = res.body;
      expect(text).not.toMatch(/birth|dogum|doğum|"age"|yas"|yaş/i);
      expect(text).not.toContain('2013');
      expect(Object.keys((res.json() as { user: object }).user).sort()).toEqual(
        ['bio', 'books_count', 'followers_count', 'following_count', 'full_name', 'join_date', 'profile_image_url', 'user_id', 'username'].sort(),
      );
    }
  });
});
