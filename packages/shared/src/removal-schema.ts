import { z } from 'zod';

/**
 * docs/PRODUCT.md#trust-and-safety: what a moderator removed stays visible to its author, read-only and marked
 * "Kaldırıldı" with the moderator's note. Only the author's own answers carry it (their
 * stories, chapters, posts and comments); everyone else never gets the content at all.
 */
export const removalSchema = z.object({
  /** When the content was removed. */
  at: z.string(),
  /** The moderator's note of the decision that removed it (the author reads it). */
  note: z.string(),
});
export type Removal = z.infer<typeof removalSchema>;
