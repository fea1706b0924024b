import { DOMParser } from '@xmldom/xmldom';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { books, chapters, jobs } from '../../db/schema';
import { MSG } from '@okuryazar/shared';
import { readdir } from 'node:fs/promises';
import { createChapter, createStory } from '../../../test/authoring';
import { bearer, registerAndLogin } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { EPUB_EXPORT_KIND, EPUB_EXPORTS_PER_HOUR, epubDir } from './epub.service';

const { t, author, other } = useTestApp({ author: {}, other: {} }, { build: { schedulerIntervalMs: false } });
let bookId: number;
let published: number[];

beforeAll(async () => {
  bookId = await createStory(t.app, author, { title: 'Şiir & Çığlık <1>' });
  published = [
    await createChapter(t.app, author, { book_id: bookId, title: 'Giriş & "ilk" adım', content: '<p>Bir &amp; iki <strong>kalın</strong><br>satır</p><p>Üç&nbsp;dört &lt;etiket&gt; <em><s>eğik</s></em></p>', is_published: true }),
    await createChapter(t.app, author, { book_id: bookId, title: 'İkinci', content: '<p>Kapanmamış paragraf<p>ve bir tane daha', is_published: true }),
  ];
  await createChapter(t.app, author, { book_id: bookId, title: 'Gizli taslak', content: '<p>Yayımlanmadı</p>' });
});

const request = (token: string | null, id = bookId) =>
  t.app.inject({ method: 'GET', url: `/api/stories/${id}/epub`, headers: token ? bearer(token) : {} });

/** As the web does: ask, let the pipeline run, ask again for the file. */
async function download(token: string | null, id = bookId) {
  const first = await request(token, id);
  if (first.statusCode !== 202) return first;
  await t.app.jobs.runUntilIdle();
  return request(token, id);
}

const epubJobs = () => t.database.db.select().from(jobs).where(eq(jobs.kind, EPUB_EXPORT_KIND));

/** Parses XML strictly: any well-formedness error fails the test. */
function parseXml(text: string, name: string) {
  const errors: string[] = [];
  const doc = new DOMParser({
    errorHandler: { warning: () => undefined, error: (m: string) => errors.push(m), fatalError: (m: string) => errors.push(m) },
  }).parseFromString(text, 'application/xml');
  expect(errors, `${name}: ${errors.join('; ')}`).toEqual([]);
  return doc;
}

describe('GET /api/stories/{id}/epub', () => {
  it('answers only the author: other users and unknown stories 404, visitors 401', async () => {
    expect((await download(null)).statusCode).toBe(401);
    expect((await download(other.token)).statusCode).toBe(404);
    expect((await download(author.token, 999_999)).statusCode).toBe(404);
  });

  it('is a valid EPUB 3 zip: mimetype first and stored, container, package, nav, one XHTML per published chapter, cover', async () => {
    const res = await download(author.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/epub+zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="siir-ciglik-1\.epub"; filename\*=UTF-8''/);
    const bytes = new Uint8Array(res.rawPayload);

    // OCF: the first local file header is `mimetype`, method 0 (stored), no extra field.
    const header = Buffer.from(bytes.subarray(0, 30));
    expect(header.readUInt32LE(0)).toBe(0x04034b50);
    expect(header.readUInt16LE(8)).toBe(0);
    const nameLength = header.readUInt16LE(26);
    expect(header.readUInt16LE(28)).toBe(0);
    expect(Buffer.from(bytes.subarray(30, 30 + nameLength)).toString()).toBe('mimetype');
    expect(Buffer.from(bytes.subarray(30 + nameLength, 30 + nameLength + 20)).toString()).toBe('application/epub+zip');

    const files = unzipSync(bytes);
    expect(Object.keys(files)[0]).toBe('mimetype');
    const container = parseXml(strFromU8(files['META-INF/container.xml']!), 'container.xml');
    const opfPath = container.getElementsByTagName('rootfile')[0]!.getAttribute('full-path')!;
    expect(opfPath).toBe('OEBPS/content.opf');

    const opfText = strFromU8(files[opfPath]!);
    const opf = parseXml(opfText, 'content.opf');
    expect(opf.documentElement!.getAttribute('version')).toBe('3.0');
    const text = (tag: string) => opf.getElementsByTagName(tag)[0]?.textContent;
    expect(text('dc:title')).toBe('Şiir & Çığlık <1>');
    expect(text('dc:creator')).toBe(author.username);
    expect(text('dc:language')).toBe('tr');
    expect(text('dc:identifier')).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    const uid = opf.documentElement!.getAttribute('unique-identifier');
    expect(opf.getElementsByTagName('dc:identifier')[0]!.getAttribute('id')).toBe(uid);
    const metas = Array.from({ length: opf.getElementsByTagName('meta').length }, (_, i) => opf.getElementsByTagName('meta')[i]!);
    expect(metas.find((m) => m.getAttribute('property') === 'dcterms:modified')?.textContent).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    const items = Array.from({ length: opf.getElementsByTagName('item').length }, (_, i) => opf.getElementsByTagName('item')[i]!);
    const byId = new Map(items.map((item) => [item.getAttribute('id')!, item]));
    // Every manifest item exists in the zip.
    for (const item of items) expect(files[`OEBPS/${item.getAttribute('href')}`], item.getAttribute('href')!).toBeDefined();
    expect(items.filter((i) => i.getAttribute('properties') === 'nav')).toHaveLength(1);
    const cover = items.find((i) => i.getAttribute('properties') === 'cover-image');
    expect(cover?.getAttribute('media-type')).toBe('image/jpeg');
    expect(files[`OEBPS/${cover!.getAttribute('href')}`]![0]).toBe(0xff);

    const spine = Array.from({ length: opf.getElementsByTagName('itemref').length }, (_, i) => opf.getElementsByTagName('itemref')[i]!.getAttribute('idref')!);
    const chapterHrefs = spine.map((id) => byId.get(id)!.getAttribute('href')!).filter((href) => href.startsWith('chapter-'));
    expect(chapterHrefs).toEqual(['chapter-1.xhtml', 'chapter-2.xhtml']);

    const nav = parseXml(strFromU8(files['OEBPS/nav.xhtml']!), 'nav.xhtml');
    const links = Array.from({ length: nav.getElementsByTagName('a').length }, (_, i) => nav.getElementsByTagName('a')[i]!);
    expect(links.map((a) => a.getAttribute('href')).filter((h) => h!.startsWith('chapter-'))).toEqual(chapterHrefs);
    expect(links.map((a) => a.textContent)).toContain('Giriş & "ilk" adım');

    // Every XHTML file parses as XML; the chapters carry their text, the draft is absent.
    for (const [name, data] of Object.entries(files)) if (name.endsWith('.xhtml')) parseXml(strFromU8(data), name);
    const first = strFromU8(files['OEBPS/chapter-1.xhtml']!);
    expect(first).toContain('<strong>kalın</strong><br />satır');
    expect(parseXml(first, 'chapter-1').getElementsByTagName('p')[1]!.textContent).toBe('Üç\u00a0dört <etiket> eğik');
    expect(parseXml(strFromU8(files['OEBPS/chapter-2.xhtml']!), 'chapter-2').getElementsByTagName('p')).toHaveLength(2);
    expect(Object.values(files).some((data) => strFromU8(data, true).includes('Yayımlanmadı'))).toBe(false);
    expect(published).toHaveLength(2);
  });

  it('leaves the cover out when the story has none', async () => {
    const id = await createStory(t.app, author, { title: 'Kapaksız' });
    // Older stories (and imported ones) may have no cover at all.
    await t.database.db.update(books).set({ coverImageUrl: null }).where(eq(books.id, id));
    const res = await download(author.token, id);
    expect(res.statusCode).toBe(200);
    const epub = unzipSync(new Uint8Array(res.rawPayload));
    expect(strFromU8(epub['OEBPS/content.opf']!)).not.toContain('cover-image');
    expect(epub['OEBPS/cover.xhtml']).toBeUndefined();
  });
});

describe('EPUB through the pipeline (issue 26 item 5, issue 27 item 3)', () => {
  it('answers 202 at once with one job however often asked, then serves the file to its author only; a change makes a new file and removes the old', async () => {
    const writer = await registerAndLogin(t.app);
    const id = await createStory(t.app, writer, { title: 'Bekleyen Hikaye' });
    await createChapter(t.app, writer, { book_id: id, title: 'Tek', content: '<p>İlk metin</p>', is_published: true });
    const first = await request(writer.token, id);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ status: 'preparing', message: MSG.epubPreparing });
    // Nothing is written before the pipeline runs.
    expect((await readdir(epubDir(t)).catch(() => [])).filter((n) => n.startsWith(`${id}-`))).toEqual([]);
    expect((await request(writer.token, id)).statusCode).toBe(202);
    expect((await epubJobs()).filter((j) => j.key?.startsWith(`${id}-`))).toHaveLength(1);
    // Another account cannot start or fetch it.
    expect((await request(other.token, id)).statusCode).toBe(404);

    await t.app.jobs.runUntilIdle();
    const ready = await request(writer.token, id);
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['content-type']).toBe('application/epub+zip');
    expect(strFromU8(unzipSync(new Uint8Array(ready.rawPayload))['OEBPS/chapter-1.xhtml']!)).toContain('İlk metin');
    expect((await request(other.token, id)).statusCode).toBe(404);
    expect((await request(null, id)).statusCode).toBe(401);

    // An edit is a new version: prepared again, and the story's old file is swept.
    await createChapter(t.app, writer, { book_id: id, title: 'İki', content: '<p>İkinci metin</p>', is_published: true });
    expect((await request(writer.token, id)).statusCode).toBe(202);
    await t.app.jobs.runUntilIdle();
    const updated = await request(writer.token, id);
    expect(updated.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(updated.rawPayload))).filter((n) => n.includes('chapter-'))).toHaveLength(2);
    expect((await readdir(epubDir(t))).filter((n) => n.startsWith(`${id}-`))).toHaveLength(1);
  });

  it(`prepares at most ${EPUB_EXPORTS_PER_HOUR} new files per account and hour: the next is a Turkish 429; a ready file stays downloadable`, async () => {
    const writer = await registerAndLogin(t.app);
    const ids: number[] = [];
    for (let i = 0; i <= EPUB_EXPORTS_PER_HOUR; i++) ids.push(await createStory(t.app, writer, { title: `Sınır ${i}` }));
    for (const id of ids.slice(0, EPUB_EXPORTS_PER_HOUR)) expect((await request(writer.token, id)).statusCode).toBe(202);
    const refused = await request(writer.token, ids[EPUB_EXPORTS_PER_HOUR]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MSG.epubTooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await t.app.jobs.runUntilIdle();
    // Asking for a ready file, or again for a running one, costs nothing.
    expect((await request(writer.token, ids[0]!)).statusCode).toBe(200);
  });

  it('streams a 300-chapter story into one valid EPUB with every chapter in order', async () => {
    const writer = await registerAndLogin(t.app);
    const id = await createStory(t.app, writer, { title: 'Uzun Yol' });
    const now = new Date();
    const rows = Array.from({ length: 300 }, (_, i) => ({
      bookId: id,
      title: `Bölüm ${i + 1}`,
      content: `<p>Metin ${i + 1} ${'çok uzun bir cümle '.repeat(40)}</p><p>Kapanmamış<p>son`,
      chapterNumber: i + 1,
      isPublished: true,
      publishedAt: now,
    }));
    for (let i = 0; i < rows.length; i += 100) await t.database.db.insert(chapters).values(rows.slice(i, i + 100));
    const res = await download(writer.token, id);
    expect(res.statusCode).toBe(200);
    const bytes = new Uint8Array(res.rawPayload);
    expect(Buffer.from(bytes.subarray(30, 38)).toString()).toBe('mimetype');
    const files = unzipSync(bytes);
    expect(Object.keys(files)[0]).toBe('mimetype');
    const opf = parseXml(strFromU8(files['OEBPS/content.opf']!), 'content.opf');
    const spine = Array.from({ length: opf.getElementsByTagName('itemref').length }, (_, i) => opf.getElementsByTagName('itemref')[i]!.getAttribute('idref')!);
    expect(spine.filter((s) => s.startsWith('chapter-'))).toEqual(rows.map((_, i) => `chapter-${i + 1}`));
    const nav = parseXml(strFromU8(files['OEBPS/nav.xhtml']!), 'nav.xhtml');
    expect(nav.getElementsByTagName('a')[300]!.textContent).toBe('Bölüm 300');
    for (let i = 0; i < 300; i++) {
      const doc = parseXml(strFromU8(files[`OEBPS/chapter-${i + 1}.xhtml`]!), `chapter-${i + 1}`);
      expect(doc.getElementsByTagName('h1')[0]!.textContent).toBe(`Bölüm ${i + 1}`);
    }
    for (const item of Array.from({ length: opf.getElementsByTagName('item').length }, (_, i) => opf.getElementsByTagName('item')[i]!))
      expect(files[`OEBPS/${item.getAttribute('href')}`], item.getAttribute('href')!).toBeDefined();
  });
});
