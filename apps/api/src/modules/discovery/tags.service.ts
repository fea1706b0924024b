import { MSG, foldQuery, tagSlug, type TagBooksResponse, type TagFilter } from '@okuryazar/shared';
import { and, desc, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { books } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { listedBooks, type Viewer } from '../../policies/books';
import { taggedAs } from '../../policies/tag-filter';
import { presentBookCard } from '../books/book-card.presenter';
import { selectBookCards } from '../books/book-card.query';
import { rowsOf } from '../../db/raw-sql';
import { visibleTagsByPrefix } from './tag-prefix.query';

export const TAG_PAGE_SIZE = 20;
const TAG_SUGGESTIONS = 10;

/** Tags of books the viewer may list whose slug starts with the typed text, most used first. */
export async function suggestTags(ctx: AppContext, viewer: Viewer | null, rawQuery: string) {
  const prefix = tagSlug(foldQuery(rawQuery));
  if (!prefix) return { tags: [] };
  return { tags: await visibleTagsByPrefix(ctx.db, listedBooks(viewer, ctx.clock()), prefix, TAG_SUGGESTIONS) };
}

/**
 * The stories the viewer may list that carry a tag, most read first, a page at a time. The
 * tag may be written any way that folds to the same slug (`Şiir`, `siir`). A tag no visible
 * story carries is not found, so a draft's or a mature story's tag tells a minor nothing.
 */
export async function listTagBooks(
  ctx: AppContext,
  viewer: Viewer | null,
  rawTag: string,
  page: number,
  filter: TagFilter = { tags: [], exclude: [] },
): Promise<TagBooksResponse> {
  const tag = tagSlug(rawTag);
  const listed = listedBooks(viewer, ctx.clock());
  const narrowed = taggedAs(books.id, filter);
  const tagged = sql`exists (select 1 from book_tags bt where bt.book_id = ${books.id} and bt.tag = ${tag})`;
  const rows = await selectBookCards(ctx.db, viewer?.id ?? null)
    .where(and(listed, tagged, narrowed))
    .orderBy(desc(books.totalViews), desc(books.id))
    .limit(TAG_PAGE_SIZE + 1)
    .offset((page - 1) * TAG_PAGE_SIZE);
  // The label from book_tags alone (the tag's index); whether the viewer may see the tag at
  // all is whether the page of their listed books is empty.
  const [named] = await rowsOf<{ label: string | null }>(
    ctx.db,
    sql`select mode() within group (order by label) as label from book_tags where tag = ${tag}`,
  );
  // A filter that leaves nothing is an empty page of a tag that exists, not a missing tag.
  if (rows.length === 0 && page === 1 && !narrowed) throw notFound(MSG.tagNotFound);
  if (!named?.label) throw notFound(MSG.tagNotFound);
  return {
    tag,
    label: named.label,
    books: rows.slice(0, TAG_PAGE_SIZE).map((r) => presentBookCard(ctx.config, r)),
    page,
    has_more: rows.length > TAG_PAGE_SIZE,
  };
}
