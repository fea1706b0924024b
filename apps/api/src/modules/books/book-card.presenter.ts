import { knownWarnings, readingMinutes, type BookCard } from '@okuryazar/shared';
import type { AppConfig } from '../../config';
import { toIso } from '../../lib/clock';
import { publicFileUrl } from '../../lib/file-urls';
import type { BookCardRow } from './book-card.query';

export function presentBookCard(config: Pick<AppConfig, 's3'>, row: BookCardRow): BookCard {
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
    total_views: row.totalViews,
    total_likes: row.totalLikes,
    total_comments: row.totalComments,
    // Only the author learns how many drafts a story has.
    chapter_count: row.viewerIsAuthor ? Number(row.chapterCount) : Number(row.publishedChaptersCount),
    published_chapters_count: Number(row.publishedChaptersCount),
    isInLibrary: Boolean(row.isInLibrary),
    last_read:
      row.lastReadChapterId !== null && row.lastReadAt !== null
        ? { chapter_id: Number(row.lastReadChapterId), updated_at: toIso(row.lastReadAt) }
        : null,
    first_chapter_id: row.firstChapterId === null ? null : Number(row.firstChapterId),
    created_at: toIso(row.createdAt),
    is_completed: Boolean(row.isCompleted),
    word_count: Number(row.wordCount),
    reading_minutes: readingMinutes(Number(row.wordCount)),
    updated_at: row.lastChapterPublishedAt === null ? null : toIso(row.lastChapterPublishedAt),
  };
}
