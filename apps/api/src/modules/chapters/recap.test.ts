import { ERROR_CODES, LIMITS, MSG } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chapters } from '../../db/schema';
import { chapterRow, createStory, postChapter } from '../../../test/authoring';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

/*
 * "Önceki bölümlerde" (docs/PRODUCT.md#community-engine, issue 33): a chapter's plain-text recap is saved, autosaved and kept in revisions
 * like the author's notes; a reader who opens a chapter 14 days or more after their last read of the story gets the
 * previous chapter's recap, once per return.
 */

const { t, author, reader } = useTestApp({ author: {}, reader: {} }, { build: { schedulerIntervalMs: false } });
const DAY = 24 * 60 * 60 * 1000;
let bookId: number;

beforeAll(async () => {
  bookId = await createStory(t.app, author, { title: 'Özetli Hikaye' });
});

const get = (url: string, user: RegisteredUser = author) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(user.token) });
const send = (method: 'POST' | 'PUT', url: string, payload: object, user: RegisteredUser = author) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(user.token), payload });

async function saved(body: Record<string, unknown>, book = bookId) {
  t.clock.advance(1000);
  const res = await postChapter(t.app, author.token, { book_id: book, title: 'Özetli', content: '<p>Metin.</p>', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { chapter_id: number; updated_at: string };
}

describe('chapter recap (author)', () => {
  it('is saved as plain text, returned to the editor, kept when left out and removed with an empty one', async () => {
    const { chapter_id: id } = await saved({ recap: '  Kahramanımız <b>köyden</b> ayrıldı.\r\nYolda bir kurt gördü.\0  ' });
    expect((await chapterRow(t.database.db, id))!.recap).toBe('Kahramanımız <b>köyden</b> ayrıldı.\nYolda bir kurt gördü.');
    const editor = (await get(`/stories/chapters/${id}`)).json();
    expect(editor.recap).toBe('Kahramanımız <b>köyden</b> ayrıldı.\nYolda bir kurt gördü.');
    await saved({ chapter_id: id, content: '<p>Yeni metin.</p>' });
    expect((await chapterRow(t.database.db, id))!.recap).toContain('Kahramanımız');
    await saved({ chapter_id: id, recap: '' });
    expect((await chapterRow(t.database.db, id))!.recap).toBe('');
    const { chapter_id: plain } = await saved({});
    expect((await chapterRow(t.database.db, plain))!.recap).toBe('');
  });

  it('allows 1000 characters and refuses more with a Turkish 400, writing nothing', async () => {
    const max = 'ö'.repeat(LIMITS.chapterRecapMaxChars);
    const { chapter_id: id, updated_at: version } = await saved({ recap: max });
    expect((await chapterRow(t.database.db, id))!.recap).toBe(max);
    const tooLong = await postChapter(t.app, author.token, { book_id: bookId, chapter_id: id, title: 'Özetli', content: '<p>değişmemeli</p>', recap: `${max}ö` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: MSG.recapTooLong, code: ERROR_CODES.VALIDATION });
    expect(MSG.recapTooLong).toBe('Önceki bölümlerde özeti en fazla 1000 karakter olabilir.');
    expect((await chapterRow(t.database.db, id))!.recap).toBe(max);
    const draft = await send('PUT', `/stories/chapters/${id}/autosave`, { title: 'Özetli', content: '<p>Yarım</p>', recap: `${max}ö`, base_updated_at: version });
    expect(draft.statusCode).toBe(400);
    expect(draft.json().message).toBe(MSG.recapTooLong);
  });

  it('is autosaved with the draft, offered back with it, and carried when the autosave leaves it out', async () => {
    const { chapter_id: id, updated_at: version } = await saved({ recap: 'Kayıtlı özet' });
    t.clock.advance(5000);
    const first = await send('PUT', `/stories/chapters/${id}/autosave`, { title: 'Özetli', content: '<p>Yarım</p>', base_updated_at: version });
    expect(first.statusCode, first.body).toBe(200);
    expect((await get(`/stories/chapters/${id}`)).json().draft).toMatchObject({ recap: 'Kayıtlı özet' });
    t.clock.advance(5000);
    const second = await send('PUT', `/stories/chapters/${id}/autosave`, {
      title: 'Özetli',
      content: '<p>Yarım</p>',
      recap: 'Taslak özet',
      base_updated_at: version,
      draft_updated_at: first.json().updated_at,
    });
    expect(second.statusCode, second.body).toBe(200);
    const editor = (await get(`/stories/chapters/${id}`)).json();
    expect(editor.recap).toBe('Kayıtlı özet');
    expect(editor.draft).toMatchObject({ recap: 'Taslak özet' });
    // Another device's autosave meets this draft: the 409 carries the draft's recap.
    const stale = await send('PUT', `/stories/chapters/${id}/autosave`, { title: 'Özetli', content: '<p>Başka</p>', base_updated_at: version, draft_updated_at: null });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ recap: 'Taslak özet' });
    // A save from an old version meets the saved copy with its recap.
    await saved({ chapter_id: id, recap: 'Yeni özet' });
    const conflict = await postChapter(t.app, author.token, { book_id: bookId, chapter_id: id, title: 'Özetli', content: '<p>Eski</p>', base_updated_at: version });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().current).toMatchObject({ recap: 'Yeni özet' });
  });

  it('is kept in revisions and comes back with a restore', async () => {
    const first = await saved({ recap: 'İlk özet' });
    const id = first.chapter_id;
    t.clock.advance(60_000);
    const second = await saved({ chapter_id: id, content: '<p>İkinci.</p>', recap: 'İkinci özet' });
    const items = (await get(`/stories/chapters/${id}/revisions`)).json().items as { revision_id: number }[];
    expect((await get(`/stories/chapters/${id}/revisions/${items[1]!.revision_id}`)).json()).toMatchObject({ recap: 'İlk özet' });
    expect((await get(`/stories/chapters/${id}/revisions/${items[0]!.revision_id}`)).json()).toMatchObject({ recap: 'İkinci özet' });
    const restored = await send('POST', `/stories/chapters/${id}/revisions/${items[1]!.revision_id}/restore`, { base_updated_at: second.updated_at });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await chapterRow(t.database.db, id))!.recap).toBe('İlk özet');
  });
});

describe('chapter recap (reader returning)', () => {
  let story: number;
  let ids: number[];

  beforeAll(async () => {
    story = await createStory(t.app, author, { title: 'Dönüş' });
    ids = [];
    ids.push((await saved({ title: 'Bir', recap: 'Birinci bölümde köy yandı.', is_published: true }, story)).chapter_id);
    ids.push((await saved({ title: 'İki', recap: '', is_published: true }, story)).chapter_id);
    ids.push((await saved({ title: 'Üç', is_published: true }, story)).chapter_id);
    ids.push((await saved({ title: 'Dört', recap: 'Üçüncü olmayan, dördüncü bölümün özeti.', is_published: true }, story)).chapter_id);
    ids.push((await saved({ title: 'Beş', is_published: true }, story)).chapter_id);
  });

  const read = async (user: RegisteredUser, chapterId: number) => {
    const res = await get(`/bookReader/books/${story}/${chapterId}`, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { recap?: { chapter_title: string; text: string } | null };
  };
  const progress = async (user: RegisteredUser, chapterId: number) => {
    const res = await send('POST', '/bookReader/progress/save', { bookId: story, chapterId, position: { scrollY: 10, timestamp: t.clock() } }, user);
    expect(res.statusCode, res.body).toBe(200);
  };

  it('is not shown to a first-time reader', async () => {
    const fresh = await registerAndLogin(t.app);
    expect((await read(fresh, ids[1]!)).recap).toBeNull();
  });

  it('is shown on a return after 14 days or more, once, and only when the previous chapter has one', async () => {
    await progress(reader, ids[0]!);
    t.clock.advance(13 * DAY);
    expect((await read(reader, ids[1]!)).recap).toBeNull();
    await progress(reader, ids[1]!);

    t.clock.advance(14 * DAY);
    expect((await read(reader, ids[1]!)).recap).toEqual({ chapter_title: 'Bir', text: 'Birinci bölümde köy yandı.' });
    // Chapter 1 has no previous chapter; chapter 3's previous one has no recap.
    expect((await read(reader, ids[0]!)).recap).toBeNull();
    expect((await read(reader, ids[2]!)).recap).toBeNull();
    expect((await read(reader, ids[4]!)).recap).toEqual({ chapter_title: 'Dört', text: 'Üçüncü olmayan, dördüncü bölümün özeti.' });
    // The read saves its place: the next chapter right after is no longer a return.
    await progress(reader, ids[1]!);
    t.clock.advance(60_000);
    expect((await read(reader, ids[1]!)).recap).toBeNull();
    expect((await read(reader, ids[4]!)).recap).toBeNull();
  });

  it('follows the previous published chapter only, and is decided per reader', async () => {
    // Fresh sign-ins: the earlier tests moved the clock by weeks.
    const returning = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    await progress(other, ids[0]!);
    await progress(returning, ids[0]!);
    t.clock.advance(20 * DAY);
    await progress(other, ids[0]!);
    // Same chapter, same moment: the returning reader gets the recap, the one who just read does not.
    expect((await read(returning, ids[1]!)).recap).toMatchObject({ chapter_title: 'Bir' });
    expect((await read(other, ids[1]!)).recap).toBeNull();
    // Chapter 4 leaves (unpublished; the author's sign-in is weeks old here, so straight in the table): chapter 3 is
    // now the previous one of chapter 5, and it has no recap.
    expect((await read(returning, ids[4]!)).recap).toMatchObject({ chapter_title: 'Dört' });
    await t.database.db.update(chapters).set({ isPublished: false }).where(eq(chapters.id, ids[3]!));
    expect((await read(returning, ids[4]!)).recap).toBeNull();
  });
});
