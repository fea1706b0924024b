import { DOMParser } from '@xmldom/xmldom';
import { ERROR_CODES, LIMITS, MSG } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { chapterDrafts, chapters } from '../../db/schema';
import { chapterRow, createStory, postChapter } from '../../../test/authoring';
import { bearer, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { storedText } from '../../../test/paragraphs';

/*
 * Author's notes before and after a chapter and scene breaks (docs/PRODUCT.md#reading-comfort-and-writers-tools): sanitised like the
 * text, limited, saved, autosaved and kept in revisions like the text, shown to readers and
 * written into the EPUB.
 */

const { t, author, reader } = useTestApp({ author: {}, reader: {} }, { build: { schedulerIntervalMs: false } });
let bookId: number;

beforeAll(async () => {
  bookId = await createStory(t.app, author, { title: 'Notlu Hikaye' });
});

const get = (url: string, user: RegisteredUser = author) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(user.token) });
const send = (method: 'POST' | 'PUT', url: string, payload: object, user: RegisteredUser = author) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(user.token), payload });

async function save(body: Record<string, unknown>) {
  const res = await postChapter(t.app, author.token, { book_id: bookId, title: 'Notlu', content: '<p>Metin.</p>', ...body });
  return res;
}

async function saved(body: Record<string, unknown>) {
  const res = await save(body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { chapter_id: number; updated_at: string };
}

describe("author's notes", () => {
  it('are sanitised like the text and returned to the editor and the preview', async () => {
    const { chapter_id: id } = await saved({
      note_before: '<p onclick="alert(1)">Uyarı: <em>karanlık</em> bir bölüm.<script>alert(2)</script></p><img src=x onerror=alert(3)>',
      note_after: '<p><a href="javascript:alert(4)">Yorumlarınızı</a> bekliyorum.</p><hr><p><del>eski</del></p>',
    });
    const row = await chapterRow(t.database.db, id);
    expect(row).toMatchObject({
      noteBefore: '<p>Uyarı: <em>karanlık</em> bir bölüm.</p>',
      noteAfter: '<p>Yorumlarınızı bekliyorum.</p><hr /><p><s>eski</s></p>',
    });
    const editor = (await get(`/stories/chapters/${id}`)).json();
    expect(editor).toMatchObject({ note_before: row!.noteBefore, note_after: row!.noteAfter });
    const preview = (await get(`/preview/books/${bookId}`)).json() as { chapters: { chapter_id: number; note_before: string; note_after: string }[] };
    expect(preview.chapters.find((c) => c.chapter_id === id)).toMatchObject({ note_before: row!.noteBefore, note_after: row!.noteAfter });
  });

  it('stay when a save leaves them out, and go with an empty note', async () => {
    const { chapter_id: id } = await saved({ note_before: '<p>Önce</p>', note_after: '<p>Sonra</p>' });
    await saved({ chapter_id: id, content: '<p>Yeni metin.</p>' });
    expect(await chapterRow(t.database.db, id)).toMatchObject({ content: storedText('<p>Yeni metin.</p>'), noteBefore: '<p>Önce</p>', noteAfter: '<p>Sonra</p>' });
    await saved({ chapter_id: id, note_before: '', note_after: '<p> </p>' });
    expect(await chapterRow(t.database.db, id)).toMatchObject({ noteBefore: '', noteAfter: '' });
    // A new chapter without notes has none.
    const { chapter_id: plain } = await saved({});
    expect(await chapterRow(t.database.db, plain)).toMatchObject({ noteBefore: '', noteAfter: '' });
  });

  it('allow 2000 characters of text each and refuse more with a Turkish 400, writing nothing', async () => {
    const max = 'n'.repeat(LIMITS.authorNoteMaxChars);
    const { chapter_id: id } = await saved({ note_before: `<p>${max}</p>`, note_after: `<p><strong>${max}</strong></p>` });
    expect((await chapterRow(t.database.db, id))!.noteBefore).toBe(`<p>${max}</p>`);

    const tooLong = await save({ chapter_id: id, content: '<p>değişmemeli</p>', note_after: `<p>${max}n</p>` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: MSG.authorNoteTooLong, code: ERROR_CODES.VALIDATION });
    // Raw HTML over 4× the limit is refused before sanitising, with the same message.
    const huge = await save({ chapter_id: id, note_before: `<p>${'x'.repeat(LIMITS.authorNoteMaxChars * 4)}</p>` });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(MSG.authorNoteTooLong);
    // Markup out of all proportion to the text is refused like in a chapter.
    const heavy = await save({ chapter_id: id, note_before: '<p>' + '<b><i><s><em><strong>x</strong></em></s></i></b>'.repeat(150) + '</p>' });
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().message).toBe(MSG.chapterMarkupTooHeavy);
    expect((await chapterRow(t.database.db, id))!.content).toEqual(storedText('<p>Metin.</p>'));

    const before = await t.database.db.select({ id: chapters.id }).from(chapters).where(eq(chapters.bookId, bookId));
    expect((await save({ note_before: `<p>${max}n</p>` })).statusCode).toBe(400);
    expect(await t.database.db.select({ id: chapters.id }).from(chapters).where(eq(chapters.bookId, bookId))).toHaveLength(before.length);
  });

  it('are shown to readers with the requested chapter only', async () => {
    const story = await createStory(t.app, author, { title: 'Okurlu' });
    const first = await postChapter(t.app, author.token, {
      book_id: story,
      title: 'Bir',
      content: '<p>Birinci.</p>',
      note_before: '<p>Merhaba okur!</p>',
      note_after: '<p>Haftaya görüşürüz.</p>',
      is_published: true,
    });
    const second = await postChapter(t.app, author.token, { book_id: story, title: 'İki', content: '<p>İkinci.</p>', is_published: true });
    const firstId = first.json().chapter_id as number;
    const res = await get(`/bookReader/books/${story}/${firstId}`, reader);
    expect(res.statusCode).toBe(200);
    const list = res.json().chapters as { chapter_id: number; content: string | null; note_before: string | null; note_after: string | null }[];
    expect(list[0]).toMatchObject({ chapter_id: firstId, content: storedText('<p>Birinci.</p>'), note_before: '<p>Merhaba okur!</p>', note_after: '<p>Haftaya görüşürüz.</p>' });
    expect(list[1]).toMatchObject({ chapter_id: second.json().chapter_id, content: null, note_before: null, note_after: null });
    const other = (await get(`/bookReader/books/${story}/${second.json().chapter_id}`, reader)).json().chapters as typeof list;
    expect(other[1]).toMatchObject({ note_before: '', note_after: '' });
    expect(other[0]).toMatchObject({ note_before: null, note_after: null });
  });

  it('are kept in revisions and come back with a restore', async () => {
    const first = await saved({ note_before: '<p>İlk not</p>' });
    const id = first.chapter_id;
    t.clock.advance(60_000);
    const second = await saved({ chapter_id: id, content: '<p>İkinci metin.</p>', note_before: '<p>İkinci not</p>', note_after: '<p>Son</p>' });
    const items = (await get(`/stories/chapters/${id}/revisions`)).json().items as { revision_id: number }[];
    const oldest = (await get(`/stories/chapters/${id}/revisions/${items[1]!.revision_id}`)).json();
    expect(oldest).toMatchObject({ content: storedText('<p>Metin.</p>'), note_before: '<p>İlk not</p>', note_after: '' });
    // A save without notes records the notes the chapter keeps.
    t.clock.advance(60_000);
    const third = await saved({ chapter_id: id, content: '<p>Üçüncü.</p>', base_updated_at: second.updated_at });
    const latest = (await get(`/stories/chapters/${id}/revisions`)).json().items as { revision_id: number }[];
    expect((await get(`/stories/chapters/${id}/revisions/${latest[0]!.revision_id}`)).json()).toMatchObject({ note_before: '<p>İkinci not</p>', note_after: '<p>Son</p>' });

    const restored = await send('POST', `/stories/chapters/${id}/revisions/${items[1]!.revision_id}/restore`, { base_updated_at: third.updated_at });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await chapterRow(t.database.db, id)).toMatchObject({ content: storedText('<p>Metin.</p>'), noteBefore: '<p>İlk not</p>', noteAfter: '' });
  });

  it('are autosaved with the draft, sanitised and limited, and offered back with it', async () => {
    const { chapter_id: id, updated_at: version } = await saved({ note_before: '<p>Kayıtlı not</p>' });
    t.clock.advance(5000);
    const draft = await send('PUT', `/stories/chapters/${id}/autosave`, {
      title: 'Notlu',
      content: '<p>Yarım</p>',
      note_after: '<p>Taslak <b>not</b><script>x</script></p>',
      base_updated_at: version,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const offered = (await get(`/stories/chapters/${id}`)).json().draft;
    // A note the editor did not send is the saved one.
    expect(offered).toMatchObject({ content: storedText('<p>Yarım</p>'), note_before: '<p>Kayıtlı not</p>', note_after: '<p>Taslak <b>not</b></p>' });

    const tooLong = await send('PUT', `/stories/chapters/${id}/autosave`, {
      title: 'Notlu',
      content: '<p>Yarım</p>',
      note_before: `<p>${'n'.repeat(LIMITS.authorNoteMaxChars + 1)}</p>`,
      base_updated_at: version,
      draft_updated_at: draft.json().updated_at,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(MSG.authorNoteTooLong);
    const [row] = await t.database.db.select().from(chapterDrafts).where(eq(chapterDrafts.chapterId, id));
    expect(row).toMatchObject({ noteBefore: '<p>Kayıtlı not</p>', noteAfter: '<p>Taslak <b>not</b></p>' });
  });

  it('travel with the stored copy of a conflict', async () => {
    const { chapter_id: id, updated_at: version } = await saved({ note_before: '<p>A</p>' });
    t.clock.advance(1000);
    await saved({ chapter_id: id, note_before: '<p>Öbür sekme</p>', base_updated_at: version });
    const late = await save({ chapter_id: id, note_before: '<p>Bu sekme</p>', base_updated_at: version });
    expect(late.statusCode).toBe(409);
    expect(late.json().current).toMatchObject({ note_before: '<p>Öbür sekme</p>', note_after: '' });
  });
});

describe('scene breaks', () => {
  it('are stored, counted like the editor counts them, and reach readers', async () => {
    const story = await createStory(t.app, author, { title: 'Ayraçlı' });
    const res = await postChapter(t.app, author.token, {
      book_id: story,
      title: 'Sahne',
      content: '<p>Gece indi.</p><hr><p>Sabah oldu.</p><hr class="x" onclick="alert(1)">',
      is_published: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().chapter_id as number;
    const row = await chapterRow(t.database.db, id);
    expect(row).toMatchObject({ content: storedText('<p>Gece indi.</p><hr /><p>Sabah oldu.</p><hr />'), wordCount: 4 });
    const read = await get(`/bookReader/books/${story}/${id}`, reader);
    expect(read.json().chapters[0].content).toEqual(storedText('<p>Gece indi.</p><hr /><p>Sabah oldu.</p><hr />'));
    const details = (await get(`/story-details/${story}`)).json();
    expect(details.chapters[0].word_count).toBe(4);
  });
});

describe('EPUB', () => {
  it("writes the author's notes around the text and scene breaks as XHTML", async () => {
    const story = await createStory(t.app, author, { title: 'E-kitap' });
    await postChapter(t.app, author.token, {
      book_id: story,
      title: 'Bir',
      content: '<p>Gece.</p><hr><p>Sabah.</p>',
      note_before: '<p>Önce <em>okuyun</em> &amp; düşünün</p>',
      note_after: '<p>Sonra</p>',
      is_published: true,
    });
    await postChapter(t.app, author.token, { book_id: story, title: 'İki', content: '<p>Notsuz.</p>', is_published: true });
    // The file is built by a job of the pipeline: asked for (202), built, then served.
    expect((await get(`/stories/${story}/epub`)).statusCode).toBe(202);
    await t.app.jobs.runUntilIdle();
    const res = await get(`/stories/${story}/epub`);
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const xhtml = strFromU8(files['OEBPS/chapter-1.xhtml']!);
    const errors: string[] = [];
    const doc = new DOMParser({ errorHandler: { warning: () => undefined, error: (m: string) => errors.push(m), fatalError: (m: string) => errors.push(m) } }).parseFromString(
      xhtml,
      'application/xml',
    );
    expect(errors).toEqual([]);
    expect(xhtml).toContain('<p>Gece.</p><hr /><p>Sabah.</p>');
    const notes = Array.from(doc.getElementsByTagName('div')).filter((d) => d.getAttribute('class') === 'author-note');
    expect(notes.map((n) => n.textContent?.replace(/\s+/g, ' ').trim())).toEqual(['Yazarın notu Önce okuyun & düşünün', 'Yazarın notu Sonra']);
    // Before the text, after it.
    expect(xhtml.indexOf('Önce')).toBeLessThan(xhtml.indexOf('Gece.'));
    expect(xhtml.indexOf('Sonra')).toBeGreaterThan(xhtml.indexOf('Sabah.'));
    expect(strFromU8(files['OEBPS/chapter-2.xhtml']!)).not.toContain('author-note');
  });
});
