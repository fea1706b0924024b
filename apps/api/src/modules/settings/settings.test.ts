import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { imageSizes, MSG } from '@okuryazar/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithExifAndGps, svgWithScript, textFile, validJpeg } from '../../../test/images';
import { multipartPayload } from '../../../test/multipart';
import { bearer, nextIp, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

const { t } = useTestApp();

const getSettings = (u: RegisteredUser, token = u.token) => t.app.inject({ method: 'GET', url: '/api/setting', headers: bearer(token) });
function put(u: RegisteredUser, body: Record<string, unknown>, token = u.token) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/setting',
    headers: bearer(token),
    payload: { username: u.username, email: u.email, full_name: '', bio: '', current_password: u.password, ...body },
  });
}

describe('GET/PUT /api/setting', () => {
  it('returns the settings record and requires a token', async () => {
    const u = await registerAndLogin(t.app);
    expect((await getSettings(u)).json()).toEqual({ username: u.username, email: u.email, full_name: u.username, bio: '', profile_image_url: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/setting' })).statusCode).toBe(401);
  });

  it('saves every field with the current password', async () => {
    const u = await registerAndLogin(t.app);
    const res = await put(u, { username: `${u.username}_x`, email: `yeni.${u.email}`, full_name: 'Ayşe Yılmaz', bio: 'Şiir okurum.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: `${u.username}_x`, email: `yeni.${u.email}`, full_name: 'Ayşe Yılmaz', bio: 'Şiir okurum.', message: MSG.profileUpdated });
    expect(res.json().token).toBeUndefined();
  });

  it('refuses a wrong or missing current password and changes nothing', async () => {
    const u = await registerAndLogin(t.app);
    const wrong = await put(u, { full_name: 'Değişmemeli', current_password: 'yanlis-sifre' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Girdiğiniz şifre hatalı', code: 'INVALID_PASSWORD' });
    const missing = await put(u, { current_password: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MSG.currentPasswordRequired);
    expect((await getSettings(u)).json().full_name).toBe(u.username);
  });

  it('refuses a taken username with the exact text the client reacts to', async () => {
    const a = await registerAndLogin(t.app);
    const b = await registerAndLogin(t.app);
    const res = await put(b, { username: a.username.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Bu kullanıcı adı zaten mevcut', code: 'USERNAME_TAKEN' });
    const email = await put(b, { email: a.email });
    expect(email.json().code).toBe('EMAIL_TAKEN');
  });

  it.each([
    [{ email: 'ben@protonmail.com' }, MSG.invalidEmail],
    [{ username: 'a b' }, MSG.usernameInvalid],
    [{ full_name: 'x'.repeat(101) }, MSG.fullNameTooLong],
    [{ bio: 'x'.repeat(501) }, MSG.bioTooLong],
    [{ password_hash: '12345' }, MSG.passwordTooShort],
  ])('re-checks %j on the server', async (body, message) => {
    const u = await registerAndLogin(t.app);
    const res = await put(u, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('ignores a blank new password and keeps the old one', async () => {
    const u = await registerAndLogin(t.app);
    expect((await put(u, { password_hash: '   ' })).statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': nextIp() }, payload: { email: u.email, password: u.password } });
    expect(login.statusCode).toBe(200);
  });

  it('changing the password ends every other session and hands this one a fresh token', async () => {
    const u = await registerAndLogin(t.app);
    const otherLogin = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': nextIp() }, payload: { email: u.email, password: u.password } });
    const otherToken = otherLogin.json().token as string;
    const res = await put(u, { password_hash: 'yepyeni-sifre' });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().token as string;
    expect(fresh).toEqual(expect.any(String));
    expect((await getSettings(u, otherToken)).statusCode).toBe(401);
    expect((await getSettings(u, u.token)).statusCode).toBe(401);
    expect((await getSettings(u, fresh)).statusCode).toBe(200);
  });

  it('pauses after repeated wrong current passwords', async () => {
    const u = await registerAndLogin(t.app);
    for (let i = 0; i < 5; i += 1) expect((await put(u, { current_password: `yanlis${i}` })).statusCode).toBe(401);
    const locked = await put(u, {});
    expect(locked.statusCode).toBe(429);
  });
});

describe('PUT /api/setting/image', () => {
  async function upload(u: RegisteredUser, data: Buffer, filename = 'foto.jpg', contentType = 'image/jpeg') {
    const { payload, headers } = multipartPayload({}, { field: 'profile_image_url', filename, contentType, data });
    return t.app.inject({ method: 'PUT', url: '/api/setting/image', payload, headers: { ...headers, ...bearer(u.token) } });
  }
  const avatars = async () => (await readdir(path.join(t.config.dataDir, 'uploads', 'avatars')).catch(() => [] as string[])).length;

  it('stores a re-encoded photo within 800 × 600 without EXIF or GPS, shows it in the header, and removes it', async () => {
    const u = await registerAndLogin(t.app);
    const res = await upload(u, await jpegWithExifAndGps(1600, 1200));
    expect(res.statusCode).toBe(200);
    const url = res.json().profile_image_url as string;
    expect(res.json().message).toBe(MSG.photoUpdated);
    expect(url).toMatch(/^\/uploads\/avatars\/[A-Za-z0-9_-]{24}-w800\.jpg$/);
    // Square WebP sizes for the small avatars, beside the original.
    const sizes = imageSizes(url, 'avatars')!;
    expect(sizes.map((s) => s.width)).toEqual([96, 240, 800]);
    for (const size of sizes.slice(0, -1)) {
      const res = await t.app.inject({ method: 'GET', url: size.url });
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: size.width, height: size.width });
    }
    const file = await t.app.inject({ method: 'GET', url });
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeLessThanOrEqual(800);
    expect(meta.height).toBeLessThanOrEqual(600);
    expect(meta.exif).toBeUndefined();
    const header = await t.app.inject({ method: 'GET', url: '/api/header/headerInfo', headers: bearer(u.token) });
    expect(header.json().profile_image_url).toBe(url);

    const second = await upload(u, await validJpeg(300, 300));
    for (const size of sizes) expect((await t.app.inject({ method: 'GET', url: size.url })).statusCode, size.url).toBe(404);
    const removed = await t.app.inject({
      method: 'PUT',
      url: '/api/setting/image',
      ...(() => {
        const m = multipartPayload({ removeImage: 'true' });
        return { payload: m.payload, headers: { ...m.headers, ...bearer(u.token) } };
      })(),
    });
    expect(removed.json()).toEqual({ profile_image_url: null, message: MSG.photoRemoved });
    expect((await t.app.inject({ method: 'GET', url: second.json().profile_image_url })).statusCode).toBe(404);
  });

  it.each([
    ['a text file named .jpg', textFile, 'foto.jpg'],
    ['an SVG with a script', svgWithScript, 'foto.svg'],
  ])('refuses %s and stores nothing', async (_label, make, filename) => {
    const u = await registerAndLogin(t.app);
    const before = await avatars();
    const res = await upload(u, Buffer.from(await make()), filename);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.imagesOnly);
    expect(await avatars()).toBe(before);
    expect((await getSettings(u)).json().profile_image_url).toBeNull();
  });
});
