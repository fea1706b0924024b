import { LIST_PAGE_MAX, MSG, REPLIES_PREVIEW, type ReaderComment } from '@okuryazar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../db/schema';
import { insertBook } from '../../../test/fixtures';
import { bearer } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { captureQueries, explainWithIndexesPreferred } from '../../../test/queries';

const { t, author, reader } = useTestApp({ author: {}, reader: {} });
let book: { id: number; chapterIds: number[] };

beforeAll(async () => {
  book = await insertBook(t.database.db, author.id, {}, 3);
});

const BASE = Date.parse('2026-06-01T08:00:00Z');

/** Inserts comments straight into the table; three at a time share a created_at, so the id must break ties. */
async function seedComments(chapterId: number, count: number, parentCommentId: number | null = null): Promise<number[]> {
  const rows = await t.database.db
    .insert(comments)
    .values(
      Array.from({ length: count }, (_, i) => ({
        chapterId,
        userId: reader.id,
        parentCommentId,
        content: `Yorum ${i + 1}`,
        createdAt: new Date(BASE + Math.floor(i / 3) * 1000),
      })),
    )
    .returning({ id: comments.id });
  return rows.map((r) => r.id);
}

async function page(chapterId: number, query = ''): Promise<ReaderComment[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/bookReader/chapters/${chapterId}/comments${query}`, headers: bearer(reader.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReaderComment[];
}
const topLevel = (list: ReaderComment[]) => list.filter((c) => c.parent_comment_id === null);

describe('GET /bookReader/chapters/:chapterId/comments paging', () => {
  it('serves 120 comments 50 at a time, each exactly once, while a new one arrives between pages', async () => {
    const chapterId = book.chapterIds[0]!;
    const seeded = await seedComments(chapterId, 120);

    const first = await page(chapterId);
    expect(first).toHaveLength(LIST_PAGE_MAX);
    expect(first.map((c) => c.comment_id)).toEqual(seeded.slice(0, LIST_PAGE_MAX));

    // A reader comments while another is paging: it lands after the seeded ones, once.
    t.clock.set(Date.parse('2026-06-15T10:00:00Z'));
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/bookReader/books/${book.id}/chapters/${chapterId}/comments`,
      headers: bearer(author.token),
      payload: { content: 'Sayfalar arasında gelen yorum' },
    });
    expect(posted.statusCode, posted.body).toBe(201);

    const seen = [...first];
    let last = first;
    let calls = 1;
    while (topLevel(last).length === LIST_PAGE_MAX) {
      last = await page(chapterId, `?after=${topLevel(last).at(-1)!.comment_id}`);
      seen.push(...last);
      calls += 1;
    }
    const ids = seen.map((c) => c.comment_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...seeded, posted.json().comment_id]);
    expect(calls).toBe(3);
  });

  it('brings the first replies of each comment with a reply count, and pages the rest by ?parent', async () => {
    const chapterId = book.chapterIds[1]!;
    const [lonely, busy] = await seedComments(chapterId, 2);
    const replies = await seedComments(chapterId, 7, busy!);

    const list = await page(chapterId);
    expect(list.map((c) => c.comment_id)).toEqual([lonely, busy, ...replies.slice(0, REPLIES_PREVIEW)]);
    expect(list[0]).toMatchObject({ replies_count: 0 });
    expect(list[1]).toMatchObject({ replies_count: 7 });

    const firstReplies = await page(chapterId, `?parent=${busy}&limit=5`);
    expect(firstReplies.map((c) => c.comment_id)).toEqual(replies.slice(0, 5));
    const rest = await page(chapterId, `?parent=${busy}&after=${firstReplies.at(-1)!.comment_id}&limit=5`);
    expect(rest.map((c) => c.comment_id)).toEqual(replies.slice(5));

    // A reply is not a parent, and a comment of another chapter is not found here.
    const asParent = await t.app.inject({ method: 'GET', url: `/api/bookReader/chapters/${chapterId}/comments?parent=${replies[0]}`, headers: bearer(reader.token) });
    expect(asParent.statusCode).toBe(404);
    expect(asParent.json().message).toBe(MSG.commentNotFound);
    const elsewhere = await t.app.inject({ method: 'GET', url: `/api/bookReader/chapters/${book.chapterIds[2]}/comments?parent=${busy}`, headers: bearer(reader.token) });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses out-of-range cursors and limits with a Turkish 400', async () => {
    for (const bad of ['after=0', 'after=-3', 'after=2147483648', 'after=1.5', 'parent=99999999999', 'limit=0', 'limit=51', 'limit=x']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/bookReader/chapters/${book.chapterIds[0]}/comments?${bad}`, headers: bearer(reader.token) });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toBe(MSG.badRequest);
    }
  });

  it.runIf(process.env.DATABASE_URL)('pages top-level comments and replies through indexes on PostgreSQL', async () => {
    const chapterId = book.chapterIds[0]!;
    const [one] = await page(chapterId);
    const queries = await captureQueries(t.database, () => page(chapterId, `?after=${one!.comment_id}`));
    const top = queries.find((q) => /"parent_comment_id" is null/.test(q.sql))!;
    expect(await explainWithIndexesPreferred(t.database, top)).toContain('comments_chapter_top_idx');
    const ranked = queries.find((q) => /row_number\(\)/.test(q.sql))!;
    expect(await explainWithIndexesPreferred(t.database, ranked)).toContain('comments_parent_idx');
  });
});
