import {
  SUGGEST_LIMIT,
  foldQuery,
  tagSlug,
  type Suggestion,
  type SuggestResponse,
} from '@okuryazar/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { rowsOf } from '../../db/raw-sql';
import { suggestedStories } from './suggest-stories.query';
import { listedBooks, type Viewer } from '../../policies/books';
import { escapeLike, startsWith } from './prefix';
import { visibleTagsByPrefix } from './tag-prefix.query';

/** The shortest query worth suggesting for; one letter matches half the catalogue. */
const MIN_QUERY = 2;
/** How many of each kind the mix aims for; a short kind leaves its places to the others. */
const SHARE = { story: 4, author: 2, tag: 2 } as const;

/**
 * Type-ahead (docs/PRODUCT.md#discovery): stories, authors and tags whose folded name starts with the folded
 * query (and, from three letters on, titles and names with a word starting with it), each an
 * index read: stories through the popularity index first (suggest-stories.query.ts), then
 * the prefix btrees on the stored folded title / tr_fold(username) / tr_fold(full_name) / book_tags.tag
 * and the trigram indexes on the folded title and tr_fold(username || ' ' || full_name). Only books the viewer may list (listedBooks: no
 * drafts, no removed or mature-for-minors stories, no suspended authors) and tags of such books.
 */
export async function suggest(
  ctx: AppContext,
  viewer: Viewer | null,
  rawQuery: string,
): Promise<SuggestResponse> {
  const query = foldQuery(rawQuery);
  if (query.length < MIN_QUERY) return { suggestions: [] };
  const now = ctx.clock();
  const listed = listedBooks(viewer, now);
  const wordStart = `% ${escapeLike(query)}%`;
  // The expression of the users trigram index, so a surname ('Işık' in 'Güneş Işık') is found through it.
  const nameWordMatch =
    query.length >= 3
      ? sql`(tr_fold(u.username || ' ' || u.full_name) like ${wordStart})`
      : sql`false`;

  const [stories, authors, tags] = await Promise.all([
    suggestedStories(ctx.db, listed, query, SUGGEST_LIMIT),
    rowsOf<{ id: number; username: string; full_name: string }>(
      ctx.db,
      sql`select u.id, u.username, u.full_name from users u
          where u.suspended_at is null
            and (${startsWith(sql`tr_fold(u.username)`, query)} or ${startsWith(sql`tr_fold(u.full_name)`, query)} or ${nameWordMatch})
          order by (select count(*) from follows f where f.followed_id = u.id) desc, u.id desc
          limit ${SUGGEST_LIMIT}`,
      'suggest_authors',
    ),
    visibleTagsByPrefix(ctx.db, listed, tagSlug(query), SUGGEST_LIMIT),
  ]);

  const pools: Record<keyof typeof SHARE, Suggestion[]> = {
    story: stories.map((s) => ({
      type: 'story',
      book_id: Number(s.id),
      title: s.title,
      author: s.author,
    })),
    author: authors.map((a) => ({
      type: 'author',
      user_id: Number(a.id),
      username: a.username,
      full_name: a.full_name,
    })),
    tag: tags.map((t) => ({ type: 'tag', tag: t.tag, label: t.label })),
  };
  return { suggestions: mix(pools) };
}

/** Each kind its share first, then the places left over to whichever kinds have more, in order. */
function mix(pools: Record<keyof typeof SHARE, Suggestion[]>): Suggestion[] {
  const kinds = Object.keys(SHARE) as (keyof typeof SHARE)[];
  const taken = Object.fromEntries(
    kinds.map((k) => [k, Math.min(SHARE[k], pools[k].length)]),
  ) as Record<keyof typeof SHARE, number>;
  let room = SUGGEST_LIMIT - kinds.reduce((sum, k) => sum + taken[k], 0);
  for (const kind of kinds) {
    const extra = Math.min(room, pools[kind].length - taken[kind]);
    taken[kind] += extra;
    room -= extra;
  }
  return kinds.flatMap((kind) => pools[kind].slice(0, taken[kind]));
}
