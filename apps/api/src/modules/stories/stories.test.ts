import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { ERROR_CODES, MSG } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { books, chapters } from '../../db/schema';
import { bookRow, chapterRow, coverFiles, createChapter, createStory, putStoryDetails, sampleCover, storyFields } from '../../../test/authoring';
import { bearer, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { pixelBombPng, svgWithScript, validJpeg } from '../../../test/images';
import { coverPart } from '../../../test/multipart';
import { coverFileNames, storyCalls } from '../../../test/story-calls';

const { t, author } = useTestApp({ author: {} });

const { coverPath, storedCoverKey, details } = storyCalls(() => t);

function myStories(token: string, status?: string) {
  return t.app.inject({ method: 'GET', url: `/api/my-story/my-stories${status ? `?status=${status}` : ''}`, headers: bearer(token) });
}

function deleteStory(token: string, bookId: number, payload?: unknown) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/my-story/my-stories/${bookId}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

describe('GET and PUT /api/story-details/{id}', () => {
  it('returns the story details and its chapters in order', async () => {
    const id = await createStory(t.app, author, { title: 'Ayrıntılı', category_id: 3, telif_id: 4 });
    const first = await createChapter(t.app, author, { book_id: id, title: 'Başlangıç', content: '<p>Bir iki üç</p><p>dört</p>' });
    const second = await createChapter(t.app, author, { book_id: id, title: 'Devam', content: '<p>beş</p>', is_published: true });
    const res = await details(author.token, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      storyDetails: {
        book_id: id,
        title: 'Ayrıntılı',
        description: 'Bir İstanbul hikayesi.\n\nİkinci paragraf.',
        cover_image_url: expect.stringMatching(/^\/uploads\/covers\/[A-Za-z0-9_-]{24}-w\d+\.jpg$/),
        category_id: 3,
        telif_id: 4,
        // Publishing a chapter published the story.
        is_published: true,
        is_mature_content: false,
        content_warnings: [],
        tags: [],
        is_completed: false,
        comments_closed: false,
        // Not removed by a moderator (docs/PRODUCT.md#trust-and-safety).
        removed: null,
      },
      chapters: [
        expect.objectContaining({ chapter_id: first, chapter_number: 1, title: 'Başlangıç', is_published: false, word_count: 4, views: 0, likes: 0, comments: 0, removed: null }),
        expect.objectContaining({ chapter_id: second, chapter_number: 2, title: 'Devam', is_published: true, word_count: 1 }),
      ],
    });
  });

  it('answers 404 for a story that does not exist and 400 for a malformed id', async () => {
    const missing = await details(author.token, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MSG.storyNotFound, code: ERROR_CODES.NOT_FOUND });
    const bad = await t.app.inject({ method: 'GET', url: '/api/story-details/abc', headers: bearer(author.token) });
    expect(bad.statusCode).toBe(400);
  });

  it('edits the fields and keeps the cover when none is sent', async () => {
    const id = await createStory(t.app, author);
    const key = await storedCoverKey(id);
    const files = coverFiles(t.config.dataDir);
    const res = await putStoryDetails(t.app, author.token, id, {
      title: 'Yeni Başlık',
      description: 'Yeni açıklama',
      category_id: 20,
      telif_id: 9,
      is_published: 'false',
      is_mature_content: 'true',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MSG.storyUpdated,
      storyDetails: {
        book_id: id,
        title: 'Yeni Başlık',
        description: 'Yeni açıklama',
        category_id: 20,
        telif_id: 9,
        is_published: false,
        is_mature_content: true,
        cover_image_url: `/uploads/${key}`,
      },
      chapters: [],
    });
    expect(await bookRow(t.database.db, id)).toMatchObject({ title: 'Yeni Başlık', categoryId: 20, telifId: 9, isMatureContent: true, coverImageUrl: key });
    expect(coverFiles(t.config.dataDir)).toEqual(files);
  });

  it('changes the cover: the new one is stored, the old file is removed', async () => {
    const id = await createStory(t.app, author);
    const oldKey = await storedCoverKey(id);
    expect(existsSync(coverPath(oldKey))).toBe(true);
    const count = coverFiles(t.config.dataDir).length;
    const res = await putStoryDetails(t.app, author.token, id, storyFields({ is_published: 'false' }), coverPart(await validJpeg(1000, 1500, '#f1c40f')));
    expect(res.statusCode).toBe(200);
    const newKey = await storedCoverKey(id);
    expect(newKey).not.toBe(oldKey);
    expect(res.json().storyDetails.cover_image_url).toBe(`/uploads/${newKey}`);
    expect(existsSync(coverPath(oldKey))).toBe(false);
    expect(await sharp(await readFile(coverPath(newKey))).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
    // The old cover's sizes went with it; the new one has all of its own.
    expect(coverFiles(t.config.dataDir)).toHaveLength(count - coverFileNames(oldKey).length + 3);
    for (const name of coverFileNames(oldKey)) expect(existsSync(coverPath(`covers/${name}`))).toBe(false);
    for (const name of coverFileNames(newKey)) expect(existsSync(coverPath(`covers/${name}`))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${oldKey}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${newKey}` })).statusCode).toBe(200);
  });

  it('refuses a bad new cover or bad fields and changes nothing', async () => {
    const id = await createStory(t.app, author, { title: 'Dokunulmaz' });
    const key = await storedCoverKey(id);
    const files = coverFiles(t.config.dataDir);
    const svg = await putStoryDetails(t.app, author.token, id, storyFields({ title: 'Değişti' }), coverPart(svgWithScript(), 'k.svg', 'image/svg+xml'));
    expect(svg.statusCode).toBe(400);
    expect(svg.json().message).toBe(MSG.imagesOnly);
    const bomb = await putStoryDetails(t.app, author.token, id, storyFields({ title: 'Değişti' }), coverPart(pixelBombPng(), 'k.png', 'image/png'));
    expect(bomb.statusCode).toBe(400);
    const category = await putStoryDetails(t.app, author.token, id, storyFields({ title: 'Değişti', category_id: 99 }), coverPart(await sampleCover()));
    expect(category.statusCode).toBe(400);
    expect(category.json().message).toBe(MSG.categoryRequired);
    const blank = await putStoryDetails(t.app, author.token, id, storyFields({ title: ' ' }));
    expect(blank.json().message).toBe(MSG.titleRequired);
    expect(await bookRow(t.database.db, id)).toMatchObject({ title: 'Dokunulmaz', categoryId: 7, coverImageUrl: key });
    expect(coverFiles(t.config.dataDir)).toEqual(files);
  });

  it('publishes and unpublishes the story with is_published', async () => {
    const id = await createStory(t.app, author);
    const on = await putStoryDetails(t.app, author.token, id, storyFields({ is_published: 'true' }));
    expect(on.json().storyDetails.is_published).toBe(true);
    const row = await bookRow(t.database.db, id);
    expect(row).toMatchObject({ isPublished: true, publishedAt: expect.any(Date) });
    const off = await putStoryDetails(t.app, author.token, id, storyFields({ is_published: 'false' }));
    expect(off.json().storyDetails.is_published).toBe(false);
    expect((await bookRow(t.database.db, id))!.isPublished).toBe(false);
    // The first publication date is kept.
    expect((await bookRow(t.database.db, id))!.publishedAt).toEqual(row!.publishedAt);
  });
});

describe('GET /api/my-story/my-stories and PUT …/unpublish', () => {
  it('answers a message when there are no stories, in both tabs', async () => {
    const fresh = await registerAndLogin(t.app);
    for (const status of ['all', 'published', undefined]) {
      const res = await myStories(fresh.token, status);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MSG.noStories });
    }
  });

  it('lists all own stories, published ones in the published tab, and unpublish removes one from it', async () => {
    const writer = await registerAndLogin(t.app);
    const draft = await createStory(t.app, writer, { title: 'Taslak' });
    const live = await createStory(t.app, writer, { title: 'Yayında' });
    expect((await myStories(writer.token, 'published')).json()).toEqual({ message: MSG.noStories });

    await createChapter(t.app, writer, { book_id: live, is_published: true });
    const all = (await myStories(writer.token, 'all')).json() as { book_id: number }[];
    expect(all.map((b) => b.book_id).sort()).toEqual([draft, live].sort());
    expect((await myStories(writer.token)).json()).toEqual(all);
    const published = (await myStories(writer.token, 'published')).json();
    expect(published).toEqual([
      expect.objectContaining({
        book_id: live,
        title: 'Yayında',
        author_id: writer.id,
        is_published: true,
        chapter_count: 1,
        published_chapters_count: 1,
        cover_image_url: expect.stringMatching(/^\/uploads\/covers\//),
      }),
    ]);

    const res = await t.app.inject({ method: 'PUT', url: `/api/my-story/my-stories/${live}/unpublish`, headers: bearer(writer.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.storyUnpublished, book_id: live, is_published: false });
    expect((await bookRow(t.database.db, live))!.isPublished).toBe(false);
    expect((await myStories(writer.token, 'published')).json()).toEqual({ message: MSG.noStories });
    expect(((await myStories(writer.token, 'all')).json() as unknown[]).length).toBe(2);
  });

  it('refuses an unknown status', async () => {
    const res = await myStories(author.token, 'drafts');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ERROR_CODES.VALIDATION);
  });

  it('answers 404 when unpublishing a story that does not exist', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/my-story/my-stories/999999/unpublish', headers: bearer(author.token) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.storyNotFound);
  });
});

describe('DELETE /api/my-story/my-stories/{id}', () => {
  let writer: RegisteredUser;
  let id: number;
  let chapterIds: number[];
  let key: string;

  beforeAll(async () => {
    writer = await registerAndLogin(t.app);
    id = await createStory(t.app, writer, { title: 'Silinecek' });
    chapterIds = [
      await createChapter(t.app, writer, { book_id: id, is_published: true }),
      await createChapter(t.app, writer, { book_id: id }),
    ];
    key = await storedCoverKey(id);
  });

  async function expectIntact() {
    expect(await bookRow(t.database.db, id)).toBeDefined();
    for (const c of chapterIds) expect(await chapterRow(t.database.db, c)).toBeDefined();
    expect(existsSync(coverPath(key))).toBe(true);
  }

  it.each([
    ['an empty body', {}],
    ['an empty password', { password: '' }],
  ])('asks for the password with 400 on %s', async (_label, payload) => {
    const res = await deleteStory(writer.token, id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.passwordRequired, code: ERROR_CODES.VALIDATION });
    await expectIntact();
  });

  it('answers 400 without a body at all', async () => {
    const res = await deleteStory(writer.token, id);
    expect(res.statusCode).toBe(400);
    await expectIntact();
  });

  it('refuses a wrong password with 403 and deletes nothing', async () => {
    const res = await deleteStory(writer.token, id, { password: 'yanlis-sifre' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MSG.wrongPassword, code: ERROR_CODES.INVALID_PASSWORD });
    await expectIntact();
  });

  it('refuses another user’s right password for their own account', async () => {
    // The author's password, sent by the author for a story that is not theirs: 404, not a deletion.
    const res = await deleteStory(author.token, id, { password: author.password });
    expect(res.statusCode).toBe(404);
    await expectIntact();
  });

  it('deletes the story, its chapters and its cover with the right password', async () => {
    const res = await deleteStory(writer.token, id, { password: writer.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.storyDeleted });
    // Gone for its author at once, before the purge job runs (issue 26).
    expect(existsSync(coverPath(key))).toBe(false);
    expect((await details(writer.token, id)).statusCode).toBe(404);
    expect((await deleteStory(writer.token, id, { password: writer.password })).statusCode).toBe(404);
    expect((await myStories(writer.token, 'all')).json()).toEqual({ message: MSG.noStories });
    await t.app.jobs.runUntilIdle();
    expect(await bookRow(t.database.db, id)).toBeUndefined();
    expect(await t.database.db.select().from(chapters).where(eq(chapters.bookId, id))).toEqual([]);
    for (const c of chapterIds) expect(await chapterRow(t.database.db, c)).toBeUndefined();
    expect(existsSync(coverPath(key))).toBe(false);
    expect((await details(writer.token, id)).statusCode).toBe(404);
    expect((await deleteStory(writer.token, id, { password: writer.password })).statusCode).toBe(404);
    expect((await myStories(writer.token, 'all')).json()).toEqual({ message: MSG.noStories });
    expect(await t.database.db.select().from(books).where(eq(books.authorId, writer.id))).toEqual([]);
  });
});
