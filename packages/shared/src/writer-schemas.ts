import { z } from 'zod';
import { storyDetailsChapterSchema } from './authoring-schemas';
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

/** GET /stories/{id}/stats: per chapter totals and exactly 30 daily points, oldest first. */
export const storyStatsSchema = z.object({
  chapters: z.array(chapterStatsSchema),
  daily: z.array(dailyViewsSchema),
});
export type StoryStats = z.infer<typeof storyStatsSchema>;

/** Days in the statistics chart. */
export const STATS_DAYS = 30;

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
