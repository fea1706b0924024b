import type { TagFilter } from '@okuryazar/shared';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A list of slugs as one parameter (JSON), read the same by PGlite and node-postgres. */
const slugSet = (slugs: string[]) => sql`(select value from json_array_elements_text(${JSON.stringify(slugs)}::json))`;

/**
 * Books carrying every tag of `tags` and none of `exclude` (docs/PRODUCT.md#discovery), or
 * undefined when the filter is empty. Each list is one parameter and each book one probe of
 * book_tags' primary key (book_id, tag) per list, whatever the number of tags.
 */
export function taggedAs(bookId: SQLWrapper, filter: TagFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.tags.length > 0) {
    parts.push(sql`(select count(*) from book_tags bt where bt.book_id = ${bookId} and bt.tag in ${slugSet(filter.tags)}) = ${filter.tags.length}`);
  }
  if (filter.exclude.length > 0) {
    parts.push(sql`not exists (select 1 from book_tags bt where bt.book_id = ${bookId} and bt.tag in ${slugSet(filter.exclude)})`);
  }
  return parts.length === 0 ? undefined : sql`(${sql.join(parts, sql` and `)})`;
}
