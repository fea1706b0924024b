import { z } from 'zod';
import { bookCardSchema } from './book-schemas';
import { trFold } from './fold';
import { LIMITS } from './limits';
import { MSG } from './messages';

/*
 * Tags (docs/PRODUCT.md#discovery): letters of any alphabet, digits, and single spaces or hyphens between
 * them, 2–30 characters. A tag is shown as its author typed it and matched by its slug:
 * folded, with spaces written as hyphens, so "Bilim Kurgu", "bilim-kurgu" and "BİLİM KURGU"
 * are one tag and the slug is a readable address (/etiket/bilim-kurgu).
 */
const TAG_SHAPE = /^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u;

export function tagSlug(label: string): string {
  return trFold(label.trim().replace(/\s+/g, ' ')).replace(/ /g, '-');
}

export const tagLabelSchema = z
  .string({ error: MSG.tagInvalid })
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(LIMITS.tagMinChars, MSG.tagInvalid)
      .max(LIMITS.tagMaxChars, MSG.tagInvalid)
      .regex(TAG_SHAPE, MSG.tagInvalid),
  );

/** A story's tags as typed; a repeated tag (same slug) is kept once, first spelling wins. */
export const storyTagsSchema = z
  .array(tagLabelSchema, { error: MSG.tagInvalid })
  .transform((labels) => {
    const bySlug = new Map<string, string>();
    for (const label of labels) if (!bySlug.has(tagSlug(label))) bySlug.set(tagSlug(label), label);
    return [...bySlug.values()];
  })
  .pipe(z.array(z.string()).max(LIMITS.storyTagsMax, MSG.tooManyTags));

/** The multipart field `tags`: a JSON array of strings. */
export const storyTagsFieldSchema = z
  .string({ error: MSG.tagInvalid })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: MSG.tagInvalid });
      return z.NEVER;
    }
  })
  .pipe(storyTagsSchema);

export const tagSchema = z.object({ tag: z.string(), label: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/** `GET /tags?q=`: existing tags of visible stories starting with the folded query, most used first. */
export const tagSuggestQuerySchema = z.object({
  q: z
    .string()
    .max(LIMITS.tagMaxChars + 10)
    .default(''),
});
export const tagSuggestResponseSchema = z.object({
  tags: z.array(tagSchema.extend({ story_count: z.number().int() })),
});

export const tagParamsSchema = z.object({
  tag: z
    .string()
    .min(1)
    .max(LIMITS.tagMaxChars * 2),
});
/**
 * A tag filter in a query string (docs/PRODUCT.md#discovery): `tags=Şiir,bilim kurgu` names
 * tags by label or slug, comma-separated; read as their slugs, without repeats, at most
 * LIMITS.tagFilterMax. Absent or empty is no filter.
 */
export const tagFilterSchema = z
  .string({ error: MSG.badRequest })
  .max(LIMITS.tagFilterMax * (LIMITS.tagMaxChars + 1) * 2, MSG.tooManyFilterTags)
  .optional()
  .transform((value) => (value ?? '').split(',').map((part) => part.trim()).filter((part) => part !== ''))
  .pipe(z.array(tagLabelSchema))
  .transform((labels) => [...new Set(labels.map(tagSlug))])
  .pipe(z.array(z.string()).max(LIMITS.tagFilterMax, MSG.tooManyFilterTags));

/** Stories that carry every tag of `tags` and none of `exclude`. */
export const tagFilterQuerySchema = z.object({ tags: tagFilterSchema, exclude: tagFilterSchema });
export type TagFilter = z.infer<typeof tagFilterQuerySchema>;

export const tagPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: MSG.badRequest })
    .int(MSG.badRequest)
    .min(1, MSG.badRequest)
    .max(500, MSG.badRequest)
    .default(1),
}).extend(tagFilterQuerySchema.shape);
export const tagBooksResponseSchema = z.object({
  tag: z.string(),
  label: z.string(),
  books: z.array(bookCardSchema),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type TagBooksResponse = z.infer<typeof tagBooksResponseSchema>;

export const SUGGEST_LIMIT = 8;
export const suggestQuerySchema = z.object({ q: z.string().max(100).default('') });
export const suggestionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('story'),
    book_id: z.number().int(),
    title: z.string(),
    author: z.string(),
  }),
  z.object({
    type: z.literal('author'),
    user_id: z.number().int(),
    username: z.string(),
    full_name: z.string(),
  }),
  z.object({ type: z.literal('tag'), tag: z.string(), label: z.string() }),
]);
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestResponseSchema = z.object({
  suggestions: z.array(suggestionSchema).max(SUGGEST_LIMIT),
});
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;
