import { ERROR_CODES, MSG, REVISIONS_PAGE_SIZE } from '@okuryazar/shared';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chapterRevisions } from '../../db/schema';
import { chapterRow, createStory, postChapter } from '../../../test/authoring';
import { bearer } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { storedText, textWithoutIds } from '../../../test/paragraphs';

const { t, author, other } = useTestApp({ author: {}, other: {} });
let bookId: number;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  bookId = await createStory(t.app, author, { title: 'Sürüm Hikayesi' });
});

async function save(chapterId: number | null, content: string, base?: string) {
  const res = await postChapter(t.app, author.token, { book_id: bookId, chapter_id: chapterId, title: 'Bölüm', content, ...(base ? { base_updated_at: base } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { chapter_id: number; updated_at: string };
}

const get = (url: string, token: string | null = author.token) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? bearer(token) : {} });
const restore = (chapterId: number, revisionId: number, body: Record<string, unknown> = {}, token: string | null = author.token) =>
  t.app.inject({ method: 'POST', url: `/api/stories/chapters/${chapterId}/revisions/${revisionId}/restore`, payload: body, headers: token ? bearer(token) : {} });

async function storedRevisions(chapterId: number) {
  return t.database.db.select().from(chapterRevisions).where(eq(chapterRevisions.chapterId, chapterId)).orderBy(asc(chapterRevisions.id));
}

describe('revisions', () => {
  it('every save creates one; the list is newest first with word counts, one revision adds title and content', async () => {
    const { chapter_id: id } = await save(null, '<p>Bir iki üç.</p>');
    t.clock.advance(60_000);
    await save(id, '<p>Bir iki üç dört beş.</p>');
    const list = await get(`/stories/chapters/${id}/revisions`);
    expect(list.statusCode, list.body).toBe(200);
    const { items, next_cursor } = list.json();
    expect(next_cursor).toBeNull();
    expect(items).toEqual([
      { revision_id: expect.any(Number), created_at: new Date(t.clock()).toISOString(), word_count: 5 },
      { revision_id: expect.any(Number), created_at: new Date(t.clock() - 60_000).toISOString(), word_count: 3 },
    ]);
    const one = await get(`/stories/chapters/${id}/revisions/${items[1].revision_id}`);
    expect(one.json()).toEqual({ ...items[1], title: 'Bölüm', content: storedText('<p>Bir iki üç.</p>'), note_before: '', note_after: '', recap: '' });
  });

  it('keeps the newest 50 of 60 saves made the same day', async () => {
    const { chapter_id: id } = await save(null, '<p>0</p>');
    for (let i = 1; i < 60; i += 1) {
      t.clock.advance(1000);
      await save(id, `<p>${i}</p>`);
    }
    const kept = await storedRevisions(id);
    expect(kept).toHaveLength(50);
    expect(kept.map((r) => textWithoutIds(r.content))).toEqual(Array.from({ length: 50 }, (_, i) => `<p>${i + 10}</p>`));
  });

  it('beyond the newest 50, keeps the last revision of each day (Turkey’s day)', async () => {
    const today = t.clock();
    // Ten earlier days with two saves each (09:00 and 20:00 in Istanbul), then 40 saves today.
    t.clock.set(today - 10 * DAY);
    const { chapter_id: id } = await save(null, '<p>ilk</p>');
    await t.database.db.delete(chapterRevisions).where(eq(chapterRevisions.chapterId, id));
    for (let d = 10; d >= 1; d -= 1) {
      const midnightTr = Date.parse(new Date(today - d * DAY).toISOString().slice(0, 10) + 'T00:00:00+03:00');
      t.clock.set(midnightTr + 9 * 3600_000);
      await save(id, `<p>gün ${d} sabah</p>`);
      // 23:30 in Istanbul is 20:30 UTC: still the same Turkish day.
      t.clock.set(midnightTr + 23.5 * 3600_000);
      await save(id, `<p>gün ${d} gece</p>`);
    }
    t.clock.set(today);
    for (let i = 0; i < 40; i += 1) {
      t.clock.advance(1000);
      await save(id, `<p>bugün ${i}</p>`);
    }
    const kept = (await storedRevisions(id)).map((r) => textWithoutIds(r.content));
    // 40 today + days 5..1 whole (10) in the newest 50; days 10..6 thinned to their last save.
    expect(kept).toHaveLength(55);
    expect(kept.slice(0, 5)).toEqual([10, 9, 8, 7, 6].map((d) => `<p>gün ${d} gece</p>`));
    expect(kept.slice(5, 7)).toEqual(['<p>gün 5 sabah</p>', '<p>gün 5 gece</p>']);
    t.clock.set(today + 60_000);
  });

  it('pages the list by cursor', async () => {
    const { chapter_id: id } = await save(null, '<p>0</p>');
    for (let i = 1; i < REVISIONS_PAGE_SIZE + 5; i += 1) await save(id, `<p>${i}</p>`);
    const first = (await get(`/stories/chapters/${id}/revisions`)).json();
    expect(first.items).toHaveLength(REVISIONS_PAGE_SIZE);
    const second = (await get(`/stories/chapters/${id}/revisions?cursor=${first.next_cursor}`)).json();
    expect(second.items).toHaveLength(5);
    expect(second.next_cursor).toBeNull();
    expect(second.items[0].revision_id).toBeLessThan(first.items.at(-1).revision_id);
  });

  it('restore saves the old text as a new revision (so it can be undone) and respects the conflict rule', async () => {
    const first = await save(null, '<p>İlk hali.</p>');
    const id = first.chapter_id;
    t.clock.advance(1000);
    const second = await save(id, '<p>İkinci hali.</p>', first.updated_at);
    const [oldest, newer] = await storedRevisions(id);

    // From a stale base: refused with the stored copy, nothing written.
    const stale = await restore(id, oldest!.id, { base_updated_at: first.updated_at });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: ERROR_CODES.CHAPTER_CONFLICT, current: { content: storedText('<p>İkinci hali.</p>'), updated_at: second.updated_at } });
    expect(await storedRevisions(id)).toHaveLength(2);

    t.clock.advance(1000);
    const res = await restore(id, oldest!.id, { base_updated_at: second.updated_at });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ chapter_id: id, message: MSG.saved });
    expect((await chapterRow(t.database.db, id))!.content).toEqual(storedText('<p>İlk hali.</p>'));
    const after = await storedRevisions(id);
    expect(after).toHaveLength(3);
    expect(after[2]).toMatchObject({ content: storedText('<p>İlk hali.</p>') });

    // Undo: restore the revision from before the restore.
    t.clock.advance(1000);
    const undo = await restore(id, newer!.id, { base_updated_at: res.json().updated_at });
    expect(undo.statusCode).toBe(200);
    expect((await chapterRow(t.database.db, id))!.content).toEqual(storedText('<p>İkinci hali.</p>'));
  });

  it('restore takes no body at all, or an empty one: its only field is optional (issue 27 item 10)', async () => {
    const { chapter_id: id } = await save(null, '<p>Geri yüklenecek.</p>');
    const [rev] = await storedRevisions(id);
    const url = `/api/stories/chapters/${id}/revisions/${rev!.id}/restore`;
    const noBody = await t.app.inject({ method: 'POST', url, headers: bearer(author.token) });
    expect(noBody.statusCode, noBody.body).toBe(200);
    const emptyJson = await t.app.inject({ method: 'POST', url, headers: { ...bearer(author.token), 'content-type': 'application/json' }, payload: '' });
    expect(emptyJson.statusCode, emptyJson.body).toBe(200);
    const nullJson = await t.app.inject({ method: 'POST', url, headers: { ...bearer(author.token), 'content-type': 'application/json' }, payload: 'null' });
    expect(nullJson.statusCode, nullJson.body).toBe(200);
    // A body that is there but wrong is still a Turkish 400.
    const wrong = await t.app.inject({ method: 'POST', url, headers: bearer(author.token), payload: { base_updated_at: 42 } });
    expect(wrong.statusCode).toBe(400);
  });

  it('author only: another user and a wrong chapter get 404, a visitor 401', async () => {
    const { chapter_id: id } = await save(null, '<p>gizli taslak</p>');
    const [rev] = await storedRevisions(id);
    const { chapter_id: otherChapter } = await save(null, '<p>başka bölüm</p>');
    const notFound = { message: MSG.chapterNotFound, code: ERROR_CODES.NOT_FOUND };

    for (const url of [`/stories/chapters/${id}/revisions`, `/stories/chapters/${id}/revisions/${rev!.id}`]) {
      expect((await get(url)).statusCode).toBe(200);
      const res = await get(url, other.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
      expect((await get(url, null)).statusCode).toBe(401);
    }
    const foreign = await restore(id, rev!.id, {}, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('gizli');
    expect((await restore(id, rev!.id, {}, null)).statusCode).toBe(401);
    // A revision of another chapter is not reachable through this one.
    expect((await get(`/stories/chapters/${otherChapter}/revisions/${rev!.id}`)).json()).toEqual({ message: MSG.revisionNotFound, code: ERROR_CODES.NOT_FOUND });
    expect((await restore(otherChapter, rev!.id)).statusCode).toBe(404);
  });
});
