import { ERROR_CODES, MSG } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { chapterDrafts } from '../../db/schema';
import { chapterRow, createStory, postChapter } from '../../../test/authoring';
import { bearer } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { storedText } from '../../../test/paragraphs';

const { t, author, other } = useTestApp({ author: {}, other: {} });
let bookId: number;

beforeAll(async () => {
  bookId = await createStory(t.app, author, { title: 'Taslak Hikayesi' });
});

async function newChapter(content = '<p>Kaydedilmiş metin.</p>') {
  const res = await postChapter(t.app, author.token, { book_id: bookId, title: 'Bölüm', content });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().chapter_id as number, version: res.json().updated_at as string };
}

function editorCall(id: number, token: string | null = author.token) {
  return t.app.inject({ method: 'GET', url: `/api/stories/chapters/${id}`, headers: token ? bearer(token) : {} });
}

function autosave(id: number, body: Record<string, unknown>, token: string | null = author.token) {
  // Each call a little later, so the per-minute write limit never decides a test here.
  t.clock.advance(3000);
  return t.app.inject({ method: 'PUT', url: `/api/stories/chapters/${id}/autosave`, payload: body, headers: token ? bearer(token) : {} });
}

describe('PUT /api/stories/chapters/{id}/autosave', () => {
  it('keeps the draft apart from the saved text; the editor call returns it while it is newer', async () => {
    const ch = await newChapter();
    const res = await autosave(ch.id, { title: 'Yeni başlık', content: '<p>Yarım kalan <script>x</script>cümle</p>', base_updated_at: ch.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MSG.draftSaved, updated_at: expect.any(String), base_updated_at: ch.version });
    expect(Date.parse(res.json().updated_at)).toBeGreaterThan(Date.parse(ch.version));

    // The saved text is untouched.
    expect(await chapterRow(t.database.db, ch.id)).toMatchObject({ title: 'Bölüm', content: storedText('<p>Kaydedilmiş metin.</p>') });
    const opened = (await editorCall(ch.id)).json();
    expect(opened).toMatchObject({ content: storedText('<p>Kaydedilmiş metin.</p>'), updated_at: ch.version });
    expect(opened.draft).toEqual({
      title: 'Yeni başlık',
      content: storedText('<p>Yarım kalan cümle</p>'),
      note_before: '',
      note_after: '',
      recap: '',
      base_updated_at: ch.version,
      updated_at: res.json().updated_at,
    });

    // A save supersedes it: the editor call no longer offers the draft.
    const saved = await postChapter(t.app, author.token, { book_id: bookId, chapter_id: ch.id, title: 'Yeni başlık', content: '<p>Tamam.</p>', base_updated_at: ch.version });
    expect(saved.statusCode).toBe(200);
    expect((await editorCall(ch.id)).json().draft).toBeNull();
  });

  it('refuses a draft of an older version with 409 and the stored copy, and stores nothing', async () => {
    const ch = await newChapter();
    t.clock.advance(1000);
    const saved = await postChapter(t.app, author.token, { book_id: bookId, chapter_id: ch.id, title: 'Bölüm', content: '<p>Öbür cihaz.</p>', base_updated_at: ch.version });
    expect(saved.statusCode).toBe(200);
    const res = await autosave(ch.id, { title: 'Bölüm', content: '<p>eski taban</p>', base_updated_at: ch.version });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: MSG.chapterConflict,
      code: ERROR_CODES.CHAPTER_CONFLICT,
      current: {
        chapter_id: ch.id,
        title: 'Bölüm',
        content: storedText('<p>Öbür cihaz.</p>'),
        note_before: '',
        note_after: '',
        recap: '',
        is_published: false,
        updated_at: saved.json().updated_at,
      },
    });
    expect(await t.database.db.select().from(chapterDrafts).where(eq(chapterDrafts.chapterId, ch.id))).toEqual([]);
  });

  it('refuses to overwrite a draft another device wrote since, unless the editor has seen it', async () => {
    const ch = await newChapter();
    const a = await autosave(ch.id, { title: 'Bölüm', content: '<p>A cihazı</p>', base_updated_at: ch.version });
    expect(a.statusCode).toBe(200);
    // Device A goes on from its own draft version.
    const a2 = await autosave(ch.id, { title: 'Bölüm', content: '<p>A cihazı, devam</p>', base_updated_at: ch.version, draft_updated_at: a.json().updated_at });
    expect(a2.statusCode, a2.body).toBe(200);
    // Device B opened before A's first autosave: it has not seen the draft.
    const b = await autosave(ch.id, { title: 'Bölüm', content: '<p>B cihazı</p>', base_updated_at: ch.version });
    expect(b.statusCode).toBe(409);
    expect(b.json().current).toMatchObject({ content: storedText('<p>A cihazı, devam</p>'), updated_at: ch.version, draft_updated_at: a2.json().updated_at });
    // Having seen it (the 409 told it), B may write over it.
    const b2 = await autosave(ch.id, { title: 'Bölüm', content: '<p>B cihazı</p>', base_updated_at: ch.version, draft_updated_at: b.json().current.draft_updated_at });
    expect(b2.statusCode).toBe(200);
    expect((await editorCall(ch.id)).json().draft).toMatchObject({ content: storedText('<p>B cihazı</p>') });
  });

  it('answers 404 to another user and 401 to a visitor, revealing nothing', async () => {
    const ch = await newChapter();
    const body = { title: 'x', content: '<p>x</p>', base_updated_at: ch.version };
    const res = await autosave(ch.id, body, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.chapterNotFound, code: ERROR_CODES.NOT_FOUND });
    expect((await autosave(ch.id, body, null)).statusCode).toBe(401);
    expect((await autosave(999999, body)).statusCode).toBe(404);
  });

  it('refuses a malformed body and a text over the limit with a Turkish 400', async () => {
    const ch = await newChapter();
    expect((await autosave(ch.id, { title: 'x', content: '<p>x</p>', base_updated_at: 'dün' })).json()).toEqual({ message: MSG.badRequest, code: ERROR_CODES.VALIDATION });
    const long = await autosave(ch.id, { title: 'x', content: `<p>${'a'.repeat(100_001)}</p>`, base_updated_at: ch.version });
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe(ERROR_CODES.CHARACTER_LIMIT);
  });

  it('applies a write limit per account (429 with a Turkish message)', async () => {
    const ch = await newChapter();
    let last = 0;
    let draft: string | null = null;
    for (let i = 0; i < 31; i += 1) {
      const res: { statusCode: number; json: () => { updated_at: string } } = await t.app.inject({
        method: 'PUT',
        url: `/api/stories/chapters/${ch.id}/autosave`,
        payload: { title: 'Bölüm', content: `<p>${i}</p>`, base_updated_at: ch.version, draft_updated_at: draft },
        headers: bearer(author.token),
      });
      last = res.statusCode;
      if (res.statusCode === 200) draft = res.json().updated_at;
      else expect(res.json()).toEqual({ message: MSG.tooFast, code: ERROR_CODES.RATE_LIMITED });
    }
    expect(last).toBe(429);
    t.clock.advance(61_000);
  });
});

describe('DELETE /api/stories/chapters/{id}/autosave (leaving without saving)', () => {
  function discard(id: number, version: string, token: string | null = author.token) {
    t.clock.advance(3000);
    return t.app.inject({ method: 'DELETE', url: `/api/stories/chapters/${id}/autosave?version=${encodeURIComponent(version)}`, headers: token ? bearer(token) : {} });
  }

  it('drops the draft of that version, so the next opening offers no draft', async () => {
    const ch = await newChapter();
    const saved = await autosave(ch.id, { title: 'Bölüm', content: '<p>Vazgeçilen cümle.</p>', base_updated_at: ch.version });
    expect((await editorCall(ch.id)).json().draft).not.toBeNull();
    const res = await discard(ch.id, saved.json().updated_at);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MSG.draftDiscarded });
    expect((await editorCall(ch.id)).json()).toMatchObject({ content: storedText('<p>Kaydedilmiş metin.</p>'), draft: null });
    expect(await t.database.db.select().from(chapterDrafts).where(eq(chapterDrafts.chapterId, ch.id))).toEqual([]);
    // Twice, or with nothing to drop, is not an error.
    expect((await discard(ch.id, saved.json().updated_at)).statusCode).toBe(200);
  });

  it('keeps a draft another device wrote since (a newer version)', async () => {
    const ch = await newChapter();
    const mine = await autosave(ch.id, { title: 'Bölüm', content: '<p>Bu cihaz.</p>', base_updated_at: ch.version });
    const theirs = await autosave(ch.id, { title: 'Bölüm', content: '<p>Öteki cihaz.</p>', base_updated_at: ch.version, draft_updated_at: mine.json().updated_at });
    expect(theirs.statusCode).toBe(200);
    expect((await discard(ch.id, mine.json().updated_at)).statusCode).toBe(200);
    expect((await editorCall(ch.id)).json().draft).toMatchObject({ content: storedText('<p>Öteki cihaz.</p>'), updated_at: theirs.json().updated_at });
  });

  it('answers 404 to another user, 401 to a visitor and a Turkish 400 to a malformed version', async () => {
    const ch = await newChapter();
    const saved = await autosave(ch.id, { title: 'Bölüm', content: '<p>Benim.</p>', base_updated_at: ch.version });
    const version = saved.json().updated_at as string;
    const res = await discard(ch.id, version, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.chapterNotFound, code: ERROR_CODES.NOT_FOUND });
    expect((await discard(ch.id, version, null)).statusCode).toBe(401);
    const bad = await discard(ch.id, 'dün');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MSG.badRequest, code: ERROR_CODES.VALIDATION });
    // None of these touched the author's draft.
    expect((await editorCall(ch.id)).json().draft).toMatchObject({ content: storedText('<p>Benim.</p>') });
  });
});

describe('concurrent autosaves and saves (PostgreSQL)', () => {
  async function race(first: () => Promise<{ statusCode: number }>, second: () => Promise<{ statusCode: number }>, chapterId: number) {
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const locker = await pool.connect();
    try {
      // Hold the chapter row so both writes pass every read and meet at the lock together.
      await locker.query('begin');
      await locker.query('select id from chapters where id = $1 for update', [chapterId]);
      const racing = [first(), second()];
      for (;;) {
        await locker.query('select pg_stat_clear_snapshot()');
        const res = await locker.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        if ((res.rows[0] as { n: number }).n >= 2) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await locker.query('commit');
      return (await Promise.all(racing)).map((r) => r.statusCode).sort();
    } finally {
      await locker.query('rollback').catch(() => undefined);
      locker.release();
    }
  }

  it.runIf(process.env.DATABASE_URL)('two autosaves from the same base and draft: exactly one wins, the other 409', async () => {
    const ch = await newChapter();
    t.clock.advance(3000);
    const put = (content: string) => () =>
      t.app.inject({ method: 'PUT', url: `/api/stories/chapters/${ch.id}/autosave`, payload: { title: 'Bölüm', content, base_updated_at: ch.version }, headers: bearer(author.token) });
    expect(await race(put('<p>bir</p>'), put('<p>iki</p>'), ch.id)).toEqual([200, 409]);
  });

  it.runIf(process.env.DATABASE_URL)('a save and an autosave from the same base: exactly one wins, the other 409', async () => {
    const ch = await newChapter();
    t.clock.advance(3000);
    const statuses = await race(
      () => postChapter(t.app, author.token, { book_id: bookId, chapter_id: ch.id, title: 'Bölüm', content: '<p>kayıt</p>', base_updated_at: ch.version }),
      () => t.app.inject({ method: 'PUT', url: `/api/stories/chapters/${ch.id}/autosave`, payload: { title: 'Bölüm', content: '<p>taslak</p>', base_updated_at: ch.version }, headers: bearer(author.token) }),
      ch.id,
    );
    // Whichever order the lock gives: a save after the autosave moves the version and wins
    // too, so this pair can be [200, 200] only if the autosave went first; a draft of the old
    // version must then never be offered as newer.
    const opened = (await editorCall(ch.id)).json();
    if (statuses[1] === 200) expect(opened.draft).toBeNull();
    else expect(statuses).toEqual([200, 409]);
  });
});
