import { DB_INT_MAX, ERROR_CODES, LIMITS, MSG } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chapters, readingProgress } from '../src/db/schema';
import { createChapter, createStory, postChapter } from './authoring';
import { insertBook } from './fixtures';
import { bearer, nextIp } from './helpers';
import { useTestApp } from './app-fixture';
import { storedText } from './paragraphs';

const { t, author, reader } = useTestApp({ author: {}, reader: {} });
let bookId: number;

beforeAll(async () => {
  bookId = await createStory(t.app, author, { title: 'Sınır Hikayesi' });
});

const json = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: string | object) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-forwarded-for': nextIp(), ...(token ? bearer(token) : {}), ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });

describe('deeply nested JSON', () => {
  it.each([
    ['an array', '['.repeat(5000) + ']'.repeat(5000)],
    ['an object', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)],
    ['a field', `{"email":"a@b.co","password":${'['.repeat(5000)}${']'.repeat(5000)}}`],
  ])('is a Turkish 400 on login for %s of 5000 levels', async (_label, body) => {
    const res = await json('POST', '/api/auth/login', null, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.jsonTooDeep, code: ERROR_CODES.VALIDATION });
  });

  it('accepts nesting up to the limit and brackets inside strings', async () => {
    const atLimit = '['.repeat(LIMITS.jsonMaxDepth - 1) + ']'.repeat(LIMITS.jsonMaxDepth - 1);
    const res = await json('POST', '/api/auth/login', null, `{"email":"yok@gmail.com","password":"${'['.repeat(100)}","x":${atLimit}}`);
    expect(res.statusCode).toBe(401);
  });
});

describe('ids beyond the database integer range', () => {
  it('are a 400 in JSON bodies, not a database error', async () => {
    const book = await insertBook(t.database.db, author.id);
    const cases: [string, string, object][] = [
      ['POST', '/api/discover/follow', { authorId: DB_INT_MAX + 1 }],
      ['POST', '/api/discover/unfollow', { authorId: DB_INT_MAX + 1 }],
      ['POST', '/api/stories/chapters', { book_id: DB_INT_MAX + 1, title: 'a', content: '<p>a</p>' }],
      ['POST', '/api/stories/chapters', { book_id: bookId, chapter_id: DB_INT_MAX + 1, title: 'a', content: '<p>a</p>' }],
      ['POST', '/api/bookReader/progress/save', { bookId: book.id, chapterId: DB_INT_MAX + 1 }],
      ['POST', `/api/bookReader/books/${book.id}/chapters/${book.chapterIds[0]}/comments`, { content: 'Yorum', parentCommentId: DB_INT_MAX + 1 }],
      ['POST', '/api/community/posts', { userId: DB_INT_MAX + 1, content: 'Gönderi' }],
    ];
    for (const [method, url, body] of cases) {
      const res = await json(method as 'POST', url, author.token, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json().code).toBe(ERROR_CODES.VALIDATION);
    }
  });

  it('are a 400 in query strings and the largest id still works', async () => {
    expect((await json('GET', `/api/notifications?before=${DB_INT_MAX + 1}`, reader.token)).statusCode).toBe(400);
    const ok = await json('GET', `/api/notifications?before=${DB_INT_MAX}`, reader.token);
    expect(ok.statusCode).toBe(200);
  });
});

describe('progress timestamps', () => {
  it('refuses 1e300 and keeps a sane one', async () => {
    const book = await insertBook(t.database.db, author.id);
    const save = (timestamp: number) =>
      json('POST', '/api/bookReader/progress/save', reader.token, { bookId: book.id, chapterId: book.chapterIds[0], position: { scrollY: 5, timestamp } });
    expect((await save(1e300)).statusCode).toBe(400);
    expect((await save(1_700_000_000_000)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(readingProgress).where(eq(readingProgress.bookId, book.id));
    expect(row!.positionTimestamp).toBe(1_700_000_000_000);
  });
});

describe('NUL in query strings and path parameters', () => {
  it('is stripped like in bodies, so it never reaches the database', async () => {
    expect((await json('GET', '/api/search/search?query=%00', reader.token)).statusCode).toBe(200);
    expect((await json('GET', '/api/search/search?query=Sin%00ir', reader.token)).statusCode).toBe(200);
    const byName = await json('GET', `/api/messages/users/${encodeURIComponent(author.username.slice(0, 3))}%00${encodeURIComponent(author.username.slice(3))}`, reader.token);
    expect(byName.statusCode).toBe(200);
    expect((await json('GET', '/api/messages/users/%00', reader.token)).statusCode).toBe(400);
  });
});

describe('chapter HTML nesting and size', () => {
  it('refuses 130,000 nested <b> before sanitising, with a Turkish 400', async () => {
    const res = await postChapter(t.app, author.token, { book_id: bookId, title: 'İç içe', content: '<b>'.repeat(130_000) + 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.chapterNestingTooDeep, code: ERROR_CODES.VALIDATION });
  });

  it('accepts formatting at the nesting limit', async () => {
    const tags = ['strong', 'em', 's', 'b', 'i'];
    const names = ['p', ...Array.from({ length: LIMITS.chapterHtmlMaxDepth - 1 }, (_, i) => tags[i % tags.length]!)];
    const html = names.map((n) => `<${n}>`).join('') + 'Derin metin' + [...names].reverse().map((n) => `</${n}>`).join('');
    const id = await createChapter(t.app, author, { book_id: bookId, content: html });
    const [row] = await t.database.db.select().from(chapters).where(eq(chapters.id, id));
    expect(row!.content).toEqual(storedText(html));
  });

  it('drops empty formatting, so stored size follows the visible text', async () => {
    const id = await createChapter(t.app, author, { book_id: bookId, content: `<p>a${'<b><i></i></b><strong></strong>'.repeat(5000)}b</p>` });
    const [row] = await t.database.db.select().from(chapters).where(eq(chapters.id, id));
    expect(row!.content).toEqual(storedText('<p>ab</p>'));
  });

  it('refuses markup out of all proportion to its text', async () => {
    const deep = '<b><i><s><em><strong>'.repeat(3) + 'a' + '</strong></em></s></i></b>'.repeat(3);
    const res = await postChapter(t.app, author.token, { book_id: bookId, title: 'Ağır', content: `<p>${deep.repeat(2000)}</p>` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.chapterMarkupTooHeavy, code: ERROR_CODES.VALIDATION });
  });

  it('saves a worst-case allowed chapter (maximum size at the nesting limit) through the worker pool', async () => {
    const tags = ['strong', 'em', 's', 'b', 'i'];
    const names = ['p', ...Array.from({ length: LIMITS.chapterHtmlMaxDepth - 1 }, (_, i) => tags[i % tags.length]!)];
    const block = names.map((n) => `<${n}>`).join('') + 'Uzun bir cümle.' + [...names].reverse().map((n) => `</${n}>`).join('');
    const content = block.repeat(Math.floor((LIMITS.chapterMaxChars * 4) / block.length));
    const id = await createChapter(t.app, author, { book_id: bookId, content });
    const [row] = await t.database.db.select().from(chapters).where(eq(chapters.id, id));
    expect(row!.content).toEqual(storedText(content));
  });
});
