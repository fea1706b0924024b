import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { imageSizes } from '@okuryazar/shared';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { books, users } from '../db/schema';
import { DEMO_MODERATOR, DEMO_PASSWORD, seedDemoContent } from './seed-demo';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('demo seed', () => {
  it('gives every story its own generated cover, served as a JPEG with its WebP size', async () => {
    t = await createTestApp();
    const created = await seedDemoContent(t.app.ctx);
    expect(created?.books).toBe(40);
    // The demo moderator signs in with the demo password and has the moderator role.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_MODERATOR.email, password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const info = await t.app.inject({ method: 'GET', url: '/api/header/headerInfo', headers: { authorization: `Bearer ${login.json().token}` } });
    expect(info.json()).toMatchObject({ username: 'moderator', role: 'moderator' });
    const rows = await t.app.ctx.db.select({ cover: books.coverImageUrl }).from(books);
    const keys = rows.map((r) => r.cover!);
    expect(new Set(keys).size).toBe(40);
    for (const key of keys) {
      const res = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
      expect(res.statusCode, key).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 480, 720]);
      // The naming rule the web builds its srcset from (@okuryazar/shared imageSizes).
      const sizes = imageSizes(key, 'covers')!;
      expect(sizes.map((s) => s.width)).toEqual([240, 480]);
      const small = await t.app.inject({ method: 'GET', url: `/uploads/${sizes[0]!.url}` });
      expect(small.statusCode, sizes[0]!.url).toBe(200);
      expect(small.headers['content-type']).toBe('image/webp');
      const smallMeta = await sharp(small.rawPayload).metadata();
      expect([smallMeta.format, smallMeta.width, smallMeta.height]).toEqual(['webp', 240, 360]);
    }
    // A restart never seeds twice.
    expect(await seedDemoContent(t.app.ctx)).toBeNull();
  }, 120_000);

  it('rolls the demo back when the covers cannot be written, instead of leaving books without covers', async () => {
    t = await createTestApp();
    // A file where the covers folder should be: every cover write fails.
    await mkdir(path.join(t.config.dataDir, 'uploads'), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, 'uploads', 'covers'), 'not a folder');
    await expect(seedDemoContent(t.app.ctx)).rejects.toThrow();
    const [people] = await t.app.ctx.db.select({ n: count() }).from(users);
    const [stories] = await t.app.ctx.db.select({ n: count() }).from(books);
    expect([people?.n, stories?.n]).toEqual([0, 0]);
  }, 120_000);
});
