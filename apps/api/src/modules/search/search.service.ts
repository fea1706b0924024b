import { foldQuery, trLower, type SearchResponse, type TagFilter } from '@okuryazar/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { publicFileUrl } from '../../lib/file-urls';
import type { Viewer } from '../../policies/books';
import { presentBookCard } from '../books/book-card.presenter';
import { rowsOf } from '../../db/raw-sql';
import { bookCardsByIds } from '../books/book-card.query';
import { rankedBookIds } from './book-ranking.query';
import { taggedAs } from '../../policies/tag-filter';
import { books } from '../../db/schema';

const BOOK_RESULTS = 30;

interface AuthorRow {
  id: number;
  username: string;
  fullName: string;
  profileImageUrl: string | null;
  totalBooks: number;
  followers: number;
}
const AUTHOR_RESULTS = 20;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Matching a Turkish reader expects (docs/PRODUCT.md#discovery): query and text folded (tr_fold in SQL,
 * foldQuery here), so 'kadikoy', 'KADIKOY' and 'Kadıköy' are one word and 'siir' finds
 * 'Şiir'; suffixes through PostgreSQL's Turkish stemmer ('kitapları' finds 'Kitap'), typos
 * through trigram word similarity, substrings through LIKE; ranked by tier, then popularity
 * (book-ranking.query.ts).
 */
export async function search(ctx: AppContext, viewer: Viewer, rawQuery: string, filter: TagFilter = { tags: [], exclude: [] }): Promise<SearchResponse> {
  const query = foldQuery(rawQuery);
  if (!query) return { booksByTitle: [], authors: [] };
  const lowered = trLower(rawQuery.trim().replace(/\s+/g, ' '));
  const like = `%${escapeLike(query)}%`;
  // The expression of the users trigram index (migration 0008), so both matches read it.
  const nameFolded = sql`tr_fold(u.username || ' ' || u.full_name)`;

  // Every branch of each match is an indexed operator (migration 0008): the stored document
  // through its GIN index, LIKE and `<%` (word similarity at least the threshold every
  // session carries, db/session-settings.ts) through the gin_trgm_ops indexes on exactly
  // these expressions (book-ranking.query.ts). The books and the authors are independent
  // reads: on PostgreSQL they run side by side on two pooled connections.
  const booksFound = async () => {
    const ids = await rankedBookIds(ctx.db, viewer, ctx.clock(), { folded: query, lowered }, like, BOOK_RESULTS, taggedAs(books.id, filter));
    const cards = await bookCardsByIds(ctx.db, viewer.id, ids);
    const byId = new Map(cards.map((c) => [c.id, c]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
  // A suspended author is not found (docs/PRODUCT.md#trust-and-safety), as in the type-ahead.
  const authorsFound = () =>
    rowsOf<AuthorRow>(
      ctx.db,
      sql`select u.id, u.username, u.full_name as "fullName", u.profile_image_url as "profileImageUrl",
            (select count(*)::int from books b where b.author_id = u.id and b.is_published) as "totalBooks",
            f.followers
          from users u
          cross join lateral (select count(*)::int as followers from follows f where f.followed_id = u.id) f
          where (${nameFolded} like ${like} or ${query} <% ${nameFolded}) and u.suspended_at is null
          order by case when tr_fold(u.username) = ${query} then 2 else 0 end + word_similarity(${query}, ${nameFolded}) desc,
            f.followers desc, u.id desc
          limit ${AUTHOR_RESULTS}`,
      'search_authors',
    );
  const [bookRows, authorRows] = await Promise.all([booksFound(), authorsFound()]);

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

