import { eq } from 'drizzle-orm';
import { books, storyAnnouncements, users } from '../../db/schema';
import { storyNewsColumns, storyNewsJob } from './story-audience';

export const announcementText = (author: string, bookTitle: string) => `${author} «${bookTitle}» için bir duyuru paylaştı`;

/**
 * The new-chapter rules: everyone once, never the author; nobody who blocked or muted the
 * author, nor whom the author blocked; a mature story never to a reader under 18. An
 * announcement deleted meanwhile, or a story unpublished or removed, or an author suspended,
 * announces nothing more.
 */
const announcementNews = storyNewsJob({
  kind: 'notify.announcement',
  idField: 'announcementId',
  type: 'announcement',
  column: 'announcement_id',
  async load(db, id) {
    const [row] = await db
      .select({ deletedAt: storyAnnouncements.deletedAt, ...storyNewsColumns })
      .from(storyAnnouncements)
      .innerJoin(books, eq(books.id, storyAnnouncements.bookId))
      .innerJoin(users, eq(users.id, books.authorId))
      .where(eq(storyAnnouncements.id, id));
    return row;
  },
  stillStands: (row) => !row.deletedAt,
  content: (row) => announcementText(row.fullName || row.username, row.bookTitle),
});

/**
 * docs/PRODUCT.md#story-announcements: the author's followers and the readers who keep the
 * story hear of an announcement, once each. Called in the posting transaction; the job writes
 * the notices after the commit through the same set-based fan-out as new chapters (fanout.ts).
 */
export const notifyAnnouncement = announcementNews.enqueue;
export const announcementFanout = announcementNews.processor;
