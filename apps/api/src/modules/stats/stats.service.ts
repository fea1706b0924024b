import { STATS_DAYS, turkeyDate, type StoryStats } from '@okuryazar/shared';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { chapters, chapterViewDays, chapterViews } from '../../db/schema';
import type { AuthUser } from '../../lib/session';
import { loadOwnBook } from '../../policies/authoring';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `count` calendar days ending with `today` (YYYY-MM-DD), oldest first. */
export function lastDays(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(end - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/**
 * An author's statistics of one story (docs/PRODUCT.md#reading-comfort-and-writers-tools). Readers are the signed-in people whose
 * view of a chapter was counted (chapter_views keeps one row per reader and chapter), so
 * read-through is the share of the first chapter's readers who also opened the chapter.
 * Daily views come from chapter_view_days, counted with each view in Turkish calendar days.
 */
export async function getStoryStats(ctx: AppContext, user: AuthUser, storyId: number): Promise<StoryStats> {
  const book = await loadOwnBook(ctx.db, user, storyId);
  const rows = await ctx.db
    .select({ id: chapters.id, views: chapters.views, likes: chapters.likes, comments: chapters.comments })
    .from(chapters)
    .where(eq(chapters.bookId, book.id))
    .orderBy(asc(chapters.chapterNumber));
  const first = rows[0]?.id;

  const readers = new Map<number, number>();
  let firstReaders = 0;
  if (first !== undefined) {
    const firstReaderIds = sql`(select ${chapterViews.userId} from ${chapterViews} where ${chapterViews.chapterId} = ${first})`;
    const counted = await ctx.db
      .select({ chapterId: chapterViews.chapterId, readers: sql<number>`count(*)::int` })
      .from(chapterViews)
      .innerJoin(chapters, eq(chapters.id, chapterViews.chapterId))
      .where(and(eq(chapters.bookId, book.id), sql`${chapterViews.userId} in ${firstReaderIds}`))
      .groupBy(chapterViews.chapterId);
    for (const row of counted) readers.set(row.chapterId, Number(row.readers));
    firstReaders = readers.get(first) ?? 0;
  }

  const days = lastDays(turkeyDate(new Date(ctx.clock())), STATS_DAYS);
  const perDay = await ctx.db
    .select({ day: sql<string>`${chapterViewDays.day}::text`, views: sql<number>`sum(${chapterViewDays.views})::int` })
    .from(chapterViewDays)
    .innerJoin(chapters, eq(chapters.id, chapterViewDays.chapterId))
    .where(and(eq(chapters.bookId, book.id), gte(chapterViewDays.day, days[0]!)))
    .groupBy(chapterViewDays.day);
  const viewsOn = new Map(perDay.map((row) => [row.day, Number(row.views)]));

  return {
    chapters: rows.map((c) => ({
      chapter_id: c.id,
      views: c.views,
      likes: c.likes,
      comments: c.comments,
      read_through: firstReaders === 0 ? 0 : Math.round(((readers.get(c.id) ?? 0) / firstReaders) * 1000) / 1000,
    })),
    daily: days.map((date) => ({ date, views: viewsOn.get(date) ?? 0 })),
  };
}
