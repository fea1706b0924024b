import { eq } from 'drizzle-orm';
import { books, chapters, users } from '../../db/schema';
import { notificationText } from './notify';
import { storyNewsColumns, storyNewsJob } from './story-audience';

/**
 * Everyone once, under the story's audience rule (story-audience.ts: never the author, nobody
 * across a block either way or who muted the author, a mature story never to a reader under
 * 18; docs/PRODUCT.md#product-decisions, #trust-and-safety). Checked when the notices are written: a
 * chapter unpublished or removed meanwhile, or an author suspended meanwhile, announces
 * nothing more.
 */
const newChapterNews = storyNewsJob({
  kind: 'notify.new-chapter',
  idField: 'chapterId',
  type: 'new-chapter',
  column: 'chapter_id',
  async load(db, id) {
    const [row] = await db
      .select({ chapterTitle: chapters.title, isPublished: chapters.isPublished, chapterRemovedAt: chapters.removedAt, ...storyNewsColumns })
      .from(chapters)
      .innerJoin(books, eq(books.id, chapters.bookId))
      .innerJoin(users, eq(users.id, books.authorId))
      .where(eq(chapters.id, id));
    return row;
  },
  stillStands: (row) => row.isPublished && !row.chapterRemovedAt,
  content: (row) => notificationText.newChapter(row.fullName || row.username, row.bookTitle, row.chapterTitle),
});

/**
 * docs/PRODUCT.md#product-decisions 'new-chapter': the author's followers and readers who keep the story in their
 * library hear about a chapter the first time it is published. Called in the publishing
 * transaction, it only records the fan-out; the job writes the notices (one per reader,
 * however many) after the commit, outside the author's request.
 */
export const notifyNewChapter = newChapterNews.enqueue;
export const newChapterFanout = newChapterNews.processor;
