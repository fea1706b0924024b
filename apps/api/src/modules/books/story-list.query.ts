import { storyLengthWords, type StoryListFilter } from '@okuryazar/shared';
import { sql, type SQL } from 'drizzle-orm';

/*
 * Sorting and filtering a list of stories (category pages, docs/PRODUCT.md#discovery) over the books row
 * alone (alias `b`): the counters and the story facts are its own columns. Every piece is
 * fixed text chosen by the filter, so a caller naming its statement per filter (filterKey)
 * still runs one plan per variant. Each order ends on the id, so pages never overlap.
 */

const ORDERS: Record<StoryListFilter['sort'], SQL> = {
  // books_category_popular_idx (category_id, total_views, id) where is_published, read backwards.
  popular: sql`b.total_views desc, b.id desc`,
  new: sql`coalesce(b.published_at, b.created_at) desc, b.id desc`,
  updated: sql`b.last_chapter_published_at desc nulls last, b.id desc`,
  likes: sql`b.total_likes desc, b.id desc`,
};

export function storyOrderSql(sort: StoryListFilter['sort']): SQL {
  return ORDERS[sort];
}

/** The status and length conditions (`true` when unfiltered); length bounds are story-facts.ts's. */
export function storyFilterSql(filter: Pick<StoryListFilter, 'status' | 'length'>): SQL {
  const status = filter.status === undefined ? sql`true` : filter.status === 'completed' ? sql`b.is_completed` : sql`not b.is_completed`;
  if (filter.length === undefined) return status;
  const { min, max } = storyLengthWords(filter.length);
  // Bounds are constants of the band, written inline so the statement text names the band.
  const upper = max === null ? sql`` : sql` and b.word_count <= ${sql.raw(String(max))}`;
  return sql`${status} and b.word_count >= ${sql.raw(String(min))}${upper}`;
}

/** A statement-name suffix that differs exactly when the text above does. */
export function filterKey(filter: StoryListFilter): string {
  return `${filter.sort}_${filter.status ?? 'any'}_${filter.length ?? 'any'}`;
}
