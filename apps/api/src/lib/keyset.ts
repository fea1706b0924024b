import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

type KeysetTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn };

/**
 * Keyset pagination on (created_at, id): the rows strictly after the cursor row in the
 * list's order. Stable under inserts (a new row never shifts a page) and served by an index
 * on (scope, created_at, id), unlike OFFSET which rereads every skipped row.
 *
 * The cursor is the id of the last row the client holds. Its created_at is read back as
 * text and compared as timestamptz in SQL, so microseconds survive (a JS Date would cut
 * them and repeat the row). A cursor row deleted meanwhile falls back to comparing ids,
 * which follow insertion order.
 */
export async function keysetAfter(
  db: DbOrTx,
  table: KeysetTable,
  cursorId: number | undefined,
  order: 'asc' | 'desc',
): Promise<SQL | undefined> {
  if (cursorId === undefined) return undefined;
  const [row] = await db
    .select({ at: sql<string>`${table.createdAt}::text` })
    .from(table as PgTable)
    .where(eq(table.id, cursorId));
  const op = order === 'asc' ? sql.raw('>') : sql.raw('<');
  if (!row) return sql`${table.id} ${op} ${cursorId}`;
  return sql`(${table.createdAt}, ${table.id}) ${op} (${row.at}::timestamptz, ${cursorId}::int)`;
}
