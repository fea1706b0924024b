import { LIMITS } from '@okuryazar/shared';
import { sql, type SQL } from 'drizzle-orm';

/**
 * "Önceki bölümlerde" (docs/PRODUCT.md#community-engine): a signed-in reader who opens a chapter LIMITS.recapReturnDays days or more after
 * their last read of the story (reading_progress.updated_at, which every progress save moves) gets the previous
 * published chapter's recap, when it has one. A first-time reader has no progress row, and chapter 1 no previous
 * chapter: null. The next chapter read right after is no return, since the progress save of this read moved the time.
 *
 * Decided live in the reader statement for this viewer on every call (where the viewer is `v` and the book `b`):
 * nothing of it enters the shared chapter caches (./chapter-text.ts, books/chapter-list.ts), and the service worker
 * keeps the offline copy of a chapter without it (apps/web/vite.config.ts).
 */
export type RecapColumn = [string, string] | null;

const DAY_MS = 24 * 60 * 60 * 1000;

export function returnRecapSql(chapterId: number, now: number): SQL {
  const cutoff = new Date(now - LIMITS.recapReturnDays * DAY_MS).toISOString();
  return sql`(select (
      select json_build_array(pc.title, pc.recap)
      from chapters cc
      join chapters pc on pc.book_id = cc.book_id and pc.chapter_number < cc.chapter_number and pc.is_published and pc.removed_at is null
      where cc.id = ${chapterId} and cc.book_id = b.id
      order by pc.chapter_number desc limit 1)
    from reading_progress p
    where p.user_id = v.id and p.book_id = b.id and p.updated_at <= ${cutoff}::timestamptz)`;
}

/** The response's `recap`: the previous chapter's title and recap, or null when there is nothing to show. */
export function presentRecap(column: RecapColumn | undefined): { chapter_title: string; text: string } | null {
  if (!column || !column[1]) return null;
  return { chapter_title: column[0], text: column[1] };
}
