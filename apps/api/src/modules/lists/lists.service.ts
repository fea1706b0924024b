import {
  LIST_CODES,
  LIST_LIMITS,
  LIST_MSG,
  MSG,
  type CreateListBody,
  type ListBookResponse,
  type ListBooksQuery,
  type ListPageResponse,
  type ListsPageResponse,
  type ListsQuery,
  type ReadingList,
  type UpdateListBody,
} from '@okuryazar/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { resultRows } from '../../db/raw-sql';
import { readingListBooks, readingLists, users } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { sessionUser, type AuthUser } from '../../lib/session';
import type { TokenClaims } from '../../lib/tokens';
import type { BookCardRow } from '../books/book-card.query';
import { conflict, notFound } from '../../lib/errors';
import { assertMayActOn } from '../../policies/blocks';
import type { Viewer } from '../../policies/books';
import { assertPersonShown } from '../../policies/people';
import { presentBookCard } from '../books/book-card.presenter';
import { loadVisibleBookCard } from '../books/books.service';
import { presentList } from './list.presenter';
import { listCard, listPageRows, listsPage, type ListPageRow, type ListPageStart } from './lists.query';
import { moveListBook, nextListPosition } from './list-order';

/** The list as the viewer may see it, else 404 "Liste bulunamadı." (a private list of someone else included). */
async function loadShownList(ctx: AppContext, viewer: Viewer, listId: number): Promise<ReadingList> {
  const row = await listCard(ctx.db, viewer.id, listId, ctx.clock());
  if (!row) throw notFound(LIST_MSG.notFound);
  return presentList(ctx.config, row, viewer.id);
}

/**
 * The viewer's own list, locked for this transaction so the stories' count and positions
 * are decided one writer at a time; anyone else's is "not found", whatever it is.
 */
async function lockOwnList(tx: DbOrTx, viewer: Viewer, listId: number): Promise<void> {
  const rows = resultRows<{ id: number }>(
    await tx.execute(sql`select id from reading_lists where id = ${listId} and user_id = ${viewer.id} for update`),
  );
  if (rows.length === 0) throw notFound(LIST_MSG.notFound);
}

async function touchList(tx: DbOrTx, listId: number, now: number): Promise<void> {
  await tx.update(readingLists).set({ updatedAt: new Date(now) }).where(eq(readingLists.id, listId));
}

async function storedBookCount(tx: DbOrTx, listId: number): Promise<number> {
  const [row] = resultRows<{ n: number }>(await tx.execute(sql`select count(*)::int as n from reading_list_books where list_id = ${listId}`));
  return Number(row?.n ?? 0);
}

function pageOfLists(ctx: AppContext, viewer: Viewer, ownerId: number, query: ListsQuery): Promise<ListsPageResponse> {
  return listsPage(ctx.db, { viewerId: viewer.id, ownerId, before: query.before, limit: query.limit, bookId: query.book, now: ctx.clock() }).then((rows) => {
    const page = rows.slice(0, query.limit);
    return {
      lists: page.map((row) => presentList(ctx.config, row, viewer.id)),
      next_before: rows.length > query.limit ? Number(page[page.length - 1]!.id) : null,
    };
  });
}

/** GET /lists: the viewer's own lists, newest first. */
export function getMyLists(ctx: AppContext, viewer: Viewer, query: ListsQuery): Promise<ListsPageResponse> {
  return pageOfLists(ctx, viewer, viewer.id, query);
}

/** GET /users/{userId}/lists: someone's public lists (all of them for the owner); 404 where their profile would be. */
export async function getUserLists(ctx: AppContext, viewer: Viewer, userId: number, query: ListsQuery): Promise<ListsPageResponse> {
  const [person] = await ctx.db.select({ id: users.id, suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId)).limit(1);
  await assertPersonShown(ctx.db, viewer, person, MSG.profileNotFound);
  return pageOfLists(ctx, viewer, userId, query);
}

/**
 * POST /lists. The count and the insert share a transaction that holds the owner's row, so
 * two lists created at once cannot both be the hundredth.
 */
export async function createList(ctx: AppContext, viewer: Viewer, body: CreateListBody): Promise<ReadingList> {
  const now = new Date(ctx.clock());
  const id = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${viewer.id} for no key update`);
    const [row] = resultRows<{ n: number }>(await tx.execute(sql`select count(*)::int as n from reading_lists where user_id = ${viewer.id}`));
    if (Number(row?.n ?? 0) >= LIST_LIMITS.listsMax) throw conflict(LIST_MSG.tooManyLists, LIST_CODES.LIST_LIMIT);
    const [created] = await tx
      .insert(readingLists)
      .values({ userId: viewer.id, title: body.title, description: body.description, isPublic: body.is_public, createdAt: now, updatedAt: now })
      .returning({ id: readingLists.id });
    return created!.id;
  });
  return loadShownList(ctx, viewer, id);
}

/**
 * GET /lists/{listId}: the list and one page of the stories the viewer may see in it, in one
 * statement with the session check (lists.query.ts listPageRows). A page asked by its number
 * is that page of the list as stored (24 stories, of which the viewer sees those they may);
 * one asked `after` a story's place holds the next 24 the viewer may see (one more read tells
 * whether any follow). Either way `next_after` is where the next page starts, and nothing
 * walks the stories before the page. The header counts the stories stored in the list, as its
 * card does; it shows no covers.
 */
export async function getList(ctx: AppContext, claims: TokenClaims, listId: number, query: ListBooksQuery): Promise<{ viewer: AuthUser; body: ListPageResponse }> {
  const pageSize = LIST_LIMITS.booksPageSize;
  const start: ListPageStart =
    query.after === undefined
      ? { window: { offset: (query.page - 1) * pageSize, size: pageSize } }
      : { after: parseListCursor(query.after), limit: pageSize + 1 };
  const rows = await listPageRows(ctx.db, claims, listId, start, ctx.clock());
  const viewer = sessionUser(rows[0]);
  const head = rows[0]!;
  if (head.listId === null || head.listId === undefined) throw notFound(LIST_MSG.notFound);
  const stored = Number(head.storedCount ?? 0);
  const shown = rows.filter((row): row is ListPageRow & BookCardRow => row.id !== null && row.id !== undefined);
  const cards = shown.slice(0, pageSize);
  const last = cards[cards.length - 1];
  // A walk read one story past the page; a window knows from the count whether stories follow it.
  const hasMore = 'window' in start ? query.page * pageSize < stored : shown.length > pageSize;
  const nextAfter = !hasMore ? null : 'window' in start ? head.windowEnd : last ? `${last.position}_${last.id}` : null;
  const list = presentList(
    ctx.config,
    {
      id: head.listId,
      title: head.listTitle,
      description: head.listDescription,
      isPublic: head.listIsPublic,
      userId: head.listUserId,
      username: head.ownerUsername,
      fullName: head.ownerFullName,
      profileImageUrl: head.ownerProfileImageUrl,
      createdAt: head.listCreatedAt,
      updatedAt: head.listUpdatedAt,
      bookCount: stored,
      covers: null,
    },
    viewer.id,
  );
  return {
    viewer,
    body: {
      list,
      books: cards.map((row) => presentBookCard(ctx.config, row)),
      page: query.page,
      has_more: hasMore,
      next_after: nextAfter,
    },
  };
}

/** `position_bookId` (listBooksQuerySchema has checked its form). */
function parseListCursor(cursor: string): { position: string; bookId: number } {
  const [position, bookId] = cursor.split('_') as [string, string];
  return { position, bookId: Number(bookId) };
}

/** PUT /lists/{listId}: the owner renames, describes, opens or closes it. */
export async function updateList(ctx: AppContext, viewer: Viewer, listId: number, body: UpdateListBody): Promise<ReadingList> {
  const changed = await ctx.db
    .update(readingLists)
    .set({
      ...(body.title === undefined ? {} : { title: body.title }),
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.is_public === undefined ? {} : { isPublic: body.is_public }),
      updatedAt: new Date(ctx.clock()),
    })
    .where(and(eq(readingLists.id, listId), eq(readingLists.userId, viewer.id)))
    .returning({ id: readingLists.id });
  if (changed.length === 0) throw notFound(LIST_MSG.notFound);
  return loadShownList(ctx, viewer, listId);
}

/** DELETE /lists/{listId}: the list and its entries (at most 1,000 rows); the stories stay. */
export async function deleteList(ctx: AppContext, viewer: Viewer, listId: number): Promise<{ deleted: true }> {
  const deleted = await ctx.db
    .delete(readingLists)
    .where(and(eq(readingLists.id, listId), eq(readingLists.userId, viewer.id)))
    .returning({ id: readingLists.id });
  if (deleted.length === 0) throw notFound(LIST_MSG.notFound);
  return { deleted: true };
}

/**
 * POST /lists/{listId}/books/{bookId}: at the end of the list. A story the owner may not
 * open is "not found"; across a block with its author, 403 BLOCKED, as adding it to the
 * library. Adding a story already there changes nothing.
 */
export async function addListBook(ctx: AppContext, viewer: Viewer, listId: number, bookId: number): Promise<ListBookResponse> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    await lockOwnList(tx, viewer, listId);
    const book = await loadVisibleBookCard(tx, viewer, bookId, now);
    await assertMayActOn(tx, viewer.id, book.authorId);
    const count = await storedBookCount(tx, listId);
    const [present] = await tx
      .select({ one: sql`1` })
      .from(readingListBooks)
      .where(and(eq(readingListBooks.listId, listId), eq(readingListBooks.bookId, bookId)))
      .limit(1);
    if (present) return { list_id: listId, book_id: bookId, in_list: true, book_count: count };
    if (count >= LIST_LIMITS.booksMax) throw conflict(LIST_MSG.listFull, LIST_CODES.LIST_LIMIT);
    await tx.insert(readingListBooks).values({ listId, bookId, position: await nextListPosition(tx, listId), addedAt: new Date(now) });
    await touchList(tx, listId, now);
    return { list_id: listId, book_id: bookId, in_list: true, book_count: count + 1 };
  });
}

/** DELETE /lists/{listId}/books/{bookId}: always possible, whatever has happened to the story since. */
export async function removeListBook(ctx: AppContext, viewer: Viewer, listId: number, bookId: number): Promise<ListBookResponse> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    await lockOwnList(tx, viewer, listId);
    const removed = await tx
      .delete(readingListBooks)
      .where(and(eq(readingListBooks.listId, listId), eq(readingListBooks.bookId, bookId)))
      .returning({ bookId: readingListBooks.bookId });
    if (removed.length > 0) await touchList(tx, listId, now);
    return { list_id: listId, book_id: bookId, in_list: false, book_count: await storedBookCount(tx, listId) };
  });
}

/** PUT /lists/{listId}/books/{bookId}/position: behind `afterBookId`, or first. */
export async function moveBookInList(ctx: AppContext, viewer: Viewer, listId: number, bookId: number, afterBookId: number | null): Promise<ListBookResponse> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    await lockOwnList(tx, viewer, listId);
    await moveListBook(tx, listId, bookId, afterBookId);
    await touchList(tx, listId, now);
    return { list_id: listId, book_id: bookId, in_list: true, book_count: await storedBookCount(tx, listId) };
  });
}
