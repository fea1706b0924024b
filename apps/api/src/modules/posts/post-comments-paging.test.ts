import { LIST_PAGE_MAX, type PostComment } from '@okuryazar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { postComments, posts } from '../../db/schema';
import { bearer } from '../../../test/helpers';
import { useTestApp } from '../../../test/app-fixture';
import { captureQueries, explainWithIndexesPreferred } from '../../../test/queries';

const { t, writer, reader } = useTestApp({ writer: {}, reader: {} });
let postId: number;
let seeded: number[];

beforeAll(async () => {
  const [post] = await t.database.db.insert(posts).values({ userId: writer.id, content: 'Çok yorum alan gönderi', createdAt: new Date('2026-06-01T08:00:00Z') }).returning({ id: posts.id });
  postId = post!.id;
  // 120 comments, three per second: the id breaks the created_at ties.
  const rows = await t.database.db
    .insert(postComments)
    .values(
      Array.from({ length: 120 }, (_, i) => ({
        postId,
        userId: reader.id,
        content: `Yorum ${i + 1}`,
        createdAt: new Date(Date.parse('2026-06-01T09:00:00Z') + Math.floor(i / 3) * 1000),
      })),
    )
    .returning({ id: postComments.id });
  seeded = rows.map((r) => r.id);
});

async function page(prefix: string, query = ''): Promise<PostComment[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/${prefix}/posts/${postId}/comments${query}`, headers: bearer(reader.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PostComment[];
}

describe('GET /{community,discover}/posts/:postId/comments paging', () => {
  for (const prefix of ['community', 'discover']) {
    it(`${prefix}: 50 per call oldest first, ?after=<id> to the end, each comment once while a new one arrives`, async () => {
      const first = await page(prefix);
      expect(first.map((c) => c.comment_id)).toEqual(seeded.slice(0, LIST_PAGE_MAX));
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/${prefix}/posts/${postId}/comments`,
        headers: bearer(writer.token),
        payload: { content: `Araya giren yorum (${prefix})` },
      });
      expect(added.statusCode, added.body).toBe(201);
      seeded.push(added.json().commentId);

      const seen = [...first];
      let last = first;
      while (last.length === LIST_PAGE_MAX) {
        last = await page(prefix, `?after=${last.at(-1)!.comment_id}`);
        seen.push(...last);
      }
      expect(seen.map((c) => c.comment_id)).toEqual(seeded);
    });
  }

  it('refuses out-of-range cursors and limits with 400', async () => {
    for (const bad of ['after=0', 'after=2147483648', 'limit=0', 'limit=51']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/community/posts/${postId}/comments?${bad}`, headers: bearer(reader.token) });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it.runIf(process.env.DATABASE_URL)('pages comments through the (post_id, created_at, id) index on PostgreSQL', async () => {
    const queries = await captureQueries(t.database, () => page('community', `?after=${seeded[10]}`));
    const list = queries.find((q) => /from "post_comments" inner join/.test(q.sql))!;
    expect(await explainWithIndexesPreferred(t.database, list)).toContain('post_comments_post_idx');
  });
});
