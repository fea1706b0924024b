import { ERROR_CODES, SCHEDULE_MAX_AHEAD_MS, WRITER_MSG, type ScheduleBody } from '@okuryazar/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { chapters } from '../../db/schema';
import { toIso } from '../../lib/clock';
import { badRequest, conflict } from '../../lib/errors';
import type { AuthUser } from '../../lib/session';
import { loadOwnChapter } from '../../policies/authoring';
import { assertNotRemoved } from '../../policies/moderation';

const alreadyPublished = () => conflict(WRITER_MSG.alreadyPublished, ERROR_CODES.ALREADY_PUBLISHED);

/**
 * Sets or cancels (null) when a draft chapter is published (docs/PRODUCT.md#reading-comfort-and-writers-tools). The chapter's
 * version (updated_at) stays as it is: a schedule is not an edit of the text, so an open
 * editor's next save is not refused because of it.
 */
export async function setChapterSchedule(ctx: AppContext, user: AuthUser, chapterId: number, body: ScheduleBody) {
  const { chapter, bookRemovedAt } = await loadOwnChapter(ctx.db, user, chapterId);
  assertNotRemoved(chapter, { removedAt: bookRemovedAt });
  if (chapter.isPublished) throw alreadyPublished();
  let publishAt: Date | null = null;
  if (body.publish_at !== null) {
    publishAt = new Date(body.publish_at);
    const now = ctx.clock();
    if (publishAt.getTime() <= now) throw badRequest(WRITER_MSG.publishAtPast);
    if (publishAt.getTime() > now + SCHEDULE_MAX_AHEAD_MS) throw badRequest(WRITER_MSG.publishAtTooFar);
  }
  // Only while still a draft: a publication that won the race since the read above stands.
  const [row] = await ctx.db
    .update(chapters)
    .set({ publishAt })
    .where(and(eq(chapters.id, chapter.id), eq(chapters.isPublished, false)))
    .returning({ id: chapters.id, publishAt: chapters.publishAt });
  if (!row) throw alreadyPublished();
  return {
    chapter_id: row.id,
    publish_at: row.publishAt ? toIso(row.publishAt) : null,
    message: row.publishAt ? WRITER_MSG.scheduled : WRITER_MSG.scheduleCancelled,
  };
}
