import { ERROR_CODES, MSG } from '@okuryazar/shared';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { chapters } from '../../db/schema';
import { chapterRow, createStory, postChapter } from '../../../test/authoring';
import { bearer } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { storedText, textWithoutIds } from '../../../test/paragraphs';

const { t, author, other } = useTestApp({ author: {}, other: {} });
let bookId: number;

beforeAll(async () => {
  bookId = await createStory(t.app, author, { title: 'Çakışma Hikayesi' });
});

interface Opened {
  id: number;
  updated_at: string;
}

/** Creates a chapter and opens it in the editor, as a tab would. */
async function openNewChapter(title = 'Bölüm', content = '<p>İlk metin.</p>'): Promise<Opened> {
  const created = await postChapter(t.app, author.token, { book_id: bookId, title, content });
  expect(created.statusCode, created.body).toBe(200);
  return editorCall(created.json().chapter_id);
}

async function editorCall(id: number): Promise<Opened> {
  const res = await t.app.inject({ method: 'GET', url: `/api/stories/chapters/${id}`, headers: bearer(author.token) });
  expect(res.statusCode, res.body).toBe(200);
  return { id, updated_at: res.json().updated_at };
}

function save(id: number, title: string, content: string, base?: string | null, token = author.token) {
  return postChapter(t.app, token, { book_id: bookId, chapter_id: id, title, content, ...(base === undefined ? {} : { base_updated_at: base }) });
}

function publish(id: number, action: 'publish' | 'unpublish', base?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/preview/chapters/${id}/${action}`,
    headers: bearer(author.token),
    payload: { book_id: bookId, ...(base ? { base_updated_at: base } : {}) },
  });
}

describe('chapter saves with base_updated_at', () => {
  it('the editor call and every save answer a millisecond ISO version; a save from the current one succeeds', async () => {
    const tab = await openNewChapter();
    expect(tab.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    t.clock.advance(1000);
    const res = await save(tab.id, 'Bölüm', '<p>İkinci metin.</p>', tab.updated_at);
    expect(res.statusCode, res.body).toBe(200);
    const next = res.json().updated_at as string;
    expect(Date.parse(next)).toBeGreaterThan(Date.parse(tab.updated_at));
    expect((await editorCall(tab.id)).updated_at).toBe(next);
    // The tab keeps going from the version its save returned.
    t.clock.advance(1000);
    expect((await save(tab.id, 'Bölüm', '<p>Üçüncü metin.</p>', next)).statusCode).toBe(200);
  });

  it('answers 409 CHAPTER_CONFLICT with the stored text when another tab saved first, and writes nothing', async () => {
    const tab = await openNewChapter('Açılış', '<p>Ortak başlangıç.</p>');
    t.clock.advance(1000);
    const a = await save(tab.id, 'Sekme A', '<p>A sekmesinin metni.</p>', tab.updated_at);
    expect(a.statusCode).toBe(200);

    t.clock.advance(1000);
    const b = await save(tab.id, 'Sekme B', '<p>B sekmesinin metni.</p>', tab.updated_at);
    expect(b.statusCode).toBe(409);
    expect(b.json()).toEqual({
      message: MSG.chapterConflict,
      code: ERROR_CODES.CHAPTER_CONFLICT,
      current: {
        chapter_id: tab.id,
        title: 'Sekme A',
        content: storedText('<p>A sekmesinin metni.</p>'),
        note_before: '',
        note_after: '',
        recap: '',
        is_published: false,
        updated_at: a.json().updated_at,
      },
    });
    expect(await chapterRow(t.database.db, tab.id)).toMatchObject({ title: 'Sekme A', content: storedText('<p>A sekmesinin metni.</p>') });

    // "Keep mine": B saves again from the server's version and overwrites.
    const keep = await save(tab.id, 'Sekme B', '<p>B sekmesinin metni.</p>', b.json().current.updated_at);
    expect(keep.statusCode).toBe(200);
    expect(await chapterRow(t.database.db, tab.id)).toMatchObject({ title: 'Sekme B', content: storedText('<p>B sekmesinin metni.</p>') });
  });

  it('detects a conflict even when both saves happen in the same millisecond (versions strictly increase)', async () => {
    const tab = await openNewChapter();
    // The clock does not move: creation, the first save and the second save share one instant.
    const a = await save(tab.id, 'Bölüm', '<p>A</p>', tab.updated_at);
    expect(a.statusCode).toBe(200);
    expect(a.json().updated_at).not.toBe(tab.updated_at);
    const b = await save(tab.id, 'Bölüm', '<p>B</p>', tab.updated_at);
    expect(b.statusCode).toBe(409);
    expect((await chapterRow(t.database.db, tab.id))!.content).toEqual(storedText('<p>A</p>'));
  });

  it('compares at millisecond precision: a stored microsecond value is neither a false conflict nor a missed one', async () => {
    const tab = await openNewChapter();
    await t.database.db
      .update(chapters)
      .set({ updatedAt: sql`'2026-06-15T09:00:00.123789Z'::timestamptz` })
      .where(eq(chapters.id, tab.id));
    const opened = await editorCall(tab.id);
    expect(opened.updated_at).toBe('2026-06-15T09:00:00.123Z');

    // A client that rounded instead of truncating sends a version that never existed: conflict.
    expect((await save(tab.id, 'Bölüm', '<p>yuvarlanmış</p>', '2026-06-15T09:00:00.124Z')).statusCode).toBe(409);
    // The exact version the editor call gave, in another offset notation too, is accepted.
    const ok = await save(tab.id, 'Bölüm', '<p>kesin</p>', '2026-06-15T12:00:00.123+03:00');
    expect(ok.statusCode, ok.body).toBe(200);
    // The clock is after the stored value: the new version is the clock.
    expect(ok.json().updated_at).toBe(new Date(t.clock()).toISOString());
    expect((await save(tab.id, 'Bölüm', '<p>eski taban</p>', opened.updated_at)).statusCode).toBe(409);
  });

  it('moves the version forward even when the stored one is ahead of this server’s clock', async () => {
    const tab = await openNewChapter();
    await t.database.db.update(chapters).set({ updatedAt: new Date('2030-01-01T00:00:00.000Z') }).where(eq(chapters.id, tab.id));
    const res = await save(tab.id, 'Bölüm', '<p>ileri saat</p>', '2030-01-01T00:00:00.000Z');
    expect(res.statusCode).toBe(200);
    expect(res.json().updated_at).toBe('2030-01-01T00:00:00.001Z');
  });

  it('keeps working without base_updated_at (or with null): last write wins as before', async () => {
    const tab = await openNewChapter();
    t.clock.advance(1000);
    expect((await save(tab.id, 'Bölüm', '<p>bir</p>', tab.updated_at)).statusCode).toBe(200);
    expect((await save(tab.id, 'Bölüm', '<p>iki</p>')).statusCode).toBe(200);
    expect((await save(tab.id, 'Bölüm', '<p>üç</p>', null)).statusCode).toBe(200);
    expect((await chapterRow(t.database.db, tab.id))!.content).toEqual(storedText('<p>üç</p>'));
  });

  it('refuses a malformed base with a Turkish 400', async () => {
    const tab = await openNewChapter();
    const res = await save(tab.id, 'Bölüm', '<p>x</p>', 'dün akşam');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.badRequest, code: ERROR_CODES.VALIDATION });
  });

  it('answers 404, not 409, for someone else’s chapter, so a stale base reveals nothing', async () => {
    const tab = await openNewChapter('Gizli', '<p>gizli metin</p>');
    t.clock.advance(1000);
    await save(tab.id, 'Gizli', '<p>değişti</p>', tab.updated_at);
    const res = await postChapter(t.app, other.token, {
      book_id: bookId,
      chapter_id: tab.id,
      title: 'x',
      content: '<p>x</p>',
      base_updated_at: tab.updated_at,
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('değişti');
  });
});

describe('publishing moves the version too', () => {
  it('publish and unpublish answer the new updated_at; a save from before them is a conflict', async () => {
    const tab = await openNewChapter();
    t.clock.advance(1000);
    const pub = await publish(tab.id, 'publish');
    expect(pub.statusCode, pub.body).toBe(200);
    const published = pub.json().updated_at as string;
    expect(Date.parse(published)).toBeGreaterThan(Date.parse(tab.updated_at));
    expect((await editorCall(tab.id)).updated_at).toBe(published);

    // A tab that still thinks the chapter is a draft would unpublish it with its save.
    const stale = await postChapter(t.app, author.token, {
      book_id: bookId,
      chapter_id: tab.id,
      title: 'Bölüm',
      content: '<p>eski sekme</p>',
      is_published: false,
      base_updated_at: tab.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ is_published: true, updated_at: published });
    expect((await chapterRow(t.database.db, tab.id))!.isPublished).toBe(true);

    // Same instant: unpublish still moves the version.
    const unpub = await publish(tab.id, 'unpublish', published);
    expect(unpub.statusCode).toBe(200);
    expect(unpub.json().updated_at).not.toBe(published);
    expect((await save(tab.id, 'Bölüm', '<p>güncel</p>', unpub.json().updated_at)).statusCode).toBe(200);
  });

  it('refuses a publish from a stale base with the stored copy and leaves the chapter as it was', async () => {
    const tab = await openNewChapter('Taslak', '<p>ilk</p>');
    t.clock.advance(1000);
    await save(tab.id, 'Taslak', '<p>başka sekmede yazıldı</p>', tab.updated_at);
    const res = await publish(tab.id, 'publish', tab.updated_at);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: ERROR_CODES.CHAPTER_CONFLICT, current: { content: storedText('<p>başka sekmede yazıldı</p>') } });
    expect(await chapterRow(t.database.db, tab.id)).toMatchObject({ isPublished: false, publishedAt: null });
  });
});

/** Backends of this test database waiting for a lock (the racing saves, blocked on the row). */
async function lockWaiters(client: pg.PoolClient): Promise<number> {
  // The statistics view is a snapshot per transaction; the locker is inside one.
  await client.query('select pg_stat_clear_snapshot()');
  const res = await client.query(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
  );
  return (res.rows[0] as { n: number }).n;
}

describe('concurrent saves from the same base (PostgreSQL)', () => {
  it.runIf(process.env.DATABASE_URL)('exactly one of two saves that really overlap wins; the other gets 409', async () => {
    const tab = await openNewChapter('Yarış', '<p>başlangıç</p>');
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const locker = await pool.connect();
    try {
      // Hold the row so both saves get past every read and meet at the write at the same time.
      await locker.query('begin');
      await locker.query('select id from chapters where id = $1 for update', [tab.id]);
      const racing = [
        save(tab.id, 'Yarış', '<p>birinci sekme</p>', tab.updated_at),
        save(tab.id, 'Yarış', '<p>ikinci sekme</p>', tab.updated_at),
      ];
      while ((await lockWaiters(locker)) < 2) await new Promise((resolve) => setTimeout(resolve, 20));
      await locker.query('commit');

      const results = await Promise.all(racing);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.statusCode === 200)!;
      const loser = results.find((r) => r.statusCode === 409)!;
      const row = await chapterRow(t.database.db, tab.id);
      // The loser sees the winner's text and version, and the winner's text is what is stored.
      expect(loser.json().current).toMatchObject({ content: row!.content, updated_at: winner.json().updated_at });
      expect(['<p>birinci sekme</p>', '<p>ikinci sekme</p>']).toContain(textWithoutIds(row!.content));
    } finally {
      await locker.query('rollback').catch(() => undefined);
      locker.release();
    }
  });
});
