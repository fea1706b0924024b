import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { books, storyAnnouncements, users } from '../../db/schema';
import { enqueueJob } from '../../lib/jobs/queue';
import type { JobProcessor } from '../../lib/jobs/runner';
import type { FanoutCursor } from './fanout';
import { fanOutStoryNews, storyNewsColumns, storyStillAnnounces } from './story-audience';

const KIND = 'notify.announcement';

interface AnnouncementJob extends FanoutCursor {
  announcementId: number;
}

export const announcementText = (author: string, bookTitle: string) => `${author} «${bookTitle}» için bir duyuru paylaştı`;

/**
 * docs/PRODUCT.md#story-announcements: the author's followers and the readers who keep the
 * story hear of an announcement, once each. Called in the posting transaction; the job writes
 * the notices after the commit through the same set-based fan-out as new chapters (fanout.ts).
 */
export async function notifyAnnouncement(db: DbOrTx, announcement: { id: number }, now: Date): Promise<void> {
  await enqueueJob(db, KIND, { announcementId: announcement.id, after: 0 } satisfies AnnouncementJob, { key: String(announcement.id), runAt: now });
}

/**
 * The new-chapter rules: everyone once, never the author; nobody who blocked or muted the
 * author, nor whom the author blocked; a mature story never to a reader under 18. An
 * announcement deleted meanwhile, or a story unpublished or removed, or an author suspended,
 * announces nothing more.
 */
export const announcementFanout: JobProcessor<AnnouncementJob> = {
  kind: KIND,
  async run(ctx, job) {
    const [row] = await ctx.db
      .select({ deletedAt: storyAnnouncements.deletedAt, ...storyNewsColumns })
      .from(storyAnnouncements)
      .innerJoin(books, eq(books.id, storyAnnouncements.bookId))
      .innerJoin(users, eq(users.id, books.authorId))
      .where(eq(storyAnnouncements.id, job.payload.announcementId));
    if (!row || row.deletedAt || !storyStillAnnounces(row)) return;
    await fanOutStoryNews(ctx, job, row, {
      type: 'announcement',
      column: 'announcement_id',
      id: job.payload.announcementId,
      content: announcementText(row.fullName || row.username, row.bookTitle),
    });
  },
};
