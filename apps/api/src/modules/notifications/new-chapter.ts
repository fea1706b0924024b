import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { books, chapters, users } from '../../db/schema';
import { enqueueJob } from '../../lib/jobs/queue';
import type { JobProcessor } from '../../lib/jobs/runner';
import { matureCutoff } from '../../policies/books';
import { runFanout, type FanoutCursor } from './fanout';
import { notificationText } from './notify';
import { followersAndReaders, storyAudienceSql } from './story-audience';

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
      .select({
        chapterTitle: chapters.title,
        isPublished: chapters.isPublished,
        chapterRemovedAt: chapters.removedAt,
        bookId: books.id,
        bookTitle: books.title,
        bookPublished: books.isPublished,
        bookRemovedAt: books.removedAt,
        mature: books.isMatureContent,
        authorId: users.id,
        username: users.username,
        fullName: users.fullName,
        profileImageUrl: users.profileImageUrl,
        suspendedAt: users.suspendedAt,
      })
      .from(chapters)
      .innerJoin(books, eq(books.id, chapters.bookId))
      .innerJoin(users, eq(users.id, books.authorId))
      .where(eq(chapters.id, job.payload.chapterId));
    if (!row || !row.isPublished || !row.bookPublished || row.chapterRemovedAt || row.bookRemovedAt || row.suspendedAt) return;
    const content = notificationText.newChapter(row.fullName || row.username, row.bookTitle, row.chapterTitle);
    const cutoff = matureCutoff(ctx.clock());
    await runFanout(ctx, job, {
      sender: { username: row.username, profileImageUrl: row.profileImageUrl },
      candidates: followersAndReaders(row.authorId, row.bookId),
      insert: sql`
        insert into notifications (user_id, sender_id, type, content, book_id, chapter_id)
        select u.id, ${row.authorId}::integer, 'new-chapter', ${content}, ${row.bookId}::integer, ${job.payload.chapterId}::integer
        from batch join users u on u.id = batch.user_id
        where ${storyAudienceSql(row, cutoff)}
        on conflict (chapter_id, user_id) where type = 'new-chapter' do nothing
        returning id, user_id, sender_id, type, content, book_id, chapter_id, created_at`,
    });
  },
};
