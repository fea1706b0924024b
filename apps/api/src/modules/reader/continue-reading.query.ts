import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notBlockedEitherWay } from '../../policies/blocks';
import { othersReadableBooksSql } from '../../policies/books';
import type { BookCardRow } from '../books/book-card.query';
import { rowsOf } from '../../db/raw-sql';
import { bookCardColumnsSql, bookCardFromSql } from '../books/book-card.query';
import type { PositionRow } from './progress.presenter';

export type ContinueReadingRow = BookCardRow &
  PositionRow & {
    chapterId: number;
    chapterNumber: number;
    chapterTitle: string;
    progressUpdatedAt: Date | string;
  };

export interface ContinueReadingInput {
  viewerId: number;
  now: number;
  /** The book whose entry the previous page ended with (`?before=`), or none for the first page. */
  before: number | undefined;
  limit: number;
}

/*
 * "Okumaya devam et": the reader's stories with progress, most recent first, one page at a
 * time, as one statement. A reader may have progress on 70,000 stories, so the page is a walk
 * down reading_progress_user_recent_idx (user_id, updated_at, book_id) backwards that stops
 * after `limit` rows still readable (a published chapter, a book they may see, not their own,
 * no block either way); nothing sorts their history. The next page starts below the entry of
 * the `before` book (a primary-key lookup), in the same (updated_at, book_id) order. Cards are
 * built for the page's books only.
 */
export function continueReadingPage(db: DbOrTx, input: ContinueReadingInput): Promise<ContinueReadingRow[]> {
  const after =
    input.before === undefined
      ? sql``
      : sql`and (p.updated_at, p.book_id) < (select q.updated_at, q.book_id from reading_progress q where q.user_id = v.id and q.book_id = ${input.before})`;
  return rowsOf<ContinueReadingRow>(
    db,
    sql`select card.*, page.chapter_id as "chapterId", page.chapter_number as "chapterNumber", page.chapter_title as "chapterTitle",
          page.scroll_y as "scrollY", page.position_timestamp as "timestamp", page.paragraph as "paragraph",
          page.paragraph_offset as "offset", page.updated_at as "progressUpdatedAt"
        from users v
        cross join lateral (
          select p.book_id, p.updated_at, p.scroll_y, p.position_timestamp, p.paragraph, p.paragraph_offset,
            c.id as chapter_id, c.chapter_number, c.title as chapter_title
          from reading_progress p
          join books b on b.id = p.book_id
          -- A lookup by primary key for each entry walked (the limit keeps it a lateral lookup:
          -- joined plainly, the planner, expecting few visible books, scanned chapters instead).
          cross join lateral (select c.id, c.chapter_number, c.title from chapters c where c.id = p.chapter_id and c.is_published limit 1) c
          where p.user_id = v.id and ${othersReadableBooksSql(input.now)}
            and ${notBlockedEitherWay(sql`v.id`, sql`b.author_id`)} ${after}
          order by p.updated_at desc, p.book_id desc
          limit ${input.limit}
        ) page
        cross join lateral (select ${bookCardColumnsSql} from ${bookCardFromSql} where b.id = page.book_id) card
        where v.id = ${input.viewerId}
        order by page.updated_at desc, page.book_id desc`,
    input.before === undefined ? 'continue_reading_first' : 'continue_reading_next',
  );
}
