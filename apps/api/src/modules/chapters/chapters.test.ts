import { ERROR_CODES, LIMITS, MSG } from '@okuryazar/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, chapters } from '../../db/schema';
import { bookRow, chapterRow, createChapter, createStory, postChapter } from '../../../test/authoring';
import { bearer, createTestApp, registerAndLogin, type RegisteredUser, type TestApp } from '../../../test/helpers';

let t: TestApp;
let author: RegisteredUser;
let reader: RegisteredUser;
let bookId: number;

beforeAll(async () => {
  t = await createTestApp();
  author = await registerAndLogin(t.app);
  reader = await registerAndLogin(t.app);
  bookId = await createStory(t.app, author, { title: 'Bölümlü Hikaye' });
});
afterAll(async () => {
  await t.close();
});

function getChapter(token: string, id: number) {
  return t.app.inject({ method: 'GET', url: `/api/stories/chapters/${id}`, headers: bearer(token) });
}
function getPreview(token: string, id: number) {
  return t.app.inject({ method: 'GET', url: `/api/preview/books/${id}`, headers: bearer(token) });
}
function setPublished(token: string, chapterId: number, action: 'publish' | 'unpublish', payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/preview/chapters/${chapterId}/${action}`, headers: bearer(token), payload });
}
function deleteChapter(token: string, chapterId: number) {
  return t.app.inject({ method: 'DELETE', url: `/api/story-details/chapters/${chapterId}`, headers: bearer(token) });
}
async function dashboardIds(user: RegisteredUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/dashboard', headers: bearer(user.token) });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, { book_id: number; published_chapters_count: number; first_chapter_id: number | null }[]>;
}
async function numbersOf(book: number) {
  const rows = await t.database.db
    .select({ id: chapters.id, n: chapters.chapterNumber })
    .from(chapters)
    .where(eq(chapters.bookId, book))
    .orderBy(asc(chapters.chapterNumber));
  return rows.map((r) => [r.id, r.n]);
}

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
    expect(row).toMatchObject({ bookId: book, title: 'Bölüm 1', content: '<p>Metin 1</p>', isPublished: false, publishedAt: null });
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
    expect(await chapterRow(t.database.db, id)).toMatchObject({ title: 'İkinci hali', content: '<p>yeni</p>', isPublished: true });

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
    expect(await chapterRow(t.database.db, res.json().chapter_id)).toMatchObject({ title: 'Sıfırlı', content: '<p>metin</p>' });
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
    expect(await chapterRow(t.database.db, id)).toMatchObject({ bookId: other, title: 'Başka', content: '<p>başka</p>' });
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
      expect((await chapterRow(t.database.db, id))!.content).toBe('<p>kalıcı</p>');
    });
  });

  describe('the 100000-character limit', () => {
    const limit = LIMITS.chapterMaxChars;
    it('accepts exactly 100000 characters of text', async () => {
      const res = await postChapter(t.app, author.token, { book_id: bookId, title: 'Uzun', content: `<p>${'ş'.repeat(limit)}</p>` });
      expect(res.statusCode).toBe(200);
      expect((await chapterRow(t.database.db, res.json().chapter_id))!.content).toHaveLength(limit + 7);
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
      expect((await chapterRow(t.database.db, id))!.content).toBe('<p>kısa</p>');
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

describe('sanitising chapter HTML', () => {
  // Each payload is saved after a harmless paragraph, so the chapter is never empty.
  const XSS: string[] = [
    '<script>alert(1)</script>',
    '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
    '<ScRiPt>alert(1)</sCrIpT>',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '<img src=x onerror=alert(1)>',
    '<IMG SRC="javascript:alert(\'XSS\');">',
    '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
    '<svg onload=alert(1)>',
    '<svg><script>alert(1)</script></svg>',
    '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">tık</text></a></svg>',
    '<a href="javascript:alert(1)">tıkla</a>',
    '<a href="JaVaScRiPt:alert(1)">tıkla</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">kodlu</a>',
    '<a href="  javascript:alert(1)">boşluklu</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">veri</a>',
    '<p style="background:url(javascript:alert(1))">stil</p>',
    '<p style="color:red">kırmızı</p>',
    '<div style="width:expression(alert(1))">ifade</div>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<IFRAME SRC="https://evil.example"></IFRAME>',
    '<p onclick="alert(1)">tıkla</p>',
    '<strong onmouseover="alert(1)">kalın</strong>',
    '<b OnMouseOver=alert(1)>kalın</b>',
    '<em/onfocus=alert(1)/autofocus>eğik</em>',
    '<br onmouseover=alert(1)>',
    '<s onclick=alert(1)>çizili</s>',
    '<i style="x:expression(alert(1))" class="kötü" id="x">eğik</i>',
    '<p>açık <em>kapanmamış <img src=x onerror=alert(1)',
    '<p><b><i>iç içe <p>kapanmamış</b>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    '<math href="javascript:alert(1)">matematik</math>',
    '<template><script>alert(1)</script><img src=x onerror=alert(1)></template>',
    '<!--<img src=x onerror=alert(1)>-->',
    '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->',
    '<p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript></p>',
    '<object data="data:text/html,<script>alert(1)</script>"></object>',
    '<embed src="javascript:alert(1)">',
    '<form action="javascript:alert(1)"><input type=submit value=gönder></form>',
    '<body onload=alert(1)>gövde</body>',
    '<style>@import "javascript:alert(1)";</style>',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<link rel=stylesheet href="javascript:alert(1)">',
    '<base href="javascript:alert(1)//">',
    '<details open ontoggle=alert(1)>ayrıntı</details>',
    '<video><source onerror=alert(1)></video>',
    '<textarea><script>alert(1)</script></textarea>',
    '"><script>alert(1)</script>',
    '<p title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">başlıklı</p>',
    '&lt;script&gt;alert(1)&lt;/script&gt;',
    '<xss onafterscriptexecute=alert(1)>özel</xss>',
    '<p>\u0000<script>alert(1)</script></p>',
  ];

  const ALLOWED_TAG = /^<\/?(p|br|strong|b|em|i|s)\s*\/?>$/;
  function expectClean(html: string) {
    for (const bad of ['<script', 'javascript:', 'data:', 'style=', '<iframe', '<svg', '<img', '<math', '<template', '<!--']) {
      expect(html.toLowerCase(), `${bad} in ${html}`).not.toContain(bad);
    }
    expect(html, html).not.toMatch(/on\w+\s*=/i);
    // Every tag is a bare allowed tag; no other "<" survives.
    for (const tag of html.match(/<[^>]*>?/g) ?? []) expect(tag, html).toMatch(ALLOWED_TAG);
    expect(html.replace(/<\/?(p|br|strong|b|em|i|s)\s*\/?>/g, '')).not.toContain('<');
  }

  let xssBook: number;
  const saved = new Map<string, number>();
  beforeAll(async () => {
    xssBook = await createStory(t.app, author, { title: 'Saldırı Deposu' });
  });

  it('has a corpus of at least 25 payloads', () => {
    expect(XSS.length).toBeGreaterThanOrEqual(25);
  });

  it.each(XSS)('stores %j without anything executable', async (payload) => {
    const res = await postChapter(t.app, author.token, { book_id: xssBook, title: 'XSS', content: `<p>Güvenli giriş.</p>${payload}` });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().chapter_id as number;
    saved.set(payload, id);
    const read = await getChapter(author.token, id);
    expect(read.statusCode).toBe(200);
    const content = read.json().content as string;
    expect(content.startsWith('<p>Güvenli giriş.</p>')).toBe(true);
    expectClean(content);
    expect((await chapterRow(t.database.db, id))!.content).toBe(content);
  });

  it('serves only clean HTML in the preview of every chapter', async () => {
    const res = await getPreview(author.token, xssBook);
    expect(res.statusCode).toBe(200);
    const list = res.json().chapters as { chapter_id: number; content: string }[];
    expect(list).toHaveLength(saved.size);
    for (const c of list) expectClean(c.content);
  });

  it('cleans an update as well as a new chapter', async () => {
    const id = await createChapter(t.app, author, { book_id: xssBook });
    const res = await postChapter(t.app, author.token, {
      book_id: xssBook,
      chapter_id: id,
      title: 'Güncel',
      content: '<p onclick="alert(1)">metin<img src=x onerror=alert(1)><script>alert(2)</script></p>',
    });
    expect(res.statusCode).toBe(200);
    expect((await getChapter(author.token, id)).json().content).toBe('<p>metin</p>');
  });

  it('keeps the text of removed tags but drops script, style and similar contents', async () => {
    const id = await createChapter(t.app, author, {
      book_id: xssBook,
      content: '<div><span>görünür</span></div><p><a href="https://ornek.com">bağlantı</a></p><script>gizli()</script><style>p{}</style>',
    });
    expect((await getChapter(author.token, id)).json().content).toBe('görünür<p>bağlantı</p>');
  });

  it('keeps bold, italic, strikethrough, paragraphs and line breaks untouched', async () => {
    const html =
      '<p>Bir <strong>kalın</strong>, <b>kalın</b>, <em>eğik</em>, <i>eğik</i> ve <s>çizili</s> metin.</p>' +
      '<p>İkinci<br />satır, <strong><em>iç içe</em></strong> &amp; “tırnaklar” 3 &lt; 5.</p>';
    const id = await createChapter(t.app, author, { book_id: xssBook, content: html });
    const content = (await getChapter(author.token, id)).json().content as string;
    expect(content).toBe(html);
    expectClean(content);
    const preview = (await getPreview(author.token, xssBook)).json().chapters as { chapter_id: number; content: string }[];
    expect(preview.find((c) => c.chapter_id === id)!.content).toBe(html);
  });

  it('stores other strikethrough tags as <s>', async () => {
    const id = await createChapter(t.app, author, { book_id: xssBook, content: '<p><del>silindi</del> <strike>eski</strike></p>' });
    const content = (await getChapter(author.token, id)).json().content as string;
    expect(content).toBe('<p><s>silindi</s> <s>eski</s></p>');
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
      content: '<p>Düzenlenecek <em>metin</em></p>',
      note_before: '',
      note_after: '',
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
        { chapter_id: a, chapter_number: 1, title: 'Bir', content: '<p>1</p>', note_before: '', note_after: '', is_published: true, created_at: expect.any(String), updated_at: expect.any(String), removed: null },
        { chapter_id: b, chapter_number: 2, title: 'İki', content: '<p>2</p>', note_before: '', note_after: '', is_published: false, created_at: expect.any(String), updated_at: expect.any(String), removed: null },
      ],
    });
    expect((await getPreview(author.token, 999_999)).statusCode).toBe(404);
  });
});

describe('POST /api/preview/chapters/{id}/publish|unpublish', () => {
  it('publishing a chapter publishes the story; the story reaches another reader’s dashboard only then', async () => {
    const book = await createStory(t.app, author, { title: 'Yakında' });
    const id = await createChapter(t.app, author, { book_id: book });
    const notYet = await dashboardIds(reader);
    for (const shelf of Object.values(notYet)) expect(shelf.map((b) => b.book_id)).not.toContain(book);

    t.clock.advance(60_000);
    const res = await setPublished(author.token, id, 'publish', { book_id: book });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ chapter_id: id, is_published: true, message: MSG.chapterPublished, updated_at: expect.any(String) });
    expect(await chapterRow(t.database.db, id)).toMatchObject({ isPublished: true, publishedAt: new Date(t.clock()) });
    expect(await bookRow(t.database.db, book)).toMatchObject({ isPublished: true, publishedAt: new Date(t.clock()) });

    const now = await dashboardIds(reader);
    const card = now.newReleases!.find((b) => b.book_id === book);
    expect(card).toMatchObject({ published_chapters_count: 1, first_chapter_id: id });

    // Publishing again is harmless and keeps the first publication date.
    t.clock.advance(60_000);
    const again = await setPublished(author.token, id, 'publish', { book_id: String(book) });
    expect(again.statusCode).toBe(200);
    expect((await chapterRow(t.database.db, id))!.publishedAt).toEqual(new Date(t.clock() - 60_000));

    // A new draft chapter does not reach readers.
    const draft = await createChapter(t.app, author, { book_id: book });
    const withDraft = (await dashboardIds(reader)).newReleases!.find((b) => b.book_id === book)!;
    expect(withDraft).toMatchObject({ published_chapters_count: 1, first_chapter_id: id });
    expect(draft).not.toBe(id);
  });

  it('unpublishes a chapter: it leaves the readers’ lists, the story stays published', async () => {
    const book = await createStory(t.app, author, { title: 'Geri Çekilen' });
    const id = await createChapter(t.app, author, { book_id: book, is_published: true });
    const res = await setPublished(author.token, id, 'unpublish', { book_id: book });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ chapter_id: id, is_published: false, message: MSG.chapterUnpublished, updated_at: expect.any(String) });
    expect((await chapterRow(t.database.db, id))!.isPublished).toBe(false);
    expect((await bookRow(t.database.db, book))!.isPublished).toBe(true);
    const card = (await dashboardIds(reader)).newReleases!.find((b) => b.book_id === book);
    expect(card).toMatchObject({ published_chapters_count: 0, first_chapter_id: null });
  });

  it('refuses a book_id the chapter does not belong to, or none, and changes nothing', async () => {
    const book = await createStory(t.app, author);
    const otherBook = await createStory(t.app, author);
    const id = await createChapter(t.app, author, { book_id: book });
    for (const action of ['publish', 'unpublish'] as const) {
      const wrong = await setPublished(author.token, id, action, { book_id: otherBook });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: MSG.bookIdMismatch, code: ERROR_CODES.VALIDATION });
      const missing = await setPublished(author.token, id, action, {});
      expect(missing.statusCode).toBe(400);
      const zero = await setPublished(author.token, id, action, { book_id: 0 });
      expect(zero.statusCode).toBe(400);
    }
    expect((await chapterRow(t.database.db, id))!.isPublished).toBe(false);
    expect((await bookRow(t.database.db, book))!.isPublished).toBe(false);
    expect((await bookRow(t.database.db, otherBook))!.isPublished).toBe(false);
  });

  it('answers 404 for a chapter that does not exist', async () => {
    const res = await setPublished(author.token, 999_999, 'publish', { book_id: bookId });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.chapterNotFound);
  });
});

describe('DELETE /api/story-details/chapters/{id}', () => {
  it('renumbers the later chapters and lowers the story’s totals', async () => {
    const book = await createStory(t.app, author);
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) ids.push(await createChapter(t.app, author, { book_id: book, title: `B${i + 1}`, is_published: true }));
    const counts = [
      { views: 10, likes: 3, comments: 1 },
      { views: 7, likes: 2, comments: 4 },
      { views: 5, likes: 1, comments: 0 },
      { views: 2, likes: 0, comments: 2 },
    ];
    for (const [i, c] of counts.entries()) await t.database.db.update(chapters).set(c).where(eq(chapters.id, ids[i]!));
    await t.database.db.update(books).set({ totalViews: 24, totalLikes: 6, totalComments: 7 }).where(eq(books.id, book));

    const res = await deleteChapter(author.token, ids[1]!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.chapterDeleted });
    // Gone for its author at once; the row itself goes with the purge job (issue 26).
    const own = await t.app.inject({ method: 'GET', url: `/api/story-details/chapters/${ids[1]}`, headers: bearer(author.token) });
    expect(own.statusCode).toBe(404);
    await t.app.jobs.runUntilIdle();
    expect(await chapterRow(t.database.db, ids[1]!)).toBeUndefined();
    expect(await numbersOf(book)).toEqual([
      [ids[0], 1],
      [ids[2], 2],
      [ids[3], 3],
    ]);
    expect(await bookRow(t.database.db, book)).toMatchObject({ totalViews: 17, totalLikes: 4, totalComments: 3 });

    // The story details list and the reader-facing counts follow.
    const details = await t.app.inject({ method: 'GET', url: `/api/story-details/${book}`, headers: bearer(author.token) });
    expect((details.json().chapters as { chapter_id: number; chapter_number: number }[]).map((c) => [c.chapter_id, c.chapter_number])).toEqual([
      [ids[0], 1],
      [ids[2], 2],
      [ids[3], 3],
    ]);

    // Deleting the first chapter shifts all the others; the next new chapter takes the next number.
    expect((await deleteChapter(author.token, ids[0]!)).statusCode).toBe(200);
    expect(await numbersOf(book)).toEqual([
      [ids[2], 1],
      [ids[3], 2],
    ]);
    expect(await bookRow(t.database.db, book)).toMatchObject({ totalViews: 7, totalLikes: 1, totalComments: 2 });
    const next = await postChapter(t.app, author.token, { book_id: book, title: 'Yeni', content: '<p>yeni</p>' });
    expect(next.json().chapter_number).toBe(3);

    // A second delete of the same chapter is a 404.
    const again = await deleteChapter(author.token, ids[0]!);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MSG.chapterNotFound);
  });

  it('never lowers the totals below zero', async () => {
    const book = await createStory(t.app, author);
    const id = await createChapter(t.app, author, { book_id: book });
    await t.database.db.update(chapters).set({ views: 50, likes: 5, comments: 5 }).where(eq(chapters.id, id));
    await t.database.db.update(books).set({ totalViews: 10, totalLikes: 1, totalComments: 0 }).where(eq(books.id, book));
    expect((await deleteChapter(author.token, id)).statusCode).toBe(200);
    expect(await bookRow(t.database.db, book)).toMatchObject({ totalViews: 0, totalLikes: 0, totalComments: 0 });
    expect(await numbersOf(book)).toEqual([]);
  });
});
