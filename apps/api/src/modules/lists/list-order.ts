import { LIST_MSG } from '@okuryazar/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { resultRows } from '../../db/raw-sql';
import { badRequest, notFound } from '../../lib/errors';

/*
 * A list's order is its entries' `position`, spaced by GAP: a story added goes GAP past the
 * last, a move takes the middle of the gap it lands in and writes one row. Only when that gap
 * is closed is the list renumbered (one statement over at most 1,000 rows). The caller holds
 * the list's lock, so positions are decided one writer at a time.
 */
const GAP = 1024;

/** The position after the list's last story (reading_list_books_order_idx read backwards). */
export async function nextListPosition(tx: DbOrTx, listId: number): Promise<number> {
  const [row] = resultRows<{ last: string | number | null }>(
    await tx.execute(sql`select max(position) as last from reading_list_books where list_id = ${listId}`),
  );
  return row?.last == null ? GAP : Number(row.last) + GAP;
}

interface Neighbours {
  /** The position the story goes after (null: the list's start). */
  after: number | null;
  /** The position of the story that follows there, other than the one moved (null: the end). */
  next: number | null;
}

async function neighbours(tx: DbOrTx, listId: number, bookId: number, afterBookId: number | null): Promise<Neighbours> {
  let after: number | null = null;
  if (afterBookId !== null) {
    const [row] = resultRows<{ position: string | number }>(
      await tx.execute(sql`select position from reading_list_books where list_id = ${listId} and book_id = ${afterBookId}`),
    );
    if (!row) throw badRequest(LIST_MSG.moveTargetMissing);
    after = Number(row.position);
  }
  const from = after === null ? sql`` : sql`and (position, book_id) > (${after}, ${afterBookId})`;
  const [next] = resultRows<{ position: string | number }>(
    await tx.execute(sql`select position from reading_list_books
      where list_id = ${listId} and book_id <> ${bookId} ${from}
      order by position, book_id limit 1`),
  );
  return { after, next: next ? Number(next.position) : null };
}

/** Spreads the list's positions GAP apart again, in their order, leaving the moving story out. */
async function renumber(tx: DbOrTx, listId: number, bookId: number): Promise<void> {
  await tx.execute(sql`update reading_list_books t set position = o.rn * ${GAP}
    from (select book_id, row_number() over (order by position, book_id) as rn
          from reading_list_books where list_id = ${listId} and book_id <> ${bookId}) o
    where t.list_id = ${listId} and t.book_id = o.book_id`);
}

/** Moves `bookId` behind `afterBookId` (null: to the front). 404 when the story is not in the list. */
export async function moveListBook(tx: DbOrTx, listId: number, bookId: number, afterBookId: number | null): Promise<void> {
  const [moving] = resultRows<{ one: number }>(
    await tx.execute(sql`select 1 as one from reading_list_books where list_id = ${listId} and book_id = ${bookId}`),
  );
  if (!moving) throw notFound(LIST_MSG.bookNotInList);
  if (afterBookId === bookId) return;
  let place = await neighbours(tx, listId, bookId, afterBookId);
  let position = between(place);
  if (position === null) {
    await renumber(tx, listId, bookId);
    place = await neighbours(tx, listId, bookId, afterBookId);
    position = between(place) ?? GAP;
  }
  await tx.execute(sql`update reading_list_books set position = ${position} where list_id = ${listId} and book_id = ${bookId}`);
}

/** A whole position strictly between the neighbours, or null when their gap is closed. */
function between({ after, next }: Neighbours): number | null {
  if (after === null && next === null) return GAP;
  if (after === null) return next! - GAP;
  if (next === null) return after + GAP;
  const middle = Math.floor((after + next) / 2);
  return middle > after && middle < next ? middle : null;
}
