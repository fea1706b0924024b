import { readFile } from 'node:fs/promises';
import { ERROR_CODES, imageSizes, MSG } from '@okuryazar/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bookRow, booksOf, coverFiles, createStory, postNewStory, putStoryDetails, sampleCover, storyFields } from '../../../test/authoring';
import { bearer } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { EXIF_MARKERS, POLYGLOT_PAYLOAD, SCRIPT_PAYLOAD, htmlFile, jpegPolyglot, jpegWithExifAndGps, oversizeJpeg, pixelBombPng, svgWithScript, textFile, validJpeg, validPng, validWebp } from '../../../test/images';
import { coverPart } from '../../../test/multipart';
import { coverFileNames, storyCalls } from '../../../test/story-calls';

const { t, author } = useTestApp({ author: {} });

const { coverPath, storedCoverKey, details } = storyCalls(() => t);

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
