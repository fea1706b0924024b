import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The condition every list and lookup of comments, posts and post comments adds (docs/PRODUCT.md#trust-and-safety):
 * not removed by a moderator, and its author not suspended. A suspension that has ended is
 * lifted at the author's next login (moderation/suspension.ts), so the rule needs no clock.
 */
export function shownContent(removedAt: AnyPgColumn, authorId: AnyPgColumn): SQL {
  return sql`(${removedAt} is null and ${authorActive(authorId)})`;
}

/** The author of a row is not suspended (a primary-key probe per row read). */
export function authorActive(authorId: AnyPgColumn | SQL): SQL {
  return sql`not exists (select 1 from users su where su.id = ${authorId} and su.suspended_at is not null)`;
}
