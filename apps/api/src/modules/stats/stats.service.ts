import { STATS_DAYS, STATS_MAX_DAYS, WRITER_MSG, turkeyDate, type StoryStats, type StoryStatsQuery } from '@okuryazar/shared';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { badRequest } from '../../lib/errors';
import type { AppContext } from '../../lib/context';
import { chapters, chapterViewDays, chapterViews } from '../../db/schema';
import type { AuthUser } from '../../lib/session';
import { loadOwnBook } from '../../policies/authoring';

const DAY_MS = 24 * 60 * 60 * 1000;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `count` calendar days ending with `today` (YYYY-MM-DD), oldest first. */
export function lastDays(today: string, count: number): string[] {
  const end = dayMs(today);
  return Array.from({ length: count }, (_, i) => dayOf(end - (count - 1 - i) * DAY_MS));
}

/**
 * The days a statistics call covers: `to` at the latest today (a later day has no reads yet),
 * `from` by default 30 days back; at most STATS_MAX_DAYS, in order, else 400.
 */
export function statsRange(query: StoryStatsQuery, today: string): string[] {
  const to = query.to && query.to < today ? query.to : today;
  const from = query.from ?? dayOf(dayMs(to) - (STATS_DAYS - 1) * DAY_MS);
  if (from > to) throw badRequest(WRITER_MSG.statsRangeReversed);
  const count = Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
  if (count > STATS_MAX_DAYS) throw badRequest(WRITER_MSG.statsRangeTooLong);
  return lastDays(to, count);
}

/**
 * An author's statistics of one story (docs/PRODUCT.md#reading-comfort-and-writers-tools). Readers are the signed-in people whose
 * view of a chapter was counted (chapter_views keeps one row per reader and chapter), so
 * read-through is the share of the first chapter's readers who also opened the chapter.
 * Daily views come from chapter_view_days, counted with each view in Turkish calendar days.
 */
export async function getStoryStats(ctx: AppContext, user: AuthUser, storyId: number, query: StoryStatsQuery = {}): Promise<StoryStats> {
  const book = await loadOwnBook(ctx.db, user, storyId);
  const days = statsRange(query, turkeyDate(new Date(ctx.clock())));
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

  const perDay = await ctx.db
    .select({ day: sql<string>`${chapterViewDays.day}::text`, views: sql<number>`sum(${chapterViewDays.views})::int` })
    .from(chapterViewDays)
    .innerJoin(chapters, eq(chapters.id, chapterViewDays.chapterId))
    .where(and(eq(chapters.bookId, book.id), gte(chapterViewDays.day, days[0]!), lte(chapterViewDays.day, days[days.length - 1]!)))
    .groupBy(chapterViewDays.day);
  const viewsOn = new Map(perDay.map((row) => [row.day, Number(row.views)]));
  // The story's first day: its creation, or an earlier counted view (imported or restored data).
  const [firstView] = await ctx.db
    .select({ day: sql<string | null>`min(${chapterViewDays.day})::text` })
    .from(chapterViewDays)
    .innerJoin(chapters, eq(chapters.id, chapterViewDays.chapterId))
    .where(eq(chapters.bookId, book.id));
  const created = turkeyDate(book.createdAt);
  const firstDay = firstView?.day && firstView.day < created ? firstView.day : created;

  return {
    chapters: rows.map((c) => ({
      chapter_id: c.id,
      views: c.views,
      likes: c.likes,
      comments: c.comments,
      read_through: firstReaders === 0 ? 0 : Math.round(((readers.get(c.id) ?? 0) / firstReaders) * 1000) / 1000,
    })),
    daily: days.map((date) => ({ date, views: viewsOn.get(date) ?? 0 })),
    from: days[0]!,
    to: days[days.length - 1]!,
    first_day: firstDay,
  };
}

/** The daily points as CSV for a spreadsheet: UTF-8 with a byte-order mark (so Excel reads Turkish letters), `;` between fields as Turkish Excel expects. */
export function dailyViewsCsv(stats: Pick<StoryStats, 'daily'>): string {
  return `\uFEFFTarih;Okunma\r\n${stats.daily.map((d) => `${d.date};${d.views}\r\n`).join('')}`;
}
