import { knownWarnings, readingMinutes, type BookCard } from '@okuryazar/shared';
import type { AppConfig } from '../../config';
import { toIso } from '../../lib/clock';
import { publicFileUrl } from '../../lib/file-urls';
import type { BookCardRow } from './book-card.query';

/** What a card shows of its reader and what changes by the minute: counters, library, last read, authorship. */
export type LiveCardPart = Pick<
  BookCardRow,
  'totalViews' | 'totalLikes' | 'totalComments' | 'isInLibrary' | 'lastReadChapterId' | 'lastReadAt' | 'viewerIsAuthor' | 'chapterCount'
>;

export function presentBookCard(config: Pick<AppConfig, 's3'>, row: BookCardRow): BookCard {
  return presentCardParts(config, row, row);
}

/**
 * A card from its shared part and its live part, as two objects: the dashboard lays each
 * viewer's live state over cached shared rows, and copying a wide row with `{...row, …}` for
 * each of its 40 cards was a tenth of the dashboard's CPU (issue 10).
 */
export function presentCardParts(config: Pick<AppConfig, 's3'>, row: BookCardRow, live: LiveCardPart): BookCard {
  return {
    book_id: row.id,
    title: row.title,
    author_id: row.authorId,
    author_name: row.authorFullName || row.authorUsername,
    username: row.authorUsername,
    description: row.description || null,
    cover_image_url: publicFileUrl(config, row.coverImageUrl),
    category_id: row.categoryId,
    category_name: row.categoryName,
    telif_id: row.telifId,
    is_published: row.isPublished,
    is_mature_content: row.isMatureContent,
    content_warnings: knownWarnings(row.contentWarnings),
    total_views: live.totalViews,
    total_likes: live.totalLikes,
    total_comments: live.totalComments,
    // Only the author learns how many drafts a story has.
    chapter_count: live.viewerIsAuthor ? Number(live.chapterCount) : Number(row.publishedChaptersCount),
    published_chapters_count: Number(row.publishedChaptersCount),
    isInLibrary: Boolean(live.isInLibrary),
    last_read:
      live.lastReadChapterId !== null && live.lastReadAt !== null
        ? { chapter_id: Number(live.lastReadChapterId), updated_at: toIso(live.lastReadAt) }
        : null,
    first_chapter_id: row.firstChapterId === null ? null : Number(row.firstChapterId),
    created_at: toIso(row.createdAt),
    is_completed: Boolean(row.isCompleted),
    word_count: Number(row.wordCount),
    reading_minutes: readingMinutes(Number(row.wordCount)),
    updated_at: row.lastChapterPublishedAt === null ? null : toIso(row.lastChapterPublishedAt),
  };
}
