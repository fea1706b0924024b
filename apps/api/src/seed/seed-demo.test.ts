import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { imageSizes } from '@okuryazar/shared';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { books, users } from '../db/schema';
import { renderCoverFiles } from './cover-art';
import { demoCoverOptions, prerenderDemoCovers, readPrerenderedCover } from './demo-covers';
import { DEMO_STORIES } from './demo-content';
import { commentPool, DEMO_MODERATOR, DEMO_PASSWORD, DEMO_READER, seedDemoContent } from './seed-demo';

/**
 * The stories the demo shows most (issue 28): the landing carousel's first slide (Ankara 2091,
 * the most read) and the stories the e2e specs open (search, reading journey, reader, library).
 */
const FEATURED = ["Kadıköy'de Bir Sonbahar", 'Ankara 2091', 'Kervansarayın Kapısı', 'Dokuzuncu Kat', 'Kırmızı Çanta Operasyonu'];

/** Words a reader reads: the text without its HTML, whitespace-separated tokens with a letter. */
const wordCount = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w)).length;

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

  it('keeps every counter equal to the rows it counts, and replies under their comment', async () => {
    t = await createTestApp();
    await seedDemoContent(t.app.ctx);
    const rows = async (query: ReturnType<typeof sql>) => {
      const result = (await t!.app.ctx.db.execute(query)) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
      return Array.isArray(result) ? result : (result.rows ?? []);
    };
    const check = async (query: ReturnType<typeof sql>) => expect(await rows(query)).toEqual([]);
    await check(sql`SELECT c.id FROM chapters c WHERE c.likes <> (SELECT count(*) FROM chapter_likes l WHERE l.chapter_id = c.id)`);
    await check(sql`SELECT c.id FROM chapters c WHERE c.comments <> (SELECT count(*) FROM comments m WHERE m.chapter_id = c.id)`);
    await check(sql`SELECT b.id FROM books b WHERE (b.total_views, b.total_likes, b.total_comments, b.chapter_count) <>
      (SELECT coalesce(sum(views), 0), coalesce(sum(likes), 0), coalesce(sum(comments), 0), count(*) FROM chapters c WHERE c.book_id = b.id)`);
    await check(sql`SELECT p.id FROM posts p WHERE p.comments_count <> (SELECT count(*) FROM post_comments c WHERE c.post_id = p.id)`);
    await check(sql`SELECT r.id FROM comments r JOIN comments c ON c.id = r.parent_comment_id WHERE r.chapter_id <> c.chapter_id OR r.id < c.id`);
    await check(sql`SELECT t.tag FROM tag_counts t WHERE t.story_count <> (SELECT count(*) FROM book_tags b WHERE b.tag = t.tag)`);
    // The demo reader signs in and has a library with progress.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO_READER.email, password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(await rows(sql`SELECT 1 FROM library_entries l JOIN users u ON u.id = l.user_id WHERE u.username = ${DEMO_READER.username}`)).toHaveLength(6);
  }, 120_000);

  it('gives the featured stories chapters long enough to read, and every comment words written for its chapter', async () => {
    t = await createTestApp();
    await seedDemoContent(t.app.ctx);
    const rows = async <T>(query: ReturnType<typeof sql>) => {
      const result = (await t!.app.ctx.db.execute(query)) as unknown as { rows?: T[] } | T[];
      return Array.isArray(result) ? result : (result.rows ?? []);
    };
    const chapters = await rows<{ title: string; content: string }>(
      sql`SELECT b.title, c.content FROM chapters c JOIN books b ON b.id = c.book_id WHERE c.is_published ORDER BY c.chapter_number`,
    );
    for (const title of FEATURED) {
      const long = chapters.filter((c) => c.title === title && wordCount(c.content) >= 1500);
      expect(long.length, `${title}: published chapters of 1,500+ words`).toBeGreaterThanOrEqual(3);
    }

    // A reader's comment comes from its own chapter's comments (or the pool for its place in
    // the story); an author's reply is the one written for the very comment it answers.
    const written = await rows<{ title: string; n: number; text: string; reply: string | null; replier: number | null; author: number }>(
      sql`SELECT b.title, c.chapter_number AS n, m.content AS text, r.content AS reply, r.user_id AS replier, b.author_id AS author
          FROM comments m JOIN chapters c ON c.id = m.chapter_id JOIN books b ON b.id = c.book_id
          LEFT JOIN comments r ON r.parent_comment_id = m.id AND r.chapter_id = m.chapter_id
          WHERE m.parent_comment_id IS NULL`,
    );
    expect(written.length).toBeGreaterThan(50);
    for (const row of written) {
      const story = DEMO_STORIES.find((s) => s.title === row.title)!;
      const own = commentPool(story.chapters, Number(row.n) - 1, story.published).find((c) => c.text === row.text);
      expect(own, `${row.title} #${row.n}: ${row.text}`).toBeDefined();
      if (row.reply !== null) expect([row.reply, row.replier]).toEqual([own!.reply, row.author]);
    }
    const [replies] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM comments WHERE parent_comment_id IS NOT NULL`);
    expect(written.filter((r) => r.reply !== null)).toHaveLength(Number(replies!.n));
  }, 120_000);

  it('stores the pre-rendered covers of the build, the very bytes it would render', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-covers-'));
    try {
      await prerenderDemoCovers(dir, renderCoverFiles);
      const options = demoCoverOptions();
      // Rendering is deterministic: a pre-rendered cover is what the seeder would draw.
      for (const opts of [options[0]!, options[options.length - 1]!]) {
        const files = await readPrerenderedCover(dir, opts);
        const drawn = await renderCoverFiles(opts);
        expect(files?.jpeg.equals(drawn.jpeg)).toBe(true);
        expect(files?.sizes.map((s) => [s.width, s.body.length])).toEqual(drawn.sizes.map((s) => [s.width, s.body.length]));
      }
      t = await createTestApp();
      await seedDemoContent(t.app.ctx, { prerenderedCovers: dir });
      const stored = await t.app.ctx.db.select({ title: books.title, cover: books.coverImageUrl }).from(books).orderBy(books.id);
      for (const [i, row] of stored.entries()) {
        const files = await readPrerenderedCover(dir, options[i]!);
        const res = await t.app.inject({ method: 'GET', url: `/uploads/${row.cover}` });
        expect(res.rawPayload.equals(files!.jpeg), row.title).toBe(true);
        const small = await t.app.inject({ method: 'GET', url: `/uploads/${imageSizes(row.cover!, 'covers')![0]!.url}` });
        expect(small.rawPayload.equals(files!.sizes[0]!.body), row.title).toBe(true);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
