import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { books, chapters, users } from '../../db/schema';
import { enqueueJob } from '../../lib/jobs/queue';
import type { JobProcessor } from '../../lib/jobs/runner';
import type { FanoutCursor } from './fanout';
import { notificationText } from './notify';
import { fanOutStoryNews, storyNewsColumns, storyStillAnnounces } from './story-audience';

const KIND = 'notify.new-chapter';

interface NewChapterJob extends FanoutCursor {
  chapterId: number;
}

/**
 * docs/PRODUCT.md#product-decisions 'new-chapter': the author's followers and readers who keep the story in their
 * library hear about a chapter the first time it is published. Called in the publishing
 * transaction, it only records the fan-out; the job writes the notices (one per reader,
 * however many) after the commit, outside the author's request.
 */
export async function notifyNewChapter(db: DbOrTx, chapter: { id: number }, now: Date): Promise<void> {
  await enqueueJob(db, KIND, { chapterId: chapter.id, after: 0 } satisfies NewChapterJob, { key: String(chapter.id), runAt: now });
}

/**
 * Everyone once, under the story's audience rule (story-audience.ts: never the author, nobody
 * across a block either way or who muted the author, a mature story never to a reader under
 * 18; docs/PRODUCT.md#product-decisions, #trust-and-safety). Checked when the notices are written: a
 * chapter unpublished or removed meanwhile, or an author suspended meanwhile, announces
 * nothing more.
 */
export const newChapterFanout: JobProcessor<NewChapterJob> = {
  kind: KIND,
  async run(ctx, job) {
    const [row] = await ctx.db
      .select({ chapterTitle: chapters.title, isPublished: chapters.isPublished, chapterRemovedAt: chapters.removedAt, ...storyNewsColumns })
      .from(chapters)
      .innerJoin(books, eq(books.id, chapters.bookId))
      .innerJoin(users, eq(users.id, books.authorId))
      .where(eq(chapters.id, job.payload.chapterId));
    if (!row || !row.isPublished || row.chapterRemovedAt || !storyStillAnnounces(row)) return;
    await fanOutStoryNews(ctx, job, row, {
      type: 'new-chapter',
      column: 'chapter_id',
      id: job.payload.chapterId,
      content: notificationText.newChapter(row.fullName || row.username, row.bookTitle, row.chapterTitle),
    });
  },
};
