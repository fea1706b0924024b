import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { books, storyAnnouncements, users } from '../../db/schema';
import { enqueueJob } from '../../lib/jobs/queue';
import type { JobProcessor } from '../../lib/jobs/runner';
import { matureCutoff } from '../../policies/books';
import { runFanout, type FanoutCursor } from './fanout';
import { followersAndReaders, storyAudienceSql } from './story-audience';

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
      .select({
        deletedAt: storyAnnouncements.deletedAt,
        bookId: books.id,
        bookTitle: books.title,
        bookPublished: books.isPublished,
        bookRemovedAt: books.removedAt,
        bookDeletedAt: books.deletedAt,
        mature: books.isMatureContent,
        authorId: users.id,
        username: users.username,
        fullName: users.fullName,
        profileImageUrl: users.profileImageUrl,
        suspendedAt: users.suspendedAt,
      })
      .from(storyAnnouncements)
      .innerJoin(books, eq(books.id, storyAnnouncements.bookId))
      .innerJoin(users, eq(users.id, books.authorId))
      .where(eq(storyAnnouncements.id, job.payload.announcementId));
    if (!row || row.deletedAt || !row.bookPublished || row.bookRemovedAt || row.bookDeletedAt || row.suspendedAt) return;
    const content = announcementText(row.fullName || row.username, row.bookTitle);
    const cutoff = matureCutoff(ctx.clock());
    await runFanout(ctx, job, {
      sender: { username: row.username, profileImageUrl: row.profileImageUrl },
      candidates: followersAndReaders(row.authorId, row.bookId),
      insert: sql`
        insert into notifications (user_id, sender_id, type, content, book_id, announcement_id)
        select u.id, ${row.authorId}::integer, 'announcement', ${content}, ${row.bookId}::integer, ${job.payload.announcementId}::integer
        from batch join users u on u.id = batch.user_id
        where ${storyAudienceSql(row, cutoff)}
        on conflict (announcement_id, user_id) where type = 'announcement' do nothing
        returning id, user_id, sender_id, type, content, book_id, chapter_id, created_at`,
    });
  },
};
