import { ERROR_CODES, LIMITS, MSG } from '@okuryazar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookRow, chapterRow, createChapter, createStory, postChapter } from '../../../test/authoring';
import { chapterCalls } from '../../../test/chapter-calls';
import { useTestApp } from '../../../test/app-fixture';
import { storedText } from '../../../test/paragraphs';

const { t, author } = useTestApp({ author: {} });
let bookId: number;

beforeAll(async () => {
  bookId = await createStory(t.app, author, { title: 'Bölümlü Hikaye' });
});

const { getChapter, getPreview, setPublished, numbersOf } = chapterCalls(() => t);

describe('POST /api/stories/chapters', () => {
  it('creates chapters numbered 1, 2, 3 when there is no chapter_id', async () => {
    const book = await createStory(t.app, author);
    const created: { chapter_id: number; chapter_number: number }[] = [];
    for (const [i, extra] of [{}, { chapter_id: null }, { chapter_id: undefined }].entries()) {
      const res = await postChapter(t.app, author.token, { book_id: book, title: `Bölüm ${i + 1}`, content: `<p>Metin ${i + 1}</p>`, ...extra });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        chapter_id: expect.any(Number),
        chapter_number: i + 1,
        is_published: false,
        message: MSG.saved,
        updated_at: expect.any(String),
      });
      created.push(res.json());
    }
    expect(new Set(created.map((c) => c.chapter_id)).size).toBe(3);
    expect(await numbersOf(book)).toEqual(created.map((c) => [c.chapter_id, c.chapter_number]));
    const row = await chapterRow(t.database.db, created[0]!.chapter_id);
    expect(row).toMatchObject({ bookId: book, title: 'Bölüm 1', content: storedText('<p>Metin 1</p>'), isPublished: false, publishedAt: null });
    expect((await bookRow(t.database.db, book))!.isPublished).toBe(false);
  });

  it('accepts book_id and chapter_id as numeric strings', async () => {
    const res = await postChapter(t.app, author.token, { book_id: String(bookId), title: 'Sayı', content: '<p>x</p>' });
    expect(res.statusCode).toBe(200);
    const again = await postChapter(t.app, author.token, { book_id: String(bookId), chapter_id: String(res.json().chapter_id), title: 'Sayı 2', content: '<p>y</p>' });
    expect(again.statusCode).toBe(200);
    expect(again.json().chapter_id).toBe(res.json().chapter_id);
  });

  it('updates a chapter in place and keeps is_published when it is omitted', async () => {
    const id = await createChapter(t.app, author, { book_id: bookId, title: 'İlk hali', content: '<p>eski</p>' });
    const number = (await chapterRow(t.database.db, id))!.chapterNumber;
    const pub = await setPublished(author.token, id, 'publish', { book_id: bookId });
    expect(pub.statusCode).toBe(200);

    const kept = await postChapter(t.app, author.token, { book_id: bookId, chapter_id: id, title: 'İkinci hali', content: '<p>yeni</p>' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ chapter_id: id, chapter_number: number, is_published: true, message: MSG.saved });
    expect(await chapterRow(t.database.db, id)).toMatchObject({ title: 'İkinci hali', content: storedText('<p>yeni</p>'), isPublished: true });

    const off = await postChapter(t.app, author.token, { book_id: bookId, chapter_id: id, title: 'Üçüncü', content: '<p>yeni</p>', is_published: false });
    expect(off.json().is_published).toBe(false);
    const stillOff = await postChapter(t.app, author.token, { book_id: bookId, chapter_id: id, title: 'Dördüncü', content: '<p>yeni</p>' });
    expect(stillOff.json().is_published).toBe(false);
    expect((await chapterRow(t.database.db, id))!.isPublished).toBe(false);
    // Saving never adds a chapter.
    expect((await numbersOf(bookId)).filter(([cid]) => cid === id)).toEqual([[id, number]]);
  });

  it('drops NUL characters from the title and the content instead of failing', async () => {
    const res = await postChapter(t.app, author.token, { book_id: bookId, title: 'Sıfır\u0000lı', content: '<p>met\u0000in</p>' });
    expect(res.statusCode).toBe(200);
    expect(await chapterRow(t.database.db, res.json().chapter_id)).toMatchObject({ title: 'Sıfırlı', content: storedText('<p>metin</p>') });
    const onlyNul = await postChapter(t.app, author.token, { book_id: bookId, title: '\u0000', content: '<p>x</p>' });
    expect(onlyNul.statusCode).toBe(400);
    expect(onlyNul.json().message).toBe(MSG.titleAndContentRequired);
  });

  it('publishes the story when a chapter is saved as published', async () => {
    const book = await createStory(t.app, author);
    const res = await postChapter(t.app, author.token, { book_id: book, title: 'Hemen', content: '<p>yayında</p>', is_published: true });
    expect(res.json().is_published).toBe(true);
    expect(await bookRow(t.database.db, book)).toMatchObject({ isPublished: true, publishedAt: expect.any(Date) });
  });

  it('refuses a chapter_id of another of the author’s stories (book_id mismatch) and changes nothing', async () => {
    const other = await createStory(t.app, author);
    const id = await createChapter(t.app, author, { book_id: other, title: 'Başka', content: '<p>başka</p>' });
    const res = await postChapter(t.app, author.token, { book_id: bookId, chapter_id: id, title: 'Taşındı', content: '<p>x</p>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.bookIdMismatch);
    expect(await chapterRow(t.database.db, id)).toMatchObject({ bookId: other, title: 'Başka', content: storedText('<p>başka</p>') });
  });

  it('answers 404 for a chapter_id or book_id that does not exist', async () => {
    const noChapter = await postChapter(t.app, author.token, { book_id: bookId, chapter_id: 999_999, title: 'x', content: '<p>x</p>' });
    expect(noChapter.statusCode).toBe(404);
    expect(noChapter.json().message).toBe(MSG.chapterNotFound);
    const noBook = await postChapter(t.app, author.token, { book_id: 999_999, title: 'x', content: '<p>x</p>' });
    expect(noBook.statusCode).toBe(404);
    expect(noBook.json().message).toBe(MSG.storyNotFound);
  });

  describe('"Başlık ve içerik boş olamaz."', () => {
    const blank: [string, Record<string, unknown>][] = [
      ['an empty title', { title: '' }],
      ['a whitespace title', { title: '  \t ' }],
      ['no title', { title: undefined }],
      ['empty content', { content: '' }],
      ['whitespace content', { content: ' \n\t ' }],
      ['no content', { content: undefined }],
      ['an empty paragraph', { content: '<p></p>' }],
      ['a paragraph of spaces', { content: '<p>   </p><p>\n</p>' }],
      ['a paragraph with a line break', { content: '<p><br></p><p><br/></p>' }],
      ['non-breaking spaces', { content: '<p>&nbsp;&nbsp;</p><p>\u00a0</p>' }],
      ['empty formatting', { content: '<p><strong> </strong><em></em><s></s></p>' }],
      ['only a script', { content: '<script>alert("metin")</script>' }],
      ['only an image', { content: '<img src="x.png" onerror="alert(1)">' }],
      ['only a comment', { content: '<!-- gizli not -->' }],
    ];
    it.each(blank)('refuses %s', async (_label, overrides) => {
      const before = await numbersOf(bookId);
      const res = await postChapter(t.app, author.token, { book_id: bookId, title: 'Başlık', content: '<p>İçerik</p>', ...overrides });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.titleAndContentRequired);
      expect(await numbersOf(bookId)).toEqual(before);
    });

    it('refuses blank content on update too and keeps the saved text', async () => {
      const id = await createChapter(t.app, author, { book_id: bookId, content: '<p>kalıcı</p>' });
      const res = await postChapter(t.app, author.token, { book_id: bookId, chapter_id: id, title: 'Başlık', content: '<p> </p>' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.titleAndContentRequired);
      expect((await chapterRow(t.database.db, id))!.content).toEqual(storedText('<p>kalıcı</p>'));
    });
  });

  describe('the 100000-character limit', () => {
    const limit = LIMITS.chapterMaxChars;
    it('accepts exactly 100000 characters of text', async () => {
      const res = await postChapter(t.app, author.token, { book_id: bookId, title: 'Uzun', content: `<p>${'ş'.repeat(limit)}</p>` });
      expect(res.statusCode).toBe(200);
      expect((await chapterRow(t.database.db, res.json().chapter_id))!.content).toEqual(storedText(`<p>${'ş'.repeat(limit)}</p>`));
    });

    it('counts the text, not the markup: 100000 characters spread over formatted paragraphs', async () => {
      // 1000 paragraphs of 99 letters; the 999 paragraph breaks count as one character each.
      const paragraphs = Array.from({ length: 1000 }, () => `<p><strong>${'a'.repeat(50)}</strong><em>${'b'.repeat(49)}</em></p>`);
      const res = await postChapter(t.app, author.token, { book_id: bookId, title: 'Biçimli', content: paragraphs.join('') });
      expect(res.statusCode).toBe(200);
      const over = await postChapter(t.app, author.token, { book_id: bookId, title: 'Biçimli', content: `${paragraphs.join('')}<p>cc</p>` });
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe(MSG.characterLimit);
    });

    it('counts an escaped character as one', async () => {
      const res = await postChapter(t.app, author.token, { book_id: bookId, title: 'Ve', content: `<p>${'&'.repeat(limit)}</p>` });
      expect(res.statusCode).toBe(200);
    });

    it('refuses 100001 characters with "Karakter sınırını aştınız!"', async () => {
      const before = await numbersOf(bookId);
      const res = await postChapter(t.app, author.token, { book_id: bookId, title: 'Çok uzun', content: `<p>${'ş'.repeat(limit + 1)}</p>` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.characterLimit, code: ERROR_CODES.CHARACTER_LIMIT });
      expect(await numbersOf(bookId)).toEqual(before);
    });

    it('refuses an over-long update and keeps the saved text', async () => {
      const id = await createChapter(t.app, author, { book_id: bookId, content: '<p>kısa</p>' });
      const res = await postChapter(t.app, author.token, { book_id: bookId, chapter_id: id, title: 'x', content: 'a'.repeat(limit + 1) });
      expect(res.json().message).toBe(MSG.characterLimit);
      expect((await chapterRow(t.database.db, id))!.content).toEqual(storedText('<p>kısa</p>'));
    });

    it('refuses a body far over the limit with the same message', async () => {
      const res = await postChapter(t.app, author.token, { book_id: bookId, title: 'x', content: `<p>${'a'.repeat(limit * 4)}</p>` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.characterLimit);
    });

    it('refuses a title over 200 characters', async () => {
      const res = await postChapter(t.app, author.token, { book_id: bookId, title: 'ç'.repeat(201), content: '<p>x</p>' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.titleTooLong);
    });
  });
});

describe('GET /api/stories/chapters/{id} and GET /api/preview/books/{id}', () => {
  it('returns a chapter for the editor', async () => {
    const id = await createChapter(t.app, author, { book_id: bookId, title: 'Editörde', content: '<p>Düzenlenecek <em>metin</em></p>' });
    const res = await getChapter(author.token, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      chapter_id: id,
      book_id: bookId,
      chapter_number: expect.any(Number),
      title: 'Editörde',
      content: storedText('<p>Düzenlenecek <em>metin</em></p>'),
      note_before: '',
      note_after: '',
      recap: '',
      is_published: false,
      updated_at: expect.any(String),
      // No server autosave newer than the saved text (docs/PRODUCT.md#reading-comfort-and-writers-tools).
      draft: null,
      publish_at: null,
      // Not removed by a moderator (docs/PRODUCT.md#trust-and-safety).
      removed: null,
    });
    const missing = await getChapter(author.token, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MSG.chapterNotFound, code: ERROR_CODES.NOT_FOUND });
  });

  it('previews every chapter of a story, drafts included, with the author name', async () => {
    const book = await createStory(t.app, author, { title: 'Önizlenen' });
    const a = await createChapter(t.app, author, { book_id: book, title: 'Bir', content: '<p>1</p>', is_published: true });
    const b = await createChapter(t.app, author, { book_id: book, title: 'İki', content: '<p>2</p>' });
    const res = await getPreview(author.token, book);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      book_id: book,
      title: 'Önizlenen',
      author_name: author.username,
      is_published: true,
      removed: null,
      chapters: [
        { chapter_id: a, chapter_number: 1, title: 'Bir', content: storedText('<p>1</p>'), note_before: '', note_after: '', is_published: true, created_at: expect.any(String), updated_at: expect.any(String), removed: null },
        { chapter_id: b, chapter_number: 2, title: 'İki', content: storedText('<p>2</p>'), note_before: '', note_after: '', is_published: false, created_at: expect.any(String), updated_at: expect.any(String), removed: null },
      ],
    });
    expect((await getPreview(author.token, 999_999)).statusCode).toBe(404);
  });
});
