import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '../../../test/fixtures';
import { bearer, nextIp, openTestDatabase, registerAndLogin, type RegisteredUser } from '../../../test/helpers';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { books, chapters, users } from '../../db/schema';
import { pageRenderer, type MarkupRenderer } from './page-renderer';

/*
 * The server-rendered book page and reader (pages.routes.ts): rendered only for a valid page
 * cookie, from exactly the answer the API gives that reader, and never for what the API
 * refuses (the hiding matrix); everyone and everything else gets the shell.
 */
const TEMPLATE =
  '<!doctype html>\n<html lang="tr">\n<head><title>Okuryazar</title><script>1</script>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/api-1.js"></head>\n' +
  '<body><div id="root"></div></body>\n</html>';

/** The web build's render stands in as the answer itself, so a test can see everything the page was made from. */
let renderMarkup: MarkupRenderer = ({ page, json, renderedAt }) => `<h1>${page}</h1><time>${renderedAt}</time><pre>${json.replace(/</g, '&lt;')}</pre>`;

const work = mkdtempSync(path.join(os.tmpdir(), 'okuryazar-pages-'));
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  const webDist = path.join(work, 'web');
  mkdirSync(webDist, { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  database = await openTestDatabase();
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(work, 'data'), JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing', TRUST_PROXY: 'true' }), webDistDir: webDist };
  const renderer = pageRenderer(TEMPLATE, { reader: { css: ['assets/Reader-1.css'], js: ['assets/Reader-1.js'] } }, (input) => renderMarkup(input));
  app = await buildApp(config, { database, logger: false, schedulerIntervalMs: false, jobs: false, trending: false, pageRenderer: renderer });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A signed-in reader: the token and the page cookie a login hands out. */
async function reader(overrides: Parameters<typeof registerAndLogin>[1] = {}): Promise<RegisteredUser & { cookie: string }> {
  const user = await registerAndLogin(app, overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': nextIp() }, payload: { email: user.email, password: user.password } });
  const line = String(res.headers['set-cookie']).split(';')[0]!;
  return { ...user, token: res.json().token as string, cookie: line };
}

const page = (url: string, cookie?: string, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url, headers: cookie ? { cookie } : {} });

/** The data block of a rendered page. */
function dataOf(html: string): { page: string; path: string; userId: number; renderedAt: number; data: unknown; companions?: Record<string, unknown> } {
  const match = /<script type="application\/json" id="ssr-data">([^]*?)<\/script>/.exec(html);
  expect(match, 'the page has no data block').not.toBeNull();
  return JSON.parse(match![1]!);
}

/** A page without the clock it was written as of (two renders of one page differ in it alone). */
const withoutClock = (html: string) => html.replace(/"renderedAt":\d+/, '').replace(/<time>\d+<\/time>/, '');

function expectShell(res: { statusCode: number; body: string; headers: Record<string, unknown> }, secret?: string) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body).toBe(TEMPLATE);
  if (secret) expect(res.body).not.toContain(secret);
}

let author: RegisteredUser & { cookie: string };
let okur: RegisteredUser & { cookie: string };
beforeAll(async () => {
  author = await reader();
  okur = await reader();
});

describe('the reader and the book page rendered on the server', () => {
  it('renders the reader from exactly the answer the API gives that reader, for them alone', async () => {
    const book = await insertBook(app.ctx.db, author.id, { title: 'Sunucuda Çizilen' });
    const url = `/read/${book.id}/${book.chapterIds[0]}`;
    const before = Date.now();
    const res = await page(url, okur.cookie);
    const after = Date.now();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(res.headers['content-encoding']).toBeUndefined();
    // Compressed for a browser that accepts it: the same page, a fraction of the bytes.
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      const packed = await app.inject({ method: 'GET', url, headers: { cookie: okur.cookie, 'accept-encoding': accept } });
      expect(packed.headers['content-encoding']).toBe(encoding);
      // The same page, rendered again as of its own clock.
      expect(withoutClock(decode(packed.rawPayload).toString('utf8'))).toBe(withoutClock(res.body));
      expect(packed.rawPayload.length).toBeLessThan(res.body.length);
    }
    const api = await app.inject({ method: 'GET', url: `/api/bookReader/books/${book.id}/${book.chapterIds[0]}`, headers: bearer(okur.token) });
    const { renderedAt, ...block } = dataOf(res.body);
    expect(block).toEqual({ page: 'reader', path: url, userId: okur.id, data: api.json() });
    // The markup is written as of the clock the block hands to the browser's hydration ("3 gün önce" alike on both).
    expect(renderedAt).toBeGreaterThanOrEqual(before);
    expect(renderedAt).toBeLessThanOrEqual(after);
    expect(res.body).toContain(`<div id="root" data-ssr-page="reader"><h1>reader</h1><time>${renderedAt}</time>`);
    expect(res.body).toContain('Metin 1');
    // The page's own stylesheets and code in the head; the stored settings on <html>.
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/Reader-1.css"><link rel="x-held-modulepreload" crossorigin href="/assets/Reader-1.js"></head>');
    // The app's code is held back until the page has painted (index.html's last script starts it).
    expect(res.body).toContain('<script type="x-held/module" crossorigin src="/assets/index-1.js"></script><link rel="x-held-modulepreload" crossorigin href="/assets/api-1.js">');
    expect(res.body).not.toMatch(/type="module"|rel="modulepreload"/);
    expect(res.body).toContain('<html lang="tr" data-ssr data-theme="light" data-reader-size="3" data-reader-font="serif" data-reader-leading="2" data-reader-width="normal" data-reader>');
    const head = await page(url, okur.cookie, 'HEAD');
    expect([head.statusCode, head.headers['cache-control']]).toEqual([200, 'private, no-cache']);
  });

  it('renders the book page from the API answer, with the reader’s own stored typography', async () => {
    const book = await insertBook(app.ctx.db, author.id, { title: 'Kitap Sayfası Sunucuda' });
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/settings/reading',
      headers: bearer(okur.token),
      payload: { font_size: 5, font_family: 'sans', line_height: 3, width: 'wide', theme: 'sepia', hidden_warnings: [], hidden_tags: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    let res = await page(`/book/${book.id}`, okur.cookie);
    const api = await app.inject({ method: 'GET', url: `/api/books/${book.id}`, headers: bearer(okur.token) });
    expect(dataOf(res.body).data).toEqual(api.json());
    // The read button's progress comes with it, as the progress call answers it: none yet, then the place saved.
    expect(dataOf(res.body).companions).toEqual({ progress: { last_chapter_id: null, position_in_chapter: null } });
    const read = await app.inject({
      method: 'POST',
      url: '/api/bookReader/progress/save',
      headers: bearer(okur.token),
      payload: { bookId: book.id, chapterId: book.chapterIds[1], position: { scrollY: 120, timestamp: 1 } },
    });
    expect(read.statusCode, read.body).toBeLessThan(300);
    res = await page(`/book/${book.id}`, okur.cookie);
    const progress = await app.inject({ method: 'GET', url: `/api/bookReader/progress/${book.id}`, headers: bearer(okur.token) });
    expect(progress.json().last_chapter_id).toBe(book.chapterIds[1]);
    expect(dataOf(res.body).companions).toEqual({ progress: progress.json() });
    expect(res.body).toContain('<html lang="tr" data-ssr data-theme="sepia" data-reader-size="5" data-reader-font="sans" data-reader-leading="3" data-reader-width="wide">');
    // No assets were listed for the book page: nothing is added to its head.
    expect(res.body).toContain('<link rel="x-held-modulepreload" crossorigin href="/assets/api-1.js"></head>');
  });

  it('is the shell for a visitor, a bearer token, another site’s cookie, a forged or ended session', async () => {
    const book = await insertBook(app.ctx.db, author.id, { title: 'Kimsenin Değil' });
    const url = `/read/${book.id}/${book.chapterIds[0]}`;
    expectShell(await page(url), 'Kimsenin Değil');
    expectShell(await app.inject({ method: 'GET', url, headers: bearer(okur.token) }), 'Kimsenin Değil');
    expectShell(await page(url, `okuryazar_oturum=${okur.token}`), 'Kimsenin Değil');
    expectShell(await page(url, `${okur.cookie}x`), 'Kimsenin Değil');
    const ended = await reader();
    expect((await page(url, ended.cookie)).body).toContain('data-ssr-page="reader"');
    // A password change, a suspension or a deletion moves the session's version: the cookie dies with it.
    await app.ctx.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, ended.id));
    expectShell(await page(url, ended.cookie), 'Kimsenin Değil');
  });

  it('keeps out of the page everything the API keeps from that reader', async () => {
    const minor = await reader({ birthDate: '2014-03-01' });
    const blocked = await reader();
    const blocker = await reader();
    const visible = await insertBook(app.ctx.db, author.id, { title: 'Görünen Hikaye' });
    const draftOnly = await insertBook(app.ctx.db, author.id, { title: 'Taslak Hikaye', isPublished: false });
    const mature = await insertBook(app.ctx.db, author.id, { title: 'Yetişkin Hikaye', isMatureContent: true });
    // As moderation removes (moderation/remove-content.ts): hidden and unpublished.
    const removed = await insertBook(app.ctx.db, author.id, { title: 'Kaldırılan Hikaye', removedAt: new Date(), isPublished: false });
    const removedChapter = await insertBook(app.ctx.db, author.id, { title: 'Bölümü Kaldırılan' });
    await app.ctx.db.update(chapters).set({ removedAt: new Date(), isPublished: false, title: 'Kaldırılan Bölüm' }).where(eq(chapters.id, removedChapter.chapterIds[1]!));
    const deleted = await insertBook(app.ctx.db, author.id, { title: 'Silinen Hikaye', deletedAt: new Date(), isPublished: false });
    await app.ctx.db.update(chapters).set({ isPublished: false, title: 'Taslak Bölüm' }).where(eq(chapters.id, visible.chapterIds[1]!));
    const blockedByAuthor = await app.inject({ method: 'POST', url: `/api/blocks/${blocked.id}`, headers: bearer(author.token) });
    expect(blockedByAuthor.statusCode, blockedByAuthor.body).toBeLessThan(300);
    const blockingAuthor = await app.inject({ method: 'POST', url: `/api/blocks/${author.id}`, headers: bearer(blocker.token) });
    expect(blockingAuthor.statusCode, blockingAuthor.body).toBeLessThan(300);

    /** The page holds exactly the API's answer to that reader, or is the shell when the API refuses. */
    async function expectSameAsApi(what: string, who: { token: string; cookie: string }, apiUrl: string, pageUrl: string, secret: string) {
      const api = await app.inject({ method: 'GET', url: apiUrl, headers: bearer(who.token) });
      const res = await page(pageUrl, who.cookie);
      if (api.statusCode === 200) expect([what, dataOf(res.body).data]).toEqual([what, api.json()]);
      else expectShell(res, secret);
      return api.statusCode;
    }
    // [what, who, story, chapter index, words only it holds, the reader call's status]
    const cases: [string, RegisteredUser & { cookie: string }, { id: number; chapterIds: number[] }, number, string, number][] = [
      ['a draft chapter', okur, visible, 1, 'Taslak Bölüm', 404],
      ['a story with no published chapter', okur, draftOnly, 0, 'Taslak Hikaye', 404],
      ['a mature story for a minor', minor, mature, 0, 'Yetişkin Hikaye', 404],
      ['a story removed by moderation', okur, removed, 0, 'Kaldırılan Hikaye', 404],
      ['a chapter removed by moderation', okur, removedChapter, 1, 'Kaldırılan Bölüm', 404],
      ['a deleted story', okur, deleted, 0, 'Silinen Hikaye', 404],
      // A block keeps stories out of lists and interactions, not from a link (docs/PRODUCT.md#api-conventions): the page is what the API answers.
      ['the story of an author who blocked the reader', blocked, visible, 0, 'Görünen Hikaye', 200],
      ['the story of an author the reader blocked', blocker, visible, 0, 'Görünen Hikaye', 200],
    ];
    for (const [what, who, book, chapterIndex, secret, status] of cases) {
      const chapterId = book.chapterIds[chapterIndex]!;
      const readerStatus = await expectSameAsApi(what, who, `/api/bookReader/books/${book.id}/${chapterId}`, `/read/${book.id}/${chapterId}`, secret);
      expect([what, readerStatus]).toEqual([what, status]);
      await expectSameAsApi(what, who, `/api/books/${book.id}`, `/book/${book.id}`, secret);
    }
    // The same reader still gets the pages the API gives them; the minor, a story without a warning.
    expect((await page(`/read/${visible.id}/${visible.chapterIds[0]}`, minor.cookie)).body).toContain('Görünen Hikaye');
    // The draft chapter is absent from the rendered book page's chapter list, as from the API's.
    expect((await page(`/book/${visible.id}`, okur.cookie)).body).not.toContain('Taslak Bölüm');
  });

  it('writes the answer so no text of it can close the data block', async () => {
    const book = await insertBook(app.ctx.db, author.id, { title: '</script><script>alert(1)</script><!--' });
    const res = await page(`/book/${book.id}`, okur.cookie);
    expect(res.body.match(/<script/g)).toHaveLength(3);
    expect((dataOf(res.body).data as { book: { title: string } }).book.title).toBe('</script><script>alert(1)</script><!--');
  });

  it('sends the shell when part of the page could not be rendered on the server, and answers paths that are not ids as any unknown path', async () => {
    const book = await insertBook(app.ctx.db, author.id);
    const rendered = renderMarkup;
    renderMarkup = () => '<main><!--$!--><template></template></main>';
    try {
      expectShell(await page(`/read/${book.id}/${book.chapterIds[0]}`, okur.cookie));
      // A render that fails outright (a broken build, a worker gone) leaves the page working too.
      renderMarkup = () => Promise.reject(new Error('worker exited with code 1'));
      expectShell(await page(`/book/${book.id}`, okur.cookie));
    } finally {
      renderMarkup = rendered;
    }
    expectShell(await page('/read/abc/1', okur.cookie));
    expectShell(await page('/book/99999999999', okur.cookie));
    const file = await page(`/read/${book.id}/1.js`, okur.cookie);
    expect(file.statusCode).toBe(404);
    // Only the two pages are rendered: every other page is the shell, cookie or not.
    expectShell(await page('/dashboard', okur.cookie));
    await app.ctx.db.update(books).set({ title: 'Değişti' }).where(eq(books.id, book.id));
    expect((await page(`/book/${book.id}`, okur.cookie)).body).toContain('Değişti');
  });
});
