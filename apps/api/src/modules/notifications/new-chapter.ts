import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { books, chapters, users } from '../../db/schema';
import { enqueueJob } from '../../lib/jobs/queue';
import type { JobProcessor } from '../../lib/jobs/runner';
import { matureCutoff } from '../../policies/books';
import { runFanout, type FanoutCursor } from './fanout';
import { notificationText } from './notify';

const KIND = 'notify.new-chapter';

/**
 * The fan-out candidates of a story's news (a chapter, an announcement): the author's followers
 * and the story's library readers, two index walks in id order (follows_followed_idx,
 * library_entries_book_idx) merged, so someone who is both is one candidate.
 */
export function followersAndReaders(authorId: number, bookId: number) {
  return (after: number, limit: number) => sql`
        select user_id from (
          (select follower_id as user_id from follows where followed_id = ${authorId} and follower_id > ${after} order by follower_id limit ${limit})
          union
          (select user_id from library_entries where book_id = ${bookId} and user_id > ${after} order by user_id limit ${limit})
        ) c order by user_id limit ${limit}`;
}

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
 * Everyone once, never the author; nobody who blocked or muted the author; a mature story
 * never to a reader under 18 (docs/PRODUCT.md#product-decisions, #trust-and-safety). Checked when the notices are written: a
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
        where u.id <> ${row.authorId}
          and not exists (select 1 from user_blocks ub where ub.blocker_id = u.id and ub.blocked_id = ${row.authorId})
          and not exists (select 1 from user_mutes um where um.muter_id = u.id and um.muted_id = ${row.authorId})
          and (${!row.mature} or u.birth_date <= ${cutoff}::date)
        on conflict (chapter_id, user_id) where type = 'new-chapter' do nothing
        returning id, user_id, sender_id, type, content, book_id, chapter_id, created_at`,
    });
  },
};
