import { BETA_LIMITS, BETA_MSG, MSG, type BetaBookResponse, type BetaChapterResponse, type BetaComment } from '@okuryazar/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { resultRows } from '../../db/raw-sql';
import { betaComments, books, chapters, notifications, users } from '../../db/schema';
import { toIso } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { Outcome } from '../../lib/outcome';
import { publicFileUrl } from '../../lib/file-urls';
import { paragraphIdsOf } from '../../lib/paragraph-ids';
import type { AuthUser } from '../../lib/session';
import { loadOwnChapter } from '../../policies/authoring';
import { createNotifications, notificationText } from '../notifications/notify';
import { openBetaLink } from './beta-access';

/** GET /beta/{token}: the story and all its chapters in order, drafts included. */
export async function getBetaBook(ctx: AppContext, user: AuthUser, token: string): Promise<BetaBookResponse> {
  const link = await openBetaLink(ctx.db, user, token, ctx.clock());
  const [book] = await ctx.db
    .select({ id: books.id, title: books.title, authorId: books.authorId, authorName: users.fullName, username: users.username, cover: books.coverImageUrl })
    .from(books)
    .innerJoin(users, eq(users.id, books.authorId))
    .where(eq(books.id, link.bookId));
  if (!book) throw notFound(BETA_MSG.linkNotFound);
  const rows = await ctx.db
    .select({ id: chapters.id, title: chapters.title, number: chapters.chapterNumber, isPublished: chapters.isPublished })
    .from(chapters)
    .where(and(eq(chapters.bookId, link.bookId), sql`${chapters.removedAt} is null`))
    .orderBy(asc(chapters.chapterNumber), asc(chapters.id));
  return {
    book: { book_id: book.id, title: book.title, author_id: book.authorId, author_name: book.authorName.trim() || book.username, cover_image_url: publicFileUrl(ctx.config, book.cover) },
    chapters: rows.map((c) => ({ chapter_id: c.id, title: c.title, chapter_number: c.number, is_published: c.isPublished })),
    is_author: link.isAuthor,
  };
}

/** A chapter of the link's story a moderator has not removed, else 404. */
async function linkChapter(db: DbOrTx, bookId: number, chapterId: number) {
  const [chapter] = await db
    .select()
    .from(chapters)
    .where(and(eq(chapters.id, chapterId), eq(chapters.bookId, bookId), sql`${chapters.removedAt} is null`))
    .limit(1);
  if (!chapter) throw notFound(BETA_MSG.chapterNotFound);
  return chapter;
}

/** GET /beta/{token}/chapters/{chapterId}: the chapter's saved text, published or not, with its neighbours. */
export async function getBetaChapter(ctx: AppContext, user: AuthUser, token: string, chapterId: number): Promise<BetaChapterResponse> {
  const link = await openBetaLink(ctx.db, user, token, ctx.clock());
  const chapter = await linkChapter(ctx.db, link.bookId, chapterId);
  const [near] = resultRows<{ previous: number | null; next: number | null }>(
    await ctx.db.execute(sql`select
      (select id from chapters where book_id = ${link.bookId} and removed_at is null and (chapter_number, id) < (${chapter.chapterNumber}, ${chapter.id}) order by chapter_number desc, id desc limit 1) as previous,
      (select id from chapters where book_id = ${link.bookId} and removed_at is null and (chapter_number, id) > (${chapter.chapterNumber}, ${chapter.id}) order by chapter_number, id limit 1) as next`),
  );
  return {
    chapter_id: chapter.id,
    title: chapter.title,
    chapter_number: chapter.chapterNumber,
    is_published: chapter.isPublished,
    content: chapter.content,
    note_before: chapter.noteBefore,
    note_after: chapter.noteAfter,
    previous_chapter_id: near?.previous == null ? null : Number(near.previous),
    next_chapter_id: near?.next == null ? null : Number(near.next),
  };
}

interface CommentRow {
  id: number;
  content: string;
  paragraphId: string | null;
  createdAt: Date | string;
  userId: number;
  username: string;
  linkId: number;
}

function presentComment(row: CommentRow): BetaComment {
  return {
    id: Number(row.id),
    content: row.content,
    paragraph_id: row.paragraphId,
    created_at: toIso(row.createdAt),
    user: { id: Number(row.userId), username: row.username },
    visibility: 'author',
    link_id: Number(row.linkId),
  };
}

/** One page of beta comments, oldest first, of one link (the reader's view) or of every link (the author's). */
async function commentsPage(db: DbOrTx, where: { chapterId: number; linkId?: number; paragraph?: string; after?: number }) {
  const limit = BETA_LIMITS.pageSize;
  const rows = resultRows<CommentRow>(
    await db.execute(sql`select c.id, c.content, c.paragraph_id as "paragraphId", c.created_at as "createdAt", c.user_id as "userId", u.username, c.link_id as "linkId"
      from beta_comments c join users u on u.id = c.user_id
      where c.chapter_id = ${where.chapterId}
        ${where.linkId === undefined ? sql`` : sql`and c.link_id = ${where.linkId}`}
        ${where.paragraph === undefined ? sql`` : sql`and c.paragraph_id = ${where.paragraph}`}
        ${where.after === undefined ? sql`` : sql`and c.id > ${where.after}`}
      order by c.id limit ${limit + 1}`),
  );
  const page = rows.slice(0, limit);
  return { comments: page.map(presentComment), next_after: rows.length > limit ? Number(page[page.length - 1]!.id) : null };
}

/** GET /beta/{token}/chapters/{chapterId}/comments: what was said through this link (reader and author). */
export async function getBetaComments(ctx: AppContext, user: AuthUser, token: string, chapterId: number, query: { after?: number; paragraph?: string }) {
  const link = await openBetaLink(ctx.db, user, token, ctx.clock());
  await linkChapter(ctx.db, link.bookId, chapterId);
  return commentsPage(ctx.db, { chapterId, linkId: link.linkId, ...query });
}

async function insertComment(db: DbOrTx, values: { linkId: number; chapterId: number; user: AuthUser; content: string; paragraphId: string | null; text: string; now: number }) {
  if (values.paragraphId && !paragraphIdsOf(values.text).includes(values.paragraphId)) throw badRequest(MSG.paragraphInvalid);
  const [row] = await db
    .insert(betaComments)
    .values({ linkId: values.linkId, chapterId: values.chapterId, userId: values.user.id, paragraphId: values.paragraphId, content: values.content, createdAt: new Date(values.now) })
    .returning();
  return presentComment({ ...row!, username: values.user.username });
}

/**
 * POST /beta/{token}/chapters/{chapterId}/comments: seen by the author and this reader only. The
 * author alone is told, once while unread for each reader and chapter, so a reader going through
 * a chapter paragraph by paragraph leaves one notice, not fifty.
 */
export async function postBetaComment(ctx: AppContext, user: AuthUser, token: string, chapterId: number, body: { content: string; paragraphId?: string | null }) {
  const now = ctx.clock();
  const link = await openBetaLink(ctx.db, user, token, now);
  const chapter = await linkChapter(ctx.db, link.bookId, chapterId);
  return ctx.db.transaction(async (tx) => {
    const comment = await insertComment(tx, { linkId: link.linkId, chapterId, user, content: body.content, paragraphId: body.paragraphId ?? null, text: chapter.content, now });
    const [unread] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.chapterId, chapterId), eq(notifications.userId, link.authorId), eq(notifications.senderId, user.id), eq(notifications.type, 'beta-comment'), eq(notifications.isRead, false)))
      .limit(1);
    const notices = unread
      ? []
      : await createNotifications(
          tx,
          [{ userId: link.authorId, senderId: user.id, type: 'beta-comment', content: notificationText.betaComment(user.username, chapter.title), bookId: link.bookId, chapterId, paragraphId: comment.paragraph_id }],
          now,
        );
    return new Outcome(comment, notices);
  });
}

/** GET /stories/chapters/{chapterId}/beta-comments: the author reads every beta reader's notes on a chapter. */
export async function getAuthorBetaComments(ctx: AppContext, user: AuthUser, chapterId: number, query: { after?: number; paragraph?: string }) {
  await loadOwnChapter(ctx.db, user, chapterId);
  return commentsPage(ctx.db, { chapterId, ...query });
}

/** POST /stories/chapters/{chapterId}/beta-comments: the author answers in one beta reader's thread. */
export async function postAuthorBetaComment(ctx: AppContext, user: AuthUser, chapterId: number, body: { content: string; paragraphId?: string | null; link_id: number }) {
  const { chapter } = await loadOwnChapter(ctx.db, user, chapterId);
  const [link] = resultRows<{ id: number }>(await ctx.db.execute(sql`select id from beta_links where id = ${body.link_id} and book_id = ${chapter.bookId}`));
  if (!link) throw notFound(BETA_MSG.linkNotFound);
  return insertComment(ctx.db, { linkId: body.link_id, chapterId, user, content: body.content, paragraphId: body.paragraphId ?? null, text: chapter.content, now: ctx.clock() });
}
