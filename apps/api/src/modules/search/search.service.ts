import { foldQuery, trLower, type SearchResponse } from '@okuryazar/shared';
import { desc, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { books, users } from '../../db/schema';
import { publicFileUrl } from '../../lib/file-urls';
import type { Viewer } from '../../policies/books';
import { presentBookCard } from '../books/book-card.presenter';
import { selectBookCards } from '../books/book-card.query';
import { FUZZY_THRESHOLD, rankedBookIds } from './book-ranking.query';

const BOOK_RESULTS = 30;
const AUTHOR_RESULTS = 20;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Matching a Turkish reader expects (DESIGN §7): query and text folded (tr_fold in SQL,
 * foldQuery here), so 'kadikoy', 'KADIKOY' and 'Kadıköy' are one word and 'siir' finds
 * 'Şiir'; suffixes through PostgreSQL's Turkish stemmer ('kitapları' finds 'Kitap'), typos
 * through trigram word similarity, substrings through LIKE; ranked by tier, then popularity
 * (book-ranking.query.ts).
 */
export async function search(ctx: AppContext, viewer: Viewer, rawQuery: string): Promise<SearchResponse> {
  const query = foldQuery(rawQuery);
  if (!query) return { booksByTitle: [], authors: [] };
  const lowered = trLower(rawQuery.trim().replace(/\s+/g, ' '));
  const like = `%${escapeLike(query)}%`;
  const nameFolded = sql`tr_fold(${users.username} || ' ' || ${users.fullName})`;
  // Drizzle leaves columns unqualified in a one-table query, so correlated subqueries name the outer row explicitly.
  const outerUserId = sql`"users"."id"`;

  // Every branch of each match is an indexed operator (migration 0008): the stored document
  // through its GIN index, LIKE and `<%` (word similarity at least the threshold) through
  // the gin_trgm_ops indexes on exactly these expressions (book-ranking.query.ts). `<%`
  // reads its threshold from a setting, so it is set for this transaction only.
  const { bookRows, authorRows } = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`);
    const ids = await rankedBookIds(tx, viewer, ctx.clock(), { folded: query, lowered }, like, BOOK_RESULTS);
    const cards = ids.length ? await selectBookCards(tx, viewer.id).where(inArray(books.id, ids)) : [];
    const byId = new Map(cards.map((c) => [c.id, c]));
    const bookRows = ids.flatMap((id) => byId.get(id) ?? []);

    const authorRows = await tx
      .select({
        id: users.id,
        username: users.username,
        fullName: users.fullName,
        profileImageUrl: users.profileImageUrl,
        totalBooks: sql<number>`(select count(*)::int from books b where b.author_id = ${outerUserId} and b.is_published)`,
        followers: sql<number>`(select count(*)::int from follows f where f.followed_id = ${outerUserId})`,
      })
      .from(users)
      // A suspended author is not found (DESIGN §6), as in the type-ahead.
      .where(sql`(${nameFolded} like ${like} or ${query} <% ${nameFolded}) and ${users.suspendedAt} is null`)
      .orderBy(
        desc(sql`case when tr_fold(${users.username}) = ${query} then 2 else 0 end + word_similarity(${query}, ${nameFolded})`),
        desc(sql`(select count(*) from follows f where f.followed_id = ${outerUserId})`),
        desc(users.id),
      )
      .limit(AUTHOR_RESULTS);
    return { bookRows, authorRows };
  });

  return {
    booksByTitle: bookRows.map((r) => presentBookCard(ctx.config, r)),
    authors: authorRows.map((a) => ({
      user_id: a.id,
      author: a.username,
      full_name: a.fullName,
      profile_image_url: publicFileUrl(ctx.config, a.profileImageUrl),
      total_books: Number(a.totalBooks),
      followers_count: Number(a.followers),
    })),
  };
}

