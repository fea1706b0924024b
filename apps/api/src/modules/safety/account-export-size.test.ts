import { accountExportSchema, SAFETY_MSG } from '@okuryazar/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type RegisteredUser } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { insertBook } from '../../../test/fixtures';

/*
 * Issue 26 item 5: the KVKK export of a big account was built in memory (+270 MB, every other
 * request stalled 3.2 s). It is streamed in keyset batches: these sizes cross every batch
 * boundary (2,000 rows; 50 chapters), and the document must still be whole, exact and in order.
 */

const NOTIFICATIONS = 4_500;
const LIBRARY = 2_100;
const CHAPTERS = 120;
const { t, reader, other } = useTestApp({ reader: { username: 'buyuk_okur' }, other: {} });
let storyId: number;

beforeAll(async () => {
  const db = t.database.db;
  await db.execute(sql`insert into notifications (user_id, sender_id, type, content) select ${reader.id}, ${other.id}, 'follow', 'takip ' || g from generate_series(1, ${NOTIFICATIONS}) g`);
  // Other people's books the reader keeps: one insert of a category's worth of books.
  await db.execute(sql`insert into books (author_id, title, description, category_id, is_published) select ${other.id}, 'Kitap ' || g, '', 1, true from generate_series(1, ${LIBRARY}) g`);
  await db.execute(sql`insert into library_entries (user_id, book_id) select ${reader.id}, id from books where author_id = ${other.id}`);
  const own = await insertBook(db, reader.id, {}, 0);
  storyId = own.id;
  await db.execute(sql`insert into chapters (book_id, chapter_number, title, content, is_published) select ${storyId}, g, 'Bölüm ' || g, '<p>' || repeat('söz ', 50) || g || '</p>', g % 2 = 0 from generate_series(1, ${CHAPTERS}) g`);
  // Messages both ways, interleaved in id order.
  for (let i = 0; i < 3; i += 1) {
    expect((await t.app.inject({ method: 'POST', url: '/api/messages', headers: bearer(reader.token), payload: { recipient_username: other.username, content: `giden ${i}` } })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/messages', headers: bearer(other.token), payload: { recipient_username: reader.username, content: `gelen ${i}` } })).statusCode).toBe(201);
  }
  await t.app.inject({ method: 'PUT', url: '/api/notifications/mark-all-read', headers: bearer(reader.token) });
}, 120_000);

const exportOf = (user: RegisteredUser) => t.app.inject({ method: 'GET', url: '/api/account/export', headers: bearer(user.token) });

describe('GET /api/account/export of a big account', { timeout: 120_000 }, () => {
  it('streams one whole document, every section complete and in order across batches', async () => {
    const res = await exportOf(reader);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const data = accountExportSchema.parse(res.json());
    expect(data.profile.username).toBe('buyuk_okur');
    expect(data.notifications).toHaveLength(NOTIFICATIONS);
    expect(data.notifications.every((n) => n.is_read)).toBe(true); // read through the reader's mark
    const ids = data.notifications.map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(NOTIFICATIONS);
    expect(data.library).toHaveLength(LIBRARY);
    const [story] = data.stories.filter((s) => s.book_id === storyId);
    expect(story!.chapters.map((c) => c.chapter_number)).toEqual(Array.from({ length: CHAPTERS }, (_, i) => i + 1));
    expect(story!.chapters.filter((c) => c.is_published)).toHaveLength(CHAPTERS / 2);
    expect(data.messages.map((m) => m.content)).toEqual(['giden 0', 'gelen 0', 'giden 1', 'gelen 1', 'giden 2', 'gelen 2']);
  });

  it('is limited to five a hour per account, with a Turkish 429; others are not affected', async () => {
    const answers: number[] = [];
    // The first test used one; four more are allowed.
    for (let i = 0; i < 5; i += 1) answers.push((await exportOf(reader)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 429]);
    const refused = await exportOf(reader);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: SAFETY_MSG.exportTooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await exportOf(other)).statusCode).toBe(200);
    t.clock.advance(3_600_001);
    expect((await exportOf(reader)).statusCode).toBe(200);
  });
});
