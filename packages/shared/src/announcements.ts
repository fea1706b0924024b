import { z } from 'zod';
import { dbId } from './ids';
import { ANNOUNCEMENT_LIMITS } from './limits';
import { MSG } from './messages';

/** Turkish texts of story announcements (docs/PRODUCT.md#story-announcements). */
export const ANNOUNCEMENT_MSG = {
  empty: 'Duyuru boş olamaz.',
  tooLong: `Duyuru en fazla ${ANNOUNCEMENT_LIMITS.maxChars} karakter olabilir.`,
  notFound: 'Duyuru bulunamadı.',
  /** `next` is the Turkish date and time the next one is possible. */
  oncePerDay: (next: string) => `Bu hikaye için bugün zaten bir duyuru yayınladınız. Bir sonrakini ${next} sonrasında yayınlayabilirsiniz.`,
} as const;

export const ANNOUNCEMENT_CODES = { DAILY_LIMIT: 'ANNOUNCEMENT_DAILY_LIMIT' } as const;

/** POST /stories/{id}/announcements: plain text, trimmed, 1..ANNOUNCEMENT_LIMITS.maxChars. */
export const createAnnouncementBodySchema = z.object({
  content: z.string({ error: ANNOUNCEMENT_MSG.empty }).trim().min(1, ANNOUNCEMENT_MSG.empty).max(ANNOUNCEMENT_LIMITS.maxChars, ANNOUNCEMENT_MSG.tooLong),
});
export type CreateAnnouncementBody = z.infer<typeof createAnnouncementBodySchema>;

export const announcementSchema = z.object({
  announcement_id: z.number().int(),
  book_id: z.number().int(),
  content: z.string(),
  created_at: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementsQuerySchema = z.object({ before: dbId(MSG.badRequest).optional() });
export const announcementsResponseSchema = z.object({
  announcements: z.array(announcementSchema),
  next_before: z.number().int().nullable(),
  /** For the story's author: when the next one may be posted (null: now). Null for everyone else. */
  next_allowed_at: z.string().nullable(),
});
export type AnnouncementsResponse = z.infer<typeof announcementsResponseSchema>;
