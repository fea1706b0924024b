import { z } from 'zod';

/** `GET /categories/{id}/books` filters; an unknown value is a 400 like any bad query. */
export const storyListFilterSchema = z.object({
  sort: z.enum(['popular', 'new', 'updated', 'likes']).default('popular'),
  status: z.enum(['completed', 'ongoing']).optional(),
  length: z.enum(['short', 'medium', 'long']).optional(),
});
export type StoryListFilter = z.infer<typeof storyListFilterSchema>;
