import { trLower, type SearchResponse } from '@okuryazar/shared';
import { and, desc, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { books, users } from '../../db/schema';
import { publicFileUrl } from '../../lib/file-urls';
import { listedBooks, type Viewer } from '../../policies/books';
import { presentBookCard } from '../books/book-card.presenter';
import { selectBookCards } from '../books/book-card.query';

const BOOK_RESULTS = 30;
const AUTHOR_RESULTS = 20;
/** Trigram word similarity above which a title counts as a (typo-tolerant) match. */
const FUZZY_THRESHOLD = 0.45;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Matching a Turkish reader expects: Turkish casing (tr_lower in SQL, trLower here),
 * suffixes through PostgreSQL's Turkish stemmer ('kitapları' finds 'Kitap'), typos through
 * trigram similarity, substrings through LIKE; ranked by relevance, then popularity.
 */
export async function search(ctx: AppContext, viewer: Viewer, rawQuery: string): Promise<SearchResponse> {
  const query = trLower(rawQuery.trim().replace(/\s+/g, ' '));
  if (!query) return { booksByTitle: [], authors: [] };
  const like = `%${escapeLike(query)}%`;
  const document = sql`to_tsvector('turkish'::regconfig, tr_lower(${books.title} || ' ' || ${books.description}))`;
  const tsQuery = sql`plainto_tsquery('turkish'::regconfig, ${query})`;
  const titleLower = sql`tr_lower(${books.title})`;
  const relevance = sql`(
    case when ${titleLower} = ${query} then 3 else 0 end
    + case when ${titleLower} like ${like} then 1.5 else 0 end
    + ts_rank(${document}, ${tsQuery}) * 2
    + word_similarity(${query}, ${titleLower})
  )`;

  const bookRows = await selectBookCards(ctx.db, viewer.id)
    .where(
      and(
        listedBooks(viewer, ctx.clock()),
        sql`(${document} @@ ${tsQuery} or ${titleLower} like ${like} or word_similarity(${query}, ${titleLower}) >= ${FUZZY_THRESHOLD})`,
      ),
    )
    .orderBy(desc(relevance), desc(books.totalViews), desc(books.id))
    .limit(BOOK_RESULTS);

  const nameLower = sql`tr_lower(${users.username} || ' ' || ${users.fullName})`;
  // Drizzle leaves columns unqualified in a one-table query, so correlated subqueries name the outer row explicitly.
  const outerUserId = sql`"users"."id"`;
  const authorRows = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      profileImageUrl: users.profileImageUrl,
      totalBooks: sql<number>`(select count(*)::int from books b where b.author_id = ${outerUserId} and b.is_published)`,
      followers: sql<number>`(select count(*)::int from follows f where f.followed_id = ${outerUserId})`,
    })
    .from(users)
    .where(sql`(${nameLower} like ${like} or word_similarity(${query}, ${nameLower}) >= ${FUZZY_THRESHOLD})`)
    .orderBy(
      desc(sql`case when tr_lower(${users.username}) = ${query} then 2 else 0 end + word_similarity(${query}, ${nameLower})`),
      desc(sql`(select count(*) from follows f where f.followed_id = ${outerUserId})`),
      desc(users.id),
    )
    .limit(AUTHOR_RESULTS);

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

