import { DEFAULT_READING_SETTINGS } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

const { t } = useTestApp();

const get = (u: RegisteredUser | null) => t.app.inject({ method: 'GET', url: '/api/settings/reading', headers: u ? bearer(u.token) : {} });
const put = (u: RegisteredUser | null, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/reading', headers: u ? bearer(u.token) : {}, payload: payload as Record<string, unknown> });

describe('GET/PUT /api/settings/reading', () => {
  it('answers the defaults before anything is saved, and 401 to visitors', async () => {
    const u = await registerAndLogin(t.app);
    expect((await get(u)).json()).toEqual(DEFAULT_READING_SETTINGS);
    expect((await get(null)).statusCode).toBe(401);
    expect((await put(null, { theme: 'dark' })).statusCode).toBe(401);
  });

  it('changes only what is sent, and the next read (another device) sees it', async () => {
    const u = await registerAndLogin(t.app);
    const first = await put(u, { font_size: 5, theme: 'sepia' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...DEFAULT_READING_SETTINGS, font_size: 5, theme: 'sepia' });
    await put(u, { font_family: 'dyslexic', hidden_warnings: ['self_harm', 'violence', 'self_harm'] });
    expect((await get(u)).json()).toEqual({
      ...DEFAULT_READING_SETTINGS,
      font_size: 5,
      theme: 'sepia',
      font_family: 'dyslexic',
      hidden_warnings: ['violence', 'self_harm'],
    });
  });

  it('keeps each reader’s settings their own', async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    await put(a, { width: 'wide' });
    expect((await get(b)).json().width).toBe('normal');
  });

  it.each([
    [{ font_size: 0 }],
    [{ font_size: 6 }],
    [{ font_size: 2.5 }],
    [{ line_height: 4 }],
    [{ font_family: 'comic' }],
    [{ width: 'huge' }],
    [{ theme: 'neon' }],
    [{ hidden_warnings: ['spoilers'] }],
    [{ hidden_warnings: 'violence' }],
  ])('refuses %j with a Turkish 400 and changes nothing', async (body) => {
    const u = await registerAndLogin(t.app);
    await put(u, { theme: 'dark' });
    const res = await put(u, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[çğıöşüÇĞİÖŞÜ]|geçersiz|Geçersiz/);
    expect((await get(u)).json()).toEqual({ ...DEFAULT_READING_SETTINGS, theme: 'dark' });
  });

  it('lets two devices change different settings at the same moment without losing either', async () => {
    const u = await registerAndLogin(t.app);
    await Promise.all([put(u, { font_size: 1 }), put(u, { theme: 'dark' }), put(u, { width: 'narrow' })]);
    expect((await get(u)).json()).toMatchObject({ font_size: 1, theme: 'dark', width: 'narrow' });
  });
});
