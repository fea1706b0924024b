import { z } from 'zod';
import { storyDetailsChapterSchema } from './authoring-schemas';
import { isCalendarDate } from './dates';
import { DB_INT_MAX } from './ids';
import { MSG } from './messages';

/** Turkish texts of the writer's tools (docs/PRODUCT.md#reading-comfort-and-writers-tools: scheduling, statistics, EPUB). */
export const WRITER_MSG = {
  publishAtInvalid: 'Geçerli bir yayın zamanı seçin.',
  publishAtPast: 'Yayın zamanı ileride olmalı.',
  publishAtTooFar: 'Yayın zamanı en fazla bir yıl sonrası olabilir.',
  alreadyPublished: 'Yayımlanmış bir bölüm zamanlanamaz.',
  scheduled: 'Bölüm zamanlandı.',
  scheduleCancelled: 'Zamanlama iptal edildi.',
  statsDateInvalid: 'Geçerli bir tarih seçin (YYYY-AA-GG).',
  statsRangeReversed: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  statsRangeTooLong: 'En fazla 10 yıllık bir aralık seçilebilir.',
} as const;

/** How far ahead a chapter may be scheduled. */
export const SCHEDULE_MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

/** PUT /stories/chapters/{id}/schedule: an ISO time with an offset, or null to cancel. */
export const scheduleBodySchema = z.object({
  publish_at: z.iso.datetime({ offset: true, error: WRITER_MSG.publishAtInvalid }).nullable(),
});
export type ScheduleBody = z.infer<typeof scheduleBodySchema>;

export const scheduleResponseSchema = z.object({
  chapter_id: z.number().int(),
  publish_at: z.string().nullable(),
  message: z.string(),
});

/** One chapter's totals; read_through is the share (0–1) of chapter 1's readers who opened it. */
export const chapterStatsSchema = z.object({
  chapter_id: z.number().int(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  read_through: z.number(),
});

/** A calendar day in Turkey (YYYY-MM-DD) and the views counted on it. */
export const dailyViewsSchema = z.object({ date: z.string(), views: z.number().int() });

/**
 * GET /stories/{id}/stats: per chapter totals and one daily point for every day of the range
 * (`from`..`to`, oldest first; by default the last 30 days). `first_day` is the story's first
 * day, the earliest a range needs to start.
 */
export const storyStatsSchema = z.object({
  chapters: z.array(chapterStatsSchema),
  daily: z.array(dailyViewsSchema),
  from: z.string(),
  to: z.string(),
  first_day: z.string(),
});
export type StoryStats = z.infer<typeof storyStatsSchema>;

/** Days in the statistics chart when no range is asked for. */
export const STATS_DAYS = 30;
/** The longest range of daily points one call gives (ten years and leap days). */
export const STATS_MAX_DAYS = 3660;

const statsDay = z.string({ error: WRITER_MSG.statsDateInvalid }).refine(isCalendarDate, WRITER_MSG.statsDateInvalid);

/** ?from=&to= of the statistics calls: calendar days in Turkey, both optional, in order. */
export const storyStatsQuerySchema = z
  .object({ from: statsDay.optional(), to: statsDay.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: WRITER_MSG.statsRangeReversed, path: ['from'] });
export type StoryStatsQuery = z.infer<typeof storyStatsQuerySchema>;

/** The most chapters one reorder may list (far above any real story; bounds the request). */
export const CHAPTER_ORDER_MAX = 5000;

const chapterOrderId = z.number({ error: MSG.chapterOrderInvalid }).int(MSG.chapterOrderInvalid).positive(MSG.chapterOrderInvalid).max(DB_INT_MAX, MSG.chapterOrderInvalid);

/**
 * PUT /stories/{id}/chapter-order: every chapter of the story, each once, in the new order.
 * The server renumbers them 1..n in that order (one transaction).
 */
export const chapterOrderBodySchema = z.object({
  chapter_ids: z
    .array(chapterOrderId, { error: MSG.chapterOrderInvalid })
    .min(1, MSG.chapterOrderInvalid)
    .max(CHAPTER_ORDER_MAX, MSG.chapterOrderInvalid)
    .refine((ids) => new Set(ids).size === ids.length, MSG.chapterOrderInvalid),
});
export type ChapterOrderBody = z.infer<typeof chapterOrderBodySchema>;

/** The chapters in their new order, as the story details list them. */
export const chapterOrderResponseSchema = z.object({
  message: z.string(),
  chapters: z.array(storyDetailsChapterSchema),
});

/** Closing or reopening a story's comments (docs/PRODUCT.md#the-authors-say-over-comments). */
export const commentSettingsBodySchema = z.object({
  closed: z.boolean({ error: MSG.badRequest }),
});
export type CommentSettingsBody = z.infer<typeof commentSettingsBodySchema>;
export const commentSettingsResponseSchema = z.object({
  message: z.string(),
  book_id: z.number().int(),
  comments_closed: z.boolean(),
});
export type CommentSettingsResponse = z.infer<typeof commentSettingsResponseSchema>;
