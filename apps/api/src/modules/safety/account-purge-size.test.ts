import { SAFETY_MSG } from '@okuryazar/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBook } from '../../../test/fixtures';
import { bearer } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';

/*
 * Issue 26 item 4: deleting an account of any size answers at once and purges in the
 * background in batches. The sizes cross every batch (5,000 rows; 1,000 retired comments) and
 * the old single-transaction path's limits (more than 10,000 ids of answered comments would
 * have been bind parameters).
 */

const COMMENTS = 2_600;
const ANSWERED = 1_300;
const NOTIFICATIONS = 12_000;
const FOLLOWERS = 6_000;
const { t, leaver, other } = useTestApp({ leaver: {}, other: {} });
let othersChapter: number;
let othersBook: number;

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await t.database.db.execute(query)) as unknown as { rows?: { n: number }[] } | { n: number }[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return Number(rows[0]!.n);
}

beforeAll(async () => {
  const db = t.database.db;
  const book = await insertBook(db, other.id);
  othersBook = book.id;
  othersChapter = book.chapterIds[0]!;
  await insertBook(db, leaver.id, {}, 3);
  await insertBook(db, leaver.id, {}, 2);
  // The leaver's comments on the other's chapter; the first ANSWERED of them get a reply.
  await db.execute(sql`insert into comments (chapter_id, user_id, content) select ${othersChapter}, ${leaver.id}, 'yorum ' || g from generate_series(1, ${COMMENTS}) g`);
  await db.execute(sql`
    insert into comments (chapter_id, user_id, content, parent_comment_id)
    select ${othersChapter}, ${other.id}, 'yanıt', id from comments where user_id = ${leaver.id} order by id limit ${ANSWERED}`);
  await db.execute(sql`update chapters set comments = (select count(*) from comments where chapter_id = ${othersChapter}) where id = ${othersChapter}`);
  await db.execute(sql`update books set total_comments = (select count(*) from comments c join chapters ch on ch.id = c.chapter_id where ch.book_id = ${othersBook}) where id = ${othersBook}`);
  await db.execute(sql`insert into notifications (user_id, sender_id, type, content) select ${leaver.id}, ${other.id}, 'follow', 'x' from generate_series(1, ${NOTIFICATIONS}) g`);
  await db.execute(sql`
    insert into users (email, username, password_hash, birth_date)
    select 'takipci' || g || '@gmail.com', 'takipci_' || g, 'x', '1990-01-01' from generate_series(1, ${FOLLOWERS}) g`);
  await db.execute(sql`insert into follows (follower_id, followed_id) select id, ${leaver.id} from users where username like 'takipci\\_%'`);
}, 120_000);

describe('DELETE /api/account of a big account', { timeout: 120_000 }, () => {
  it('answers at once, hides everything, and the purge leaves no row and right counters', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: bearer(leaver.token), payload: { password: leaver.password } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: SAFETY_MSG.accountDeleted });
    // Hidden before the purge ran: their comments are not in the chapter's list.
    const page = await t.app.inject({ method: 'GET', url: `/api/bookReader/chapters/${othersChapter}/comments`, headers: bearer(other.token) });
    expect(page.statusCode, page.body).toBe(200);
    expect(JSON.stringify(page.json())).not.toContain('yorum 1');

    await t.app.jobs.runUntilIdle();
    expect(await count(sql`select count(*)::int as n from users where id = ${leaver.id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from books where author_id = ${leaver.id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from notifications where user_id = ${leaver.id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from follows where followed_id = ${leaver.id}`)).toBe(0);
    // Answered comments stay as placeholders, each with its reply; the rest are gone.
    expect(await count(sql`select count(*)::int as n from comments where deleted_at is not null and user_id is null`)).toBe(ANSWERED);
    expect(await count(sql`select count(*)::int as n from comments where chapter_id = ${othersChapter} and deleted_at is null`)).toBe(ANSWERED);
    expect(await count(sql`select comments as n from chapters where id = ${othersChapter}`)).toBe(ANSWERED);
    expect(await count(sql`select total_comments as n from books where id = ${othersBook}`)).toBe(ANSWERED);
    expect(await count(sql`select count(*)::int as n from jobs where kind = 'purge.account'`)).toBe(0);
  });
});
