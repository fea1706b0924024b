import { z } from 'zod';
import { BETA_LIMITS, BETA_MSG } from './beta';
import { dbId, paragraphIdSchema } from './ids';
import { MSG } from './messages';
import { LIMITS } from './limits';

/** POST /stories/{id}/beta-links: an optional expiry (an ISO instant, in the future, within a year). */
export const createBetaLinkBodySchema = z.object({
  expires_at: z.iso.datetime({ offset: true, error: BETA_MSG.expiryInvalid }).nullish(),
});
export type CreateBetaLinkBody = z.infer<typeof createBetaLinkBodySchema>;

/** The answer to making a link: the only time its token is shown. */
export const createdBetaLinkSchema = z.object({ link_id: z.number().int(), token: z.string(), url: z.string() });

export const betaLinkSchema = z.object({
  link_id: z.number().int(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  /** 'waiting' until a reader opens it, 'open' while it works, 'ended' or 'expired' after. */
  state: z.enum(['waiting', 'open', 'ended', 'expired']),
  reader: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  comment_count: z.number().int(),
});
export type BetaLink = z.infer<typeof betaLinkSchema>;

export const betaLinksQuerySchema = z.object({ before: dbId(MSG.badRequest).optional() });
export const betaLinksResponseSchema = z.object({ links: z.array(betaLinkSchema), next_before: z.number().int().nullable() });

export const betaChapterItemSchema = z.object({
  chapter_id: z.number().int(),
  title: z.string(),
  chapter_number: z.number().int(),
  is_published: z.boolean(),
});

/** GET /beta/{token}: the story and every chapter, drafts included. */
export const betaBookResponseSchema = z.object({
  book: z.object({ book_id: z.number().int(), title: z.string(), author_id: z.number().int(), author_name: z.string(), cover_image_url: z.string().nullable() }),
  chapters: z.array(betaChapterItemSchema),
  /** Whether the caller is the story's author (looking through their own link). */
  is_author: z.boolean(),
});
export type BetaBookResponse = z.infer<typeof betaBookResponseSchema>;

export const betaChapterResponseSchema = betaChapterItemSchema.extend({
  content: z.string(),
  note_before: z.string(),
  note_after: z.string(),
  previous_chapter_id: z.number().int().nullable(),
  next_chapter_id: z.number().int().nullable(),
});
export type BetaChapterResponse = z.infer<typeof betaChapterResponseSchema>;

export const betaCommentSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  paragraph_id: z.string().nullable(),
  created_at: z.string(),
  user: z.object({ id: z.number().int(), username: z.string() }),
  /** Always "author": only the story's author and the link's reader see it. */
  visibility: z.literal('author'),
  /** In the author's view: which link (which beta reader) it came through. */
  link_id: z.number().int(),
});
export type BetaComment = z.infer<typeof betaCommentSchema>;

export const betaCommentsQuerySchema = z.object({ after: dbId(MSG.badRequest).optional(), paragraph: paragraphIdSchema.optional() });
export const betaCommentsResponseSchema = z.object({ comments: z.array(betaCommentSchema), next_after: z.number().int().nullable() });

export const betaCommentBodySchema = z.object({
  content: z.string({ error: MSG.commentEmpty }).trim().min(1, MSG.commentEmpty).max(LIMITS.commentMaxChars, MSG.commentTooLong),
  paragraphId: paragraphIdSchema.nullish(),
});

/** The author's answer in a beta reader's thread names the link it goes to. */
export const betaAuthorCommentBodySchema = betaCommentBodySchema.extend({ link_id: dbId(MSG.badRequest) });

export const BETA_PAGE_SIZE = BETA_LIMITS.pageSize;
export type BetaLinksResponse = z.infer<typeof betaLinksResponseSchema>;
