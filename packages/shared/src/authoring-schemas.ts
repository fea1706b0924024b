import { z } from 'zod';
import { bookCardSchema } from './book-schemas';
import { dbId } from './ids';
import { LIMITS } from './limits';
import { ERROR_CODES, MSG } from './messages';
import { jsonArrayField } from './multipart-fields';
import { CONTENT_WARNINGS, type ContentWarning } from './content-warnings';
import { removalSchema } from './removal-schema';
import { serverDraftSchema } from './revision-schemas';
import { storyTagsFieldSchema } from './tag-schemas';

/** Multipart text fields arrive as strings; these read them strictly. */
const idField = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, message);
const boolField = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

/** The story's content warnings: known keys, each once, kept in the catalogue's order. */
export const contentWarningsField = jsonArrayField(z.enum(CONTENT_WARNINGS), CONTENT_WARNINGS.length, MSG.contentWarningsInvalid).transform(
  (list): ContentWarning[] => CONTENT_WARNINGS.filter((w) => list.includes(w)),
);

const storyFieldsShape = {
  title: z.string({ error: MSG.titleRequired }).trim().min(1, MSG.titleRequired).max(LIMITS.storyTitleMaxChars, MSG.titleTooLong),
  description: z.string().trim().max(LIMITS.storyDescriptionMaxChars, MSG.descriptionTooLong).default(''),
  category_id: idField(MSG.categoryRequired, 20),
  telif_id: idField(MSG.copyrightRequired, 9),
  is_mature_content: boolField,
  content_warnings: contentWarningsField.default([]),
  /** A JSON array of tags as typed (docs/PRODUCT.md#discovery); absent on an update keeps the story's tags. */
  tags: storyTagsFieldSchema.optional(),
};

/** docs/PRODUCT.md#trust-and-safety: a story warning of sexual content must be marked mature (the server checks the stored story too). */
export function sexualNeedsMature(value: { is_mature_content: boolean; content_warnings?: readonly ContentWarning[] | undefined }): boolean {
  return value.is_mature_content || !value.content_warnings?.includes('sexual');
}
const matureRule = { message: MSG.sexualNeedsMature, path: ['content_warnings'] };

/** Text fields of POST /new-story (the cover is a file part). */
export const storyFieldsSchema = z.object(storyFieldsShape).refine(sexualNeedsMature, matureRule);
export type StoryFields = z.infer<typeof storyFieldsSchema>;

/**
 * Text fields of PUT /story-details/{id}. Without `content_warnings` the story keeps the
 * ones it has (a client that does not know the field must not erase them).
 */
export const storyUpdateFieldsSchema = z
  .object({ ...storyFieldsShape, content_warnings: contentWarningsField.optional(), is_published: boolField, is_completed: boolField })
  .refine(sexualNeedsMature, matureRule);
export type StoryUpdateFields = z.infer<typeof storyUpdateFieldsSchema>;
/** The form fields as the browser holds and sends them (strings, before the server reads them). */
export type StoryUpdateFieldsInput = z.input<typeof storyUpdateFieldsSchema>;

/**
 * The new-story form as the browser checks it before sending: the story fields plus the
 * cover file, which a new story must have (the API answers the same message without one).
 */
export const newStoryFormSchema = z
  .object({
    ...storyFieldsShape,
    cover_image: z.custom<object | null>((value) => typeof value === 'object' && value !== null, { error: MSG.coverRequired }),
  })
  .refine(sexualNeedsMature, matureRule);
export type NewStoryFormInput = z.input<typeof newStoryFormSchema>;

export const newStoryResponseSchema = z.object({ book_id: z.number().int(), title: z.string(), message: z.string() });

/**
 * Optimistic concurrency for chapter writes: the client sends back the `updated_at` it
 * loaded (or got from its last save or publish). Compared at millisecond precision; when
 * the stored chapter has moved on the server answers 409 CHAPTER_CONFLICT. Absent or null:
 * no check (the original contract).
 */
const chapterVersionField = z.iso.datetime({ offset: true, error: MSG.badRequest }).nullish();

/**
 * An author's note before or after the chapter (docs/PRODUCT.md#reading-comfort-and-writers-tools): the chapter's HTML allow-list,
 * sanitised by the server like the text. The raw HTML may carry some markup (4× the text
 * limit, as for chapters); the server then counts the visible text against
 * LIMITS.authorNoteMaxChars. Absent on a save: the stored note stays.
 */
export const authorNoteField = z.string({ error: MSG.authorNoteTooLong }).max(LIMITS.authorNoteMaxChars * 4, MSG.authorNoteTooLong);

/**
 * The chapter's "Önceki bölümlerde" recap (docs/PRODUCT.md#community-engine): plain text the author writes beside the notes, at most
 * LIMITS.chapterRecapMaxChars characters. Absent on a save: the stored recap stays; '' removes it.
 */
export const chapterRecapField = z.string({ error: MSG.recapTooLong }).max(LIMITS.chapterRecapMaxChars, MSG.recapTooLong);

/**
 * A chapter's saved text as the editor holds it: the text, the author's notes before and after it
 * (docs/PRODUCT.md#reading-comfort-and-writers-tools; '' when none), the "Önceki bölümlerde" recap
 * (docs/PRODUCT.md#community-engine; plain text, '' when none), whether it is published and its version.
 * Both the editor's copy and the stored copy a 409 sends carry it, so taking or keeping a version keeps its notes too.
 */
const chapterTextShape = {
  title: z.string(),
  content: z.string(),
  note_before: z.string(),
  note_after: z.string(),
  recap: z.string(),
  is_published: z.boolean(),
  updated_at: z.string(),
};

/** The stored chapter as it is now, sent with a 409 so the client can show both versions. */
export const chapterServerCopySchema = z.object({
  chapter_id: z.number().int(),
  ...chapterTextShape,
  /** Set when the copy is another device's server autosave (its draft version), not the saved text. */
  draft_updated_at: z.string().optional(),
});
export type ChapterServerCopy = z.infer<typeof chapterServerCopySchema>;

export const chapterConflictSchema = z.object({
  message: z.string(),
  code: z.literal(ERROR_CODES.CHAPTER_CONFLICT),
  current: chapterServerCopySchema,
});
export type ChapterConflictBody = z.infer<typeof chapterConflictSchema>;

export const chapterEditorSchema = z.object({
  chapter_id: z.number().int(),
  book_id: z.number().int(),
  chapter_number: z.number().int(),
  ...chapterTextShape,
  /** The server autosave, only when it is newer than the saved text (docs/PRODUCT.md#reading-comfort-and-writers-tools). */
  draft: serverDraftSchema.nullish(),
  /** When the scheduler publishes this draft (docs/PRODUCT.md#reading-comfort-and-writers-tools); null when nothing is scheduled. */
  publish_at: z.string().nullable(),
  /**
   * Set when a moderator removed the chapter or its story (docs/PRODUCT.md#trust-and-safety): the editor shows it
   * read-only, marked "Kaldırıldı" with the note; saves and publication are refused.
   */
  removed: removalSchema.nullable(),
});
export type ChapterEditor = z.infer<typeof chapterEditorSchema>;

export const saveChapterBodySchema = z.object({
  book_id: dbId(MSG.storyNotFound),
  chapter_id: dbId().nullish(),
  title: z.string({ error: MSG.titleAndContentRequired }).max(200, MSG.titleTooLong),
  content: z.string({ error: MSG.titleAndContentRequired }).max(LIMITS.chapterMaxChars * 4, MSG.characterLimit),
  /** Absent: the stored note stays (a new chapter starts without notes); '' removes it. */
  note_before: authorNoteField.optional(),
  note_after: authorNoteField.optional(),
  recap: chapterRecapField.optional(),
  is_published: z.boolean().optional(),
  base_updated_at: chapterVersionField,
});
export type SaveChapterBody = z.infer<typeof saveChapterBodySchema>;

export const saveChapterResponseSchema = z.object({
  chapter_id: z.number().int(),
  chapter_number: z.number().int(),
  is_published: z.boolean(),
  message: z.string(),
  updated_at: z.string(),
});

export const previewChapterSchema = z.object({
  chapter_id: z.number().int(),
  chapter_number: z.number().int(),
  title: z.string(),
  content: z.string(),
  note_before: z.string(),
  note_after: z.string(),
  is_published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Set when a moderator removed this chapter (docs/PRODUCT.md#trust-and-safety). */
  removed: removalSchema.nullable(),
});
export const previewResponseSchema = z.object({
  book_id: z.number().int(),
  title: z.string(),
  author_name: z.string(),
  is_published: z.boolean(),
  /** Set when a moderator removed the whole story (docs/PRODUCT.md#trust-and-safety). */
  removed: removalSchema.nullable(),
  chapters: z.array(previewChapterSchema),
});
export type PreviewResponse = z.infer<typeof previewResponseSchema>;

export const publishBodySchema = z.object({
  book_id: dbId(MSG.bookIdMismatch),
  base_updated_at: chapterVersionField,
});
export const publishResponseSchema = z.object({
  chapter_id: z.number().int(),
  is_published: z.boolean(),
  message: z.string(),
  /** The chapter's new version: the editor's next save sends it as base_updated_at. */
  updated_at: z.string(),
});

export const myStoriesQuerySchema = z.object({ status: z.enum(['published', 'all']).default('all') });

export const storyDetailsChapterSchema = z.object({
  chapter_id: z.number().int(),
  chapter_number: z.number().int(),
  title: z.string(),
  is_published: z.boolean(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  word_count: z.number().int(),
  updated_at: z.string(),
  /** When the scheduler publishes this draft (docs/PRODUCT.md#reading-comfort-and-writers-tools); null when nothing is scheduled. */
  publish_at: z.string().nullable(),
  /** Set when a moderator removed this chapter (docs/PRODUCT.md#trust-and-safety). */
  removed: removalSchema.nullable(),
});
export const storyDetailsSchema = z.object({
  book_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  cover_image_url: z.string().nullable(),
  category_id: z.number().int(),
  telif_id: z.number().int(),
  is_published: z.boolean(),
  is_mature_content: z.boolean(),
  content_warnings: z.array(z.enum(CONTENT_WARNINGS)),
  /** The story's tags as their author typed them. */
  tags: z.array(z.string()),
  is_completed: z.boolean(),
  /** Whether the author closed new comments (docs/PRODUCT.md#the-authors-say-over-comments). */
  comments_closed: z.boolean(),
  /** Set when a moderator removed the story (docs/PRODUCT.md#trust-and-safety): read-only, marked "Kaldırıldı" with the note. */
  removed: removalSchema.nullable(),
});
export const storyDetailsResponseSchema = z.object({
  storyDetails: storyDetailsSchema,
  chapters: z.array(storyDetailsChapterSchema),
});
export type StoryDetailsResponse = z.infer<typeof storyDetailsResponseSchema>;
export const storyUpdateResponseSchema = storyDetailsResponseSchema.extend({ message: z.string() });

export const unpublishStoryResponseSchema = z.object({ message: z.string(), book_id: z.number(), is_published: z.boolean() });

export const deleteStoryBodySchema = z.object({
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(LIMITS.maxPasswordLength),
});

export const messageResponseSchema = z.object({ message: z.string() });

/** One of the author's own stories: the card, and whether a moderator removed it (docs/PRODUCT.md#trust-and-safety). */
export const myStoryCardSchema = bookCardSchema.extend({ removed: removalSchema.nullable() });
export type MyStoryCard = z.infer<typeof myStoryCardSchema>;

/** GET /my-story/my-stories: the cards, or `{message}` when there is nothing to list. */
export const myStoriesResponseSchema = z.union([z.array(myStoryCardSchema), messageResponseSchema]);
