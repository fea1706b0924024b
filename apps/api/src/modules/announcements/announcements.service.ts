import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_MSG, type Announcement, type AnnouncementsResponse, type CreateAnnouncementBody } from '@okuryazar/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { resultRows } from '../../db/raw-sql';
import { toIso } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import { notFound, tooManyRequests } from '../../lib/errors';
import type { AuthUser } from '../../lib/session';
import { loadOwnBook } from '../../policies/authoring';
import { notBlockedEitherWay } from '../../policies/blocks';
import { loadVisibleBookCard } from '../books/books.service';
import { notifyAnnouncement } from '../notifications/announcement';

const EVERY_MS = ANNOUNCEMENT_LIMITS.perStoryEveryHours * 60 * 60 * 1000;
const turkishDateTime = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });

interface AnnouncementRow {
  id: number;
  bookId: number;
  content: string;
  createdAt: Date | string;
}

function present(row: AnnouncementRow): Announcement {
  return { announcement_id: Number(row.id), book_id: Number(row.bookId), content: row.content, created_at: toIso(row.createdAt) };
}

/** When the story's next announcement may be posted: a day after its latest, deleted ones included. */
async function nextAllowedAt(db: DbOrTx, bookId: number, now: number): Promise<Date | null> {
  const [latest] = resultRows<{ at: Date | string | null }>(
    await db.execute(sql`select max(created_at) as at from story_announcements where book_id = ${bookId}`),
  );
  if (!latest?.at) return null;
  const next = new Date(new Date(latest.at).getTime() + EVERY_MS);
  return next.getTime() > now ? next : null;
}

/**
 * POST /stories/{id}/announcements: the author's note to the story's readers, one a day a
 * story (counted under a lock on the story's row, so two at once cannot both pass). Its
 * notices are a fan-out job recorded in the same transaction (notifications/announcement.ts).
 */
export async function createAnnouncement(ctx: AppContext, user: AuthUser, storyId: number, body: CreateAnnouncementBody): Promise<Announcement> {
  const book = await loadOwnBook(ctx.db, user, storyId);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from books where id = ${book.id} for no key update`);
    const next = await nextAllowedAt(tx, book.id, now);
    if (next) throw tooManyRequests((next.getTime() - now) / 1000, ANNOUNCEMENT_MSG.oncePerDay(turkishDateTime.format(next)));
    const [row] = resultRows<AnnouncementRow>(
      await tx.execute(sql`insert into story_announcements (book_id, content, created_at)
        values (${book.id}, ${body.content}, ${new Date(now)})
        returning id, book_id as "bookId", content, created_at as "createdAt"`),
    );
    await notifyAnnouncement(tx, { id: Number(row!.id) }, new Date(now));
    return present(row!);
  });
}

/**
 * GET /books/{id}/announcements: newest first, for whoever may open the book page (a blocked
 * reader, either way, sees none of it: 404 like the page).
 */
export async function listAnnouncements(ctx: AppContext, viewer: AuthUser, bookId: number, before: number | undefined): Promise<AnnouncementsResponse> {
  const now = ctx.clock();
  const book = await loadVisibleBookCard(ctx.db, viewer, bookId, now);
  const authorId = Number(book.authorId);
  if (authorId !== viewer.id) {
    const [shown] = resultRows<{ ok: boolean }>(await ctx.db.execute(sql`select ${notBlockedEitherWay(viewer.id, sql`${authorId}::integer`)} as ok`));
    if (!shown?.ok) throw notFound(ANNOUNCEMENT_MSG.notFound);
  }
  const limit = ANNOUNCEMENT_LIMITS.pageSize;
  const rows = resultRows<AnnouncementRow>(
    await ctx.db.execute(sql`select id, book_id as "bookId", content, created_at as "createdAt"
      from story_announcements
      where book_id = ${bookId} and deleted_at is null ${before === undefined ? sql`` : sql`and id < ${before}`}
      order by id desc limit ${limit + 1}`),
  );
  const page = rows.slice(0, limit);
  const next = authorId === viewer.id ? await nextAllowedAt(ctx.db, bookId, now) : null;
  return {
    announcements: page.map(present),
    next_before: rows.length > limit ? Number(page[page.length - 1]!.id) : null,
    next_allowed_at: next ? next.toISOString() : null,
  };
}

/** DELETE /announcements/{id}: the story's author only; the day's slot stays used. */
export async function deleteAnnouncement(ctx: AppContext, user: AuthUser, announcementId: number): Promise<{ ok: true }> {
  const rows = resultRows<{ id: number }>(
    await ctx.db.execute(sql`update story_announcements a set deleted_at = ${new Date(ctx.clock())}
      from books b
      where a.id = ${announcementId} and a.deleted_at is null and b.id = a.book_id and b.author_id = ${user.id} and b.deleted_at is null
      returning a.id`),
  );
  if (rows.length === 0) throw notFound(ANNOUNCEMENT_MSG.notFound);
  // Its notices go with it: nobody is sent to an announcement that is no longer there.
  await ctx.db.execute(sql`delete from notifications where announcement_id = ${announcementId}`);
  return { ok: true };
}
