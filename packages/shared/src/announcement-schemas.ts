import { z } from 'zod';
import { ANNOUNCEMENT_MSG } from './announcements';
import { dbId } from './ids';
import { ANNOUNCEMENT_LIMITS } from './limits';
import { MSG } from './messages';

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
