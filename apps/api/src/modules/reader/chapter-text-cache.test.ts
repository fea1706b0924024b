import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { contentCacheOf } from '../../lib/content-cache-bus';
import { createChapter, createStory, postChapter } from '../../../test/authoring';
import { bearer, createTestApp, registerAndLogin, type RegisteredUser, type TestApp } from '../../../test/helpers';
import { setUserRole } from '../moderation/roles';
import { chapterTextKey } from './chapter-text';
import { storedText } from '../../../test/paragraphs';

/*
 * The reader call takes a chapter's text from memory (chapter-text.ts). A write must show
 * on the very next read, here and on another instance that got no signal, and every rule
 * that hides a chapter must hold for a chapter whose text is held.
 */

let t: TestApp;
/** A second instance on the same database, with its own cache and no Redis between them. */
let other: FastifyInstance;
let author: RegisteredUser;
let reader: RegisteredUser;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp(t.config, { database: t.database, clock: t.clock, logger: false });
  await other.ready();
  author = await registerAndLogin(t.app);
  reader = await registerAndLogin(t.app);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

function read(app: FastifyInstance, bookId: number, chapterId: number, user: RegisteredUser = reader) {
  return app.inject({ method: 'GET', url: `/api/bookReader/books/${bookId}/${chapterId}`, headers: bearer(user.token) });
}

async function contentOf(app: FastifyInstance, bookId: number, chapterId: number, user: RegisteredUser = reader) {
  const res = await read(app, bookId, chapterId, user);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { chapters: { chapter_id: number; content: string | null; note_before: string | null }[] };
  return body.chapters.find((c) => c.chapter_id === chapterId)!;
}

const textStats = (app: FastifyInstance) => ({ ...(contentCacheOf(app.ctx).stats().get('text') ?? { hits: 0, misses: 0 }) });

describe('the chapter text cache', () => {
  it('answers a repeated read from memory with the same bytes', async () => {
    const bookId = await createStory(t.app, author);
    const chapterId = await createChapter(t.app, author, { book_id: bookId, content: '<p>Aynı metin</p>', is_published: true });
    const first = await read(t.app, bookId, chapterId);
    const before = textStats(t.app);
    const second = await read(t.app, bookId, chapterId);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(textStats(t.app).hits).toBe(before.hits + 1);
    expect(contentCacheOf(t.app.ctx).peek(chapterTextKey(chapterId))?.value).toMatchObject({ content: storedText('<p>Aynı metin</p>') });
  });

  it('shows an edit on the very next read, here and on an instance that got no signal (the clock does not move)', async () => {
    const bookId = await createStory(t.app, author);
    const chapterId = await createChapter(t.app, author, { book_id: bookId, content: '<p>İlk hali</p>', is_published: true });
    expect((await contentOf(t.app, bookId, chapterId)).content).toEqual(storedText('<p>İlk hali</p>'));
    expect((await contentOf(other, bookId, chapterId)).content).toEqual(storedText('<p>İlk hali</p>'));

    for (const edit of ['<p>İkinci hali</p>', '<p>Üçüncü hali</p>']) {
      // Saved through the other instance: this one hears nothing (no Redis in this test).
      const saved = await postChapter(other, author.token, { book_id: bookId, chapter_id: chapterId, title: 'Bölüm', content: edit });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await contentOf(t.app, bookId, chapterId)).content).toEqual(storedText(edit));
      expect((await contentOf(other, bookId, chapterId)).content).toEqual(storedText(edit));
    }
  });

  it('answers an unpublished or deleted chapter exactly as one never read', async () => {
    const bookId = await createStory(t.app, author);
    const kept = await createChapter(t.app, author, { book_id: bookId, is_published: true });
    const chapterId = await createChapter(t.app, author, { book_id: bookId, content: '<p>Sonra gizlenecek</p>', is_published: true });
    const draft = await createChapter(t.app, author, { book_id: bookId, content: '<p>Taslak</p>' });
    await contentOf(t.app, bookId, chapterId);
    await contentOf(other, bookId, chapterId);
    const neverRead = await read(t.app, bookId, draft);
    expect(neverRead.statusCode).toBe(404);

    const unpublished = await other.inject({
      method: 'POST',
      url: `/api/preview/chapters/${chapterId}/unpublish`,
      payload: { book_id: bookId },
      headers: bearer(author.token),
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    for (const app of [t.app, other]) {
      const res = await read(app, bookId, chapterId);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(neverRead.body);
      // Nor does the author reach a draft through the reader call.
      expect((await read(app, bookId, chapterId, author)).statusCode).toBe(404);
    }
    // The instance that wrote dropped the text after its commit.
    expect(contentCacheOf(other.ctx).peek(chapterTextKey(chapterId))).toBeUndefined();

    await contentOf(t.app, bookId, kept);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/story-details/chapters/${kept}`, headers: bearer(author.token) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await read(other, bookId, kept)).statusCode).toBe(404);
  });

  it('never serves a held text to a minor on a mature story, nor a chapter a moderator removed', async () => {
    const minor = await registerAndLogin(t.app, { birthDate: '2011-01-01' });
    const bookId = await createStory(t.app, author, { is_mature_content: 'true' });
    const chapterId = await createChapter(t.app, author, { book_id: bookId, content: '<p>Yetişkinler için</p>', is_published: true });
    expect((await contentOf(t.app, bookId, chapterId)).content).toEqual(storedText('<p>Yetişkinler için</p>'));
    expect(contentCacheOf(t.app.ctx).peek(chapterTextKey(chapterId))).toBeDefined();

    const asMinor = await read(t.app, bookId, chapterId, minor);
    expect(asMinor.statusCode).toBe(404);
    expect(asMinor.body).not.toContain('Yetişkinler');

    const moderator = await registerAndLogin(t.app);
    await setUserRole(t.app.ctx.db, moderator.email, 'moderator');
    // Decided on the other instance: this one holds the text and hears nothing.
    const removed = await other.inject({
      method: 'POST',
      url: '/api/moderation/decisions',
      payload: { targetType: 'chapter', targetId: chapterId, action: 'remove', note: 'Kural dışı' },
      headers: bearer(moderator.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(contentCacheOf(t.app.ctx).peek(chapterTextKey(chapterId))).toBeDefined();
    for (const user of [reader, author]) {
      const res = await read(t.app, bookId, chapterId, user);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Yetişkinler');
    }
  });

  it('gives a blocked reader the same answer as an instance with nothing in memory', async () => {
    const blocked = await registerAndLogin(t.app);
    const bookId = await createStory(t.app, author);
    const chapterId = await createChapter(t.app, author, { book_id: bookId, content: '<p>Engelden önce</p>', is_published: true });
    await contentOf(t.app, bookId, chapterId, blocked);
    const block = await t.app.inject({ method: 'POST', url: `/api/blocks/${blocked.id}`, headers: bearer(author.token) });
    expect(block.statusCode, block.body).toBeLessThan(300);
    const cached = await read(t.app, bookId, chapterId, blocked);
    const fresh = await buildApp(t.config, { database: t.database, clock: t.clock, logger: false });
    try {
      await fresh.ready();
      const uncached = await read(fresh, bookId, chapterId, blocked);
      expect(contentCacheOf(fresh.ctx).stats().get('text')).toEqual({ hits: 0, misses: 1 });
      expect([cached.statusCode, cached.body]).toEqual([uncached.statusCode, uncached.body]);
    } finally {
      await fresh.close();
    }
  });
});
