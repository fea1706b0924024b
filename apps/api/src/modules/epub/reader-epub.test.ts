import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@okuryazar/shared';
import { users } from '../../db/schema';
import { createChapter, createStory } from '../../../test/authoring';
import { bearer, registerAndLogin } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { EPUB_READER_DOWNLOADS_PER_HOUR } from './epub.service';

const { t, author, reader } = useTestApp({ author: {}, reader: {} }, { build: { schedulerIntervalMs: false } });
let bookId: number;

beforeAll(async () => {
  bookId = await createStory(t.app, author, { title: 'Okurun Kopyası' });
  await createChapter(t.app, author, { book_id: bookId, title: 'Bir', content: '<p>Yayımlandı</p>', is_published: true });
  await createChapter(t.app, author, { book_id: bookId, title: 'Taslak', content: '<p>Gizli taslak metni</p>' });
});

const get = (url: string, token: string | null) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** As the web does: ask, let the pipeline run, ask again for the file. */
async function download(token: string | null, id = bookId) {
  const first = await get(`/api/books/${id}/epub`, token);
  if (first.statusCode !== 202) return first;
  await t.app.jobs.runUntilIdle();
  return get(`/api/books/${id}/epub`, token);
}

describe('GET /api/books/{id}/epub (a reader’s download)', () => {
  it('gives a reader the same file as the author’s, published chapters only; visitors 401, unknown books 404', async () => {
    expect((await download(null)).statusCode).toBe(401);
    expect((await download(reader.token, 999_999)).statusCode).toBe(404);
    const res = await download(reader.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/epub+zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="okurun-kopyasi\.epub"/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const chapterFiles = Object.keys(files).filter((name) => /chapter-\d+\.xhtml$/.test(name));
    expect(chapterFiles).toEqual(['OEBPS/chapter-1.xhtml']);
    expect(strFromU8(files['OEBPS/chapter-1.xhtml']!)).toContain('Yayımlandı');
    expect(Object.values(files).some((bytes) => strFromU8(bytes).includes('Gizli taslak metni'))).toBe(false);
    const own = await download(author.token);
    expect(own.statusCode).toBe(200);
    expect(Buffer.compare(own.rawPayload, res.rawPayload)).toBe(0);
    const authorCopy = await get(`/api/stories/${bookId}/epub`, author.token);
    expect(Buffer.compare(authorCopy.rawPayload, res.rawPayload)).toBe(0);
  });

  it('refuses what the reader may not open: an unpublished story, mature content for a minor, a suspended author', async () => {
    const draft = await createStory(t.app, author, { title: 'Yayımlanmamış' });
    await createChapter(t.app, author, { book_id: draft, title: 'Taslak', content: '<p>Taslak</p>' });
    expect((await download(reader.token, draft)).statusCode).toBe(404);

    const mature = await createStory(t.app, author, { title: 'Yetişkin', is_mature_content: 'true' });
    await createChapter(t.app, author, { book_id: mature, title: 'Bir', content: '<p>Yetişkin metin</p>', is_published: true });
    const minor = await registerAndLogin(t.app, { birthDate: '2014-03-01' });
    const refused = await download(minor.token, mature);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: MSG.bookNotFound });
    expect((await download(reader.token, mature)).statusCode).toBe(200);

    const suspended = await registerAndLogin(t.app);
    const theirs = await createStory(t.app, suspended, { title: 'Askıdaki' });
    await createChapter(t.app, suspended, { book_id: theirs, title: 'Bir', content: '<p>Metin</p>', is_published: true });
    expect((await download(reader.token, theirs)).statusCode).toBe(200);
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    expect((await download(reader.token, theirs)).statusCode).toBe(404);
  });

  it('refuses across a block, whoever blocked whom', async () => {
    const blocker = await registerAndLogin(t.app);
    const story = await createStory(t.app, blocker, { title: 'Engelli' });
    await createChapter(t.app, blocker, { book_id: story, title: 'Bir', content: '<p>Metin</p>', is_published: true });
    const blocked = await registerAndLogin(t.app);
    expect((await t.app.inject({ method: 'POST', url: `/api/blocks/${blocked.id}`, headers: bearer(blocker.token) })).statusCode).toBe(201);
    const res = await download(blocked.token, story);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'BLOCKED' });

    const blockingReader = await registerAndLogin(t.app);
    expect((await t.app.inject({ method: 'POST', url: `/api/blocks/${blocker.id}`, headers: bearer(blockingReader.token) })).statusCode).toBe(201);
    expect((await download(blockingReader.token, story)).statusCode).toBe(403);
  });

  it(`allows ${EPUB_READER_DOWNLOADS_PER_HOUR} downloads an hour per account, then 429 with a Turkish message`, async () => {
    const busy = await registerAndLogin(t.app);
    // The file is ready (the tests above prepared it): every request is a download.
    for (let i = 0; i < EPUB_READER_DOWNLOADS_PER_HOUR; i++) expect((await get(`/api/books/${bookId}/epub`, busy.token)).statusCode).toBe(200);
    const over = await get(`/api/books/${bookId}/epub`, busy.token);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ message: MSG.epubDownloadsTooMany });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another reader is not held back.
    expect((await get(`/api/books/${bookId}/epub`, reader.token)).statusCode).toBe(200);
  });
});
