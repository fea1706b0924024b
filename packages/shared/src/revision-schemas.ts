import { z } from 'zod';
import { LIMITS } from './limits';
import { MSG } from './messages';

/*
 * Writer's tools (docs/PRODUCT.md#reading-comfort-and-writers-tools "Never lose a word"): the server autosave of a chapter draft
 * and the chapter's revisions.
 */

/** Versions are millisecond ISO times; any offset notation of the same instant is accepted. */
const versionField = z.iso.datetime({ offset: true, error: MSG.badRequest });

/**
 * An autosave. `base_updated_at` is the chapter version the text was written from: a draft
 * of an older version is refused with 409 like a save. `draft_updated_at` is the server
 * draft this editor last wrote or restored (null when none): a draft written meanwhile by
 * another device is refused too, never overwritten unseen.
 */
export const autosaveBodySchema = z.object({
  title: z.string({ error: MSG.titleAndContentRequired }).max(200, MSG.titleTooLong),
  content: z.string({ error: MSG.titleAndContentRequired }).max(LIMITS.chapterMaxChars * 4, MSG.characterLimit),
  /** The unsaved author's notes; absent: the draft carries the chapter's saved notes (an editor that knows no notes changed none). */
  note_before: z.string({ error: MSG.authorNoteTooLong }).max(LIMITS.authorNoteMaxChars * 4, MSG.authorNoteTooLong).optional(),
  note_after: z.string({ error: MSG.authorNoteTooLong }).max(LIMITS.authorNoteMaxChars * 4, MSG.authorNoteTooLong).optional(),
  /** The unsaved "Önceki bölümlerde" recap; absent: the draft carries the saved one. */
  recap: z.string({ error: MSG.recapTooLong }).max(LIMITS.chapterRecapMaxChars, MSG.recapTooLong).optional(),
  base_updated_at: versionField,
  draft_updated_at: versionField.nullish(),
});
export type AutosaveBody = z.infer<typeof autosaveBodySchema>;

/**
 * Dropping the server draft when the author leaves the editor without saving (issue 28): only
 * the draft of this version (its `updated_at`), so a draft another device wrote since is kept.
 */
export const discardAutosaveQuerySchema = z.object({
  version: versionField,
});
export type DiscardAutosaveQuery = z.infer<typeof discardAutosaveQuerySchema>;

export const autosaveResponseSchema = z.object({
  message: z.string(),
  /** The draft's own version: the next autosave sends it back as draft_updated_at. */
  updated_at: z.string(),
  base_updated_at: z.string(),
});

/** The server draft as the editor call returns it. */
export const serverDraftSchema = z.object({
  title: z.string(),
  content: z.string(),
  note_before: z.string(),
  note_after: z.string(),
  recap: z.string(),
  base_updated_at: z.string(),
  updated_at: z.string(),
});
export type ServerDraft = z.infer<typeof serverDraftSchema>;

/** Revisions are listed newest first, this many a page. */
export const REVISIONS_PAGE_SIZE = 20;
/** The newest revisions always kept; older ones are thinned to one a day. */
export const REVISIONS_KEPT = 50;

export const revisionsQuerySchema = z.object({
  /** The revision_id of the last item held: the page continues after it. */
  cursor: z.coerce.number({ error: MSG.badRequest }).int().positive().optional(),
});

export const revisionItemSchema = z.object({
  revision_id: z.number().int(),
  created_at: z.string(),
  word_count: z.number().int(),
});
export type RevisionItem = z.infer<typeof revisionItemSchema>;

export const revisionsResponseSchema = z.object({
  items: z.array(revisionItemSchema),
  next_cursor: z.number().int().nullable(),
});

export const revisionSchema = revisionItemSchema.extend({
  title: z.string(),
  content: z.string(),
  /** The author's notes as saved with this revision (empty for revisions from before notes). */
  note_before: z.string(),
  note_after: z.string(),
  /** The "Önceki bölümlerde" recap saved with this revision ('' for revisions from before recaps). */
  recap: z.string(),
});
export type Revision = z.infer<typeof revisionSchema>;

/** A restore is a save: with base_updated_at it is refused (409) when the chapter moved on. */
export const restoreRevisionBodySchema = z.object({
  base_updated_at: versionField.nullish(),
});
