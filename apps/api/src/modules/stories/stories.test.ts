import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ERROR_CODES, imageSizes, MSG } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, chapters } from '../../db/schema';
import {
  bookRow,
  booksOf,
  chapterRow,
  coverFiles,
  createChapter,
  createStory,
  postNewStory,
  putStoryDetails,
  sampleCover,
  storyFields,
} from '../../../test/authoring';
import { bearer, createTestApp, registerAndLogin, type RegisteredUser, type TestApp } from '../../../test/helpers';
import {
  EXIF_MARKERS,
  POLYGLOT_PAYLOAD,
  SCRIPT_PAYLOAD,
  htmlFile,
  jpegPolyglot,
  jpegWithExifAndGps,
  oversizeJpeg,
  pixelBombPng,
  svgWithScript,
  textFile,
  validJpeg,
  validPng,
  validWebp,
} from '../../../test/images';
import { coverPart } from '../../../test/multipart';

let t: TestApp;
let author: RegisteredUser;

beforeAll(async () => {
  t = await createTestApp();
  author = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t.close();
});

const COVER_KEY = /^covers\/[A-Za-z0-9_-]{24}-w\d+\.jpg$/;
/** The original's file name and its WebP sizes' (naming rule in @okuryazar/shared). */
const coverFileNames = (key: string) => (imageSizes(key, 'covers') ?? [{ url: key }]).map((s) => s.url.slice('covers/'.length));
const coverPath = (key: string) => path.join(t.config.dataDir, 'uploads', key);

async function storedCoverKey(bookId: number): Promise<string> {
  const key = (await bookRow(t.database.db, bookId))!.coverImageUrl!;
  expect(key).toMatch(COVER_KEY);
  return key;
}

function details(token: string, bookId: number) {
  return t.app.inject({ method: 'GET', url: `/api/story-details/${bookId}`, headers: bearer(token) });
}

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

describe('POST /api/new-story', () => {
  it('creates an unpublished story with 201 {book_id, title}', async () => {
    const res = await postNewStory(t.app, author.token, storyFields({ title: '  Sisli Sokaklar  ', is_mature_content: 'true' }), coverPart(await validJpeg()));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ book_id: expect.any(Number), title: 'Sisli Sokaklar', message: MSG.storyCreated });
    const row = await bookRow(t.database.db, body.book_id);
    expect(row).toMatchObject({
      authorId: author.id,
      title: 'Sisli Sokaklar',
      description: 'Bir İstanbul hikayesi.\n\nİkinci paragraf.',
      categoryId: 7,
      telifId: 2,
      isMatureContent: true,
      isPublished: false,
    });
  });

  it('stores the cover as a JPEG within 800 × 1200, under an unguessable name that ignores the upload name', async () => {
    const before = coverFiles(t.config.dataDir);
    const id = await (async () => {
      const res = await postNewStory(t.app, author.token, storyFields(), coverPart(await validJpeg(1600, 1600), '../../../etc/passwd.jpg'));
      expect(res.statusCode).toBe(201);
      return res.json().book_id as number;
    })();
    const key = await storedCoverKey(id);
    expect(key).not.toContain('passwd');
    expect(key).toMatch(/-w800\.jpg$/);
    expect(coverFiles(t.config.dataDir)).toEqual([...before, ...coverFileNames(key)].sort());
    const meta = await sharp(await readFile(coverPath(key))).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 800 });
    // The sizes cards and pages show, beside the original.
    const sizes = imageSizes(key, 'covers')!;
    expect(sizes.map((s) => s.width)).toEqual([240, 480, 800]);
    for (const size of sizes.slice(0, -1)) {
      const res = await t.app.inject({ method: 'GET', url: `/uploads/${size.url}` });
      expect(res.headers['content-type']).toBe('image/webp');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: size.width, height: size.width });
    }

    // The same image uploaded again gets a different name.
    const again = await postNewStory(t.app, author.token, storyFields(), coverPart(await validJpeg(1600, 1600)));
    expect(await storedCoverKey(again.json().book_id)).not.toBe(key);
  });

  it.each([
    ['a tall image', 1000, 3000, 400, 1200],
    ['a wide image', 2400, 600, 800, 200],
    ['a small image (never enlarged)', 300, 450, 300, 450],
  ])('scales %s to fit 800 × 1200', async (_label, w, h, ew, eh) => {
    const res = await postNewStory(t.app, author.token, storyFields(), coverPart(await validJpeg(w, h)));
    expect(res.statusCode).toBe(201);
    const meta = await sharp(await readFile(coverPath(await storedCoverKey(res.json().book_id)))).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: ew, height: eh });
  });

  it.each([
    ['PNG', validPng, 'kapak.png', 'image/png'],
    ['WebP', validWebp, 'kapak.webp', 'image/webp'],
  ] as const)('accepts a %s cover and stores it as JPEG', async (_label, make, filename, type) => {
    const res = await postNewStory(t.app, author.token, storyFields(), coverPart(await make(), filename, type));
    expect(res.statusCode).toBe(201);
    const meta = await sharp(await readFile(coverPath(await storedCoverKey(res.json().book_id)))).metadata();
    expect(meta.format).toBe('jpeg');
  });

  it('strips EXIF and GPS from the stored cover', async () => {
    const upload = await jpegWithExifAndGps();
    const inMeta = await sharp(upload).metadata();
    expect(inMeta.exif?.includes(Buffer.from(EXIF_MARKERS.make))).toBe(true);
    expect(inMeta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // GPSInfo pointer tag 0x8825 (little endian)

    const res = await postNewStory(t.app, author.token, storyFields(), coverPart(upload));
    expect(res.statusCode).toBe(201);
    const stored = await readFile(coverPath(await storedCoverKey(res.json().book_id)));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(stored.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(stored.includes(Buffer.from(EXIF_MARKERS.make))).toBe(false);
    expect(stored.includes(Buffer.from(EXIF_MARKERS.description))).toBe(false);
  });

  it('gives a cover URL that loads through /uploads/…', async () => {
    const id = await createStory(t.app, author);
    const key = await storedCoverKey(id);
    const res = await details(author.token, id);
    expect(res.statusCode).toBe(200);
    const url = res.json().storyDetails.cover_image_url as string;
    expect(url).toBe(`/uploads/${key}`);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(await readFile(coverPath(key)))).toBe(true);
    // Nothing outside the uploads folder is served.
    expect((await t.app.inject({ method: 'GET', url: '/uploads/../config.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/covers/yok.jpg' })).statusCode).toBe(404);
  });

  describe('validation (400, exact Turkish message, nothing stored)', () => {
    const long = (n: number) => 'ş'.repeat(n);
    const cases: [string, Record<string, unknown>, boolean, string][] = [
      ['no cover', {}, false, MSG.coverRequired],
      ['no cover and no fields either', { title: undefined, category_id: undefined, telif_id: undefined }, false, MSG.coverRequired],
      ['no category', { category_id: undefined }, true, MSG.categoryRequired],
      ['an empty category', { category_id: '' }, true, MSG.categoryRequired],
      ['category 0', { category_id: 0 }, true, MSG.categoryRequired],
      ['category 21', { category_id: 21 }, true, MSG.categoryRequired],
      ['category "abc"', { category_id: 'abc' }, true, MSG.categoryRequired],
      ['category "1.5"', { category_id: '1.5' }, true, MSG.categoryRequired],
      ['category "-3"', { category_id: '-3' }, true, MSG.categoryRequired],
      ['no telif', { telif_id: undefined }, true, MSG.copyrightRequired],
      ['telif 0', { telif_id: 0 }, true, MSG.copyrightRequired],
      ['telif 10', { telif_id: 10 }, true, MSG.copyrightRequired],
      ['telif "x"', { telif_id: 'x' }, true, MSG.copyrightRequired],
      ['no category and no telif (category first)', { category_id: undefined, telif_id: undefined }, true, MSG.categoryRequired],
      ['no title', { title: undefined }, true, MSG.titleRequired],
      ['a blank title', { title: '   ' }, true, MSG.titleRequired],
      ['a title of 201 characters', { title: long(201) }, true, MSG.titleTooLong],
      ['a description of 5001 characters', { description: long(5001) }, true, MSG.descriptionTooLong],
    ];
    it.each(cases)('refuses %s', async (_label, overrides, withCover, message) => {
      const before = coverFiles(t.config.dataDir);
      const booksBefore = (await booksOf(t.database.db, author.id)).length;
      const res = await postNewStory(t.app, author.token, storyFields(overrides as never), withCover ? coverPart(await sampleCover()) : null);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: ERROR_CODES.VALIDATION });
      expect(coverFiles(t.config.dataDir)).toEqual(before);
      expect(await booksOf(t.database.db, author.id)).toHaveLength(booksBefore);
    });

    it('accepts a 200-character title and a 5000-character description, without a description too', async () => {
      const res = await postNewStory(t.app, author.token, storyFields({ title: long(200), description: long(5000) }), coverPart(await sampleCover()));
      expect(res.statusCode).toBe(201);
      const res2 = await postNewStory(t.app, author.token, storyFields({ description: undefined }), coverPart(await sampleCover()));
      expect(res2.statusCode).toBe(201);
      expect((await bookRow(t.database.db, res2.json().book_id))!.description).toBe('');
    });

    it('drops NUL characters from the text fields instead of failing', async () => {
      const res = await postNewStory(t.app, author.token, storyFields({ title: 'Boş\u0000luk', description: 'a\u0000b' }), coverPart(await sampleCover()));
      expect(res.statusCode).toBe(201);
      expect(await bookRow(t.database.db, res.json().book_id)).toMatchObject({ title: 'Boşluk', description: 'ab' });
      const put = await putStoryDetails(t.app, author.token, res.json().book_id, storyFields({ title: 'Yeni\u0000' }));
      expect(put.statusCode).toBe(200);
      expect(put.json().storyDetails.title).toBe('Yeni');
    });

    it('ignores a file sent under another field name, and an empty file', async () => {
      const before = coverFiles(t.config.dataDir);
      const wrongField = await postNewStory(t.app, author.token, storyFields(), { ...coverPart(await sampleCover()), field: 'avatar' });
      expect(wrongField.json().message).toBe(MSG.coverRequired);
      const empty = await postNewStory(t.app, author.token, storyFields(), coverPart(Buffer.alloc(0)));
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(MSG.coverRequired);
      expect(coverFiles(t.config.dataDir)).toEqual(before);
    });

    it('refuses a JSON body', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/new-story', headers: bearer(author.token), payload: storyFields() as never });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.badRequest);
    });
  });

  describe('hostile uploads are refused and leave nothing behind', () => {
    const cases: [string, () => Promise<Buffer> | Buffer, string, string, number, string][] = [
      ['a text file named .jpg', textFile, 'kapak.jpg', 'image/jpeg', 400, MSG.imagesOnly],
      ['an SVG with a script', svgWithScript, 'kapak.svg', 'image/svg+xml', 400, MSG.imagesOnly],
      ['an SVG declared as JPEG', svgWithScript, 'kapak.jpg', 'image/jpeg', 400, MSG.imagesOnly],
      ['an HTML file', htmlFile, 'kapak.html', 'text/html', 400, MSG.imagesOnly],
      ['an HTML file named .png', htmlFile, 'kapak.png', 'image/png', 400, MSG.imagesOnly],
      ['a truncated JPEG header', async () => (await validJpeg()).subarray(0, 40), 'kapak.jpg', 'image/jpeg', 400, MSG.imageProcessing],
      ['a file over 5 MB', oversizeJpeg, 'kapak.jpg', 'image/jpeg', 413, MSG.imageTooLarge],
      ['a pixel bomb (20000 × 20000 PNG)', pixelBombPng, 'kapak.png', 'image/png', 400, MSG.imageTooManyPixels],
    ];
    it.each(cases)('refuses %s', async (_label, make, filename, type, status, message) => {
      const data = await make();
      const before = coverFiles(t.config.dataDir);
      const booksBefore = (await booksOf(t.database.db, author.id)).length;
      const res = await postNewStory(t.app, author.token, storyFields(), coverPart(data, filename, type));
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      expect(coverFiles(t.config.dataDir)).toEqual(before);
      expect(await booksOf(t.database.db, author.id)).toHaveLength(booksBefore);
    });

    it('makes a pixel bomb that is small on disk and huge in pixels', async () => {
      const bomb = pixelBombPng();
      expect(bomb.length).toBeLessThan(100 * 1024);
      const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 20_000, height: 20_000 });
    });

    it('makes an oversize file that is a real JPEG over 5 MB', async () => {
      const big = await oversizeJpeg();
      expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
      expect((await sharp(big).metadata()).format).toBe('jpeg');
    });

    it('accepts a JPEG/HTML polyglot only re-encoded: the stored bytes carry no payload', async () => {
      const poly = await jpegPolyglot();
      expect(poly.includes(Buffer.from(SCRIPT_PAYLOAD))).toBe(true);
      const res = await postNewStory(t.app, author.token, storyFields(), coverPart(poly, 'kapak.jpg', 'image/jpeg'));
      expect(res.statusCode).toBe(201);
      const stored = await readFile(coverPath(await storedCoverKey(res.json().book_id)));
      expect(stored.equals(poly)).toBe(false);
      for (const needle of [POLYGLOT_PAYLOAD, '<script', '<html', 'onerror', 'document.cookie']) {
        expect(stored.includes(Buffer.from(needle)), needle).toBe(false);
      }
      expect((await sharp(stored).metadata()).format).toBe('jpeg');
      // The JPEG ends at its end-of-image marker.
      expect(stored.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
    });
  });
});

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
