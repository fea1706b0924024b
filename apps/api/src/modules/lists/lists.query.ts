import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-sql';
import { listedBooksSql, visibleBooksSql } from '../../policies/books';
import { sessionViewerSql } from '../../lib/session';
import type { TokenClaims } from '../../lib/tokens';
import { type BookCardRow, bookCardColumnsSql, bookCardFromSql, viewerColumnsSql, type ViewerColumns } from '../books/book-card.query';

/*
 * Reading lists as hand-written statements: the viewer's users row is `v`, the list `rl`,
 * the book `b`. Every read is bounded by the list limits (100 lists a user, 1,000 stories a
 * list), walks an index in its own order and stops at the page's end.
 */

/** Covers a list card shows. */
const CARD_COVERS = 4;

/**
 * The stories of a list the viewer may see there: the owner every story they may still open
 * (as in their library); anyone else the stories they may find in any list (their age group,
 * hidden warnings and tags, no block with the author).
 */
function shownInListSql(now: number, owner: SQL = sql`rl.user_id`): SQL {
  return sql`((${owner} = v.id and ${visibleBooksSql(now)}) or (${owner} <> v.id and ${listedBooksSql(now)}))`;
}

/**
 * Whether the viewer may see the list at all: their own, or a public list of an active
 * account with no block between the two (either way): anything else is "not found".
 */
function listShownSql(): SQL {
  return sql`(rl.user_id = v.id or (rl.is_public
    and not exists (select 1 from users o where o.id = rl.user_id and (o.suspended_at is not null or o.deleted_at is not null))
    and not exists (select 1 from user_blocks ub where (ub.blocker_id = v.id and ub.blocked_id = rl.user_id) or (ub.blocker_id = rl.user_id and ub.blocked_id = v.id))))`;
}

export interface ListRow {
  id: number;
  title: string;
  description: string;
  isPublic: boolean;
  userId: number;
  username: string;
  fullName: string | null;
  profileImageUrl: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  bookCount: number;
  covers: (string | null)[] | null;
  hasBook?: boolean;
}

/**
 * What a card carries beyond the list's own row. A screen that does not show a part is not
 * made to pay for it: the add-to-list dialog shows no covers.
 */
interface CardParts {
  /** The stories stored: an index-only count, at most 1,000. */
  storedCount: boolean;
  /** The covers of the first stories the viewer may see, in the list's order. */
  covers: boolean;
}
const FULL_CARD: CardParts = { storedCount: true, covers: true };

/** A list card's columns: the list, its owner, and the parts asked for (0 and null otherwise). */
function listCardColumnsSql(now: number, parts: CardParts): SQL {
  const count = parts.storedCount ? sql`(select count(*)::int from reading_list_books c where c.list_id = rl.id)` : sql`0`;
  const covers = parts.covers
    ? sql`(select array_agg(f.cover_image_url order by f.position, f.book_id) from (
       select b.cover_image_url, lb.position, lb.book_id
       from reading_list_books lb join books b on b.id = lb.book_id
       where lb.list_id = rl.id and ${shownInListSql(now)}
       order by lb.position, lb.book_id limit ${CARD_COVERS}) f)`
    : sql`null::text[]`;
  return sql`rl.id, rl.title, rl.description, rl.is_public as "isPublic", rl.user_id as "userId",
    o.username, o.full_name as "fullName", o.profile_image_url as "profileImageUrl",
    rl.created_at as "createdAt", rl.updated_at as "updatedAt",
    ${count} as "bookCount", ${covers} as covers`;
}

/** One list the viewer may see, as a card, or nothing. */
export async function listCard(db: DbOrTx, viewerId: number, listId: number, now: number): Promise<ListRow | undefined> {
  const [row] = await rowsOf<ListRow>(
    db,
    sql`select ${listCardColumnsSql(now, FULL_CARD)}
        from users v
        join reading_lists rl on rl.id = ${listId}
        join users o on o.id = rl.user_id
        where v.id = ${viewerId} and ${listShownSql()}`,
    'reading_list_card',
  );
  return row;
}

export interface ListsPageInput {
  viewerId: number;
  ownerId: number;
  before: number | undefined;
  limit: number;
  /** Marks the lists that hold this story: the add-to-list dialog, which shows no covers. */
  bookId: number | undefined;
  now: number;
}

/**
 * One page of someone's lists the viewer may see, newest first (reading_lists_user_idx):
 * all of them for the owner, the public ones for anyone else. One row past the page tells
 * whether another follows. With `bookId` (the add-to-list dialog) the cards carry no covers.
 */
export function listsPage(db: DbOrTx, input: ListsPageInput): Promise<ListRow[]> {
  const before = input.before === undefined ? sql`` : sql`and rl.id < ${input.before}`;
  const hasBook =
    input.bookId === undefined ? sql`` : sql`, exists (select 1 from reading_list_books hb where hb.list_id = rl.id and hb.book_id = ${input.bookId}) as "hasBook"`;
  return rowsOf<ListRow>(
    db,
    sql`select ${listCardColumnsSql(input.now, { storedCount: true, covers: input.bookId === undefined })} ${hasBook}
        from users v
        join reading_lists rl on rl.user_id = ${input.ownerId}
        join users o on o.id = rl.user_id
        where v.id = ${input.viewerId} and ${listShownSql()} ${before}
        order by rl.id desc
        limit ${input.limit + 1}`,
    `reading_lists_page${input.before === undefined ? '' : '_b'}${input.bookId === undefined ? '' : '_h'}`,
  );
}

/** A list's header as the page statement answers it, named apart from the cards' columns. */
export interface ListHeaderColumns {
  listId: number | null;
  listTitle: string;
  listDescription: string;
  listIsPublic: boolean;
  listUserId: number;
  ownerUsername: string;
  ownerFullName: string | null;
  ownerProfileImageUrl: string | null;
  listCreatedAt: Date | string;
  listUpdatedAt: Date | string;
}

export type ListPageRow = ViewerColumns &
  ListHeaderColumns &
  Partial<BookCardRow> & { storedCount: number | null; windowEnd: string | null; position: string | number | null };

/**
 * Which stories a page holds: the first `limit` this viewer may see right after a story's
 * place, or, for a page asked by its number, those of the stored stories in [offset, offset +
 * size) this viewer may see (a page of the list as stored, so finding it never walks the
 * stories before it through the viewer's rule).
 */
export type ListPageStart = { after: { position: string; bookId: number }; limit: number } | { window: { offset: number; size: number } };

/**
 * GET /lists/{id} in one statement: the session check, the list's header when the viewer may
 * see the list (listId null otherwise) with the number of stories stored in it (an index-only
 * count, as its card shows), and the stories of `start` the viewer may see, in the owner's
 * order: every walk starts at its key in the order index and stops at the page's end, so every
 * page costs the same however deep. A list with nothing to show here is one row without a card.
 */
export function listPageRows(db: DbOrTx, claims: TokenClaims, listId: number, start: ListPageStart, now: number): Promise<ListPageRow[]> {
  const slice = 'window' in start ? start.window : null;
  const entries = slice
    ? sql`(select w.list_id, w.position, w.book_id from reading_list_books w where w.list_id = h.id
          order by w.position, w.book_id limit ${slice.size} offset ${slice.offset}) lb`
    : sql`reading_list_books lb`;
  const walk =
    'after' in start
      ? sql`and (lb.position, lb.book_id) > (${start.after.position}::bigint, ${start.after.bookId}::int) order by lb.position, lb.book_id limit ${start.limit}`
      : sql``;
  // Where the page after a window starts: the window's last stored story, shown or not.
  const windowEnd = slice
    ? sql`(select e.position::text || '_' || e.book_id from reading_list_books e where e.list_id = rl.id
          order by e.position, e.book_id limit 1 offset ${slice.offset + slice.size - 1})`
    : sql`null::text`;
  return rowsOf<ListPageRow>(
    db,
    sql`select ${viewerColumnsSql},
          h.id as "listId", h.title as "listTitle", h.description as "listDescription", h.is_public as "listIsPublic",
          h.user_id as "listUserId", h.username as "ownerUsername", h.full_name as "ownerFullName",
          h.profile_image_url as "ownerProfileImageUrl", h.created_at as "listCreatedAt", h.updated_at as "listUpdatedAt",
          h.stored::int as "storedCount", h.window_end as "windowEnd", card.*, shown.position::text as "position"
        from ${sessionViewerSql(claims)}
        left join lateral (
          select rl.id, rl.title, rl.description, rl.is_public, rl.user_id, o.username, o.full_name, o.profile_image_url, rl.created_at, rl.updated_at,
            (select count(*) from reading_list_books c where c.list_id = rl.id) as stored, ${windowEnd} as window_end
          from reading_lists rl join users o on o.id = rl.user_id
          where rl.id = ${listId} and ${listShownSql()}
        ) h on true
        left join lateral (
          select b.id, lb.position, lb.book_id
          from ${entries} join books b on b.id = lb.book_id
          where lb.list_id = h.id and ${shownInListSql(now, sql`h.user_id`)}
          ${walk}
        ) shown on true
        left join lateral (select ${bookCardColumnsSql} from ${bookCardFromSql} where b.id = shown.id) card on true
        order by shown.position, shown.book_id`,
    `reading_list_page${'after' in start ? '_a' : ''}`,
  );
}
