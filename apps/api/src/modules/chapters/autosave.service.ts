import { ERROR_CODES, LIMITS, MSG, type AutosaveBody, type ServerDraft } from '@okuryazar/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { chapterDrafts, chapters } from '../../db/schema';
import { toIso } from '../../lib/clock';
import { AppError, conflict, notFound } from '../../lib/errors';
import { htmlToText, sanitizeAuthorNote, sanitizeChapterHtml } from '../../lib/sanitize';
import type { AuthUser } from '../../lib/session';
import { loadOwnChapter } from '../../policies/authoring';
import { assertNotRemoved } from '../../policies/moderation';
import { chapterVersion, conflictError } from './chapter-version';
import { cleanRecap } from './recap';

/** Draft times at millisecond precision, computed in SQL like the chapter version. */
const draftVersion = sql<Date>`date_trunc('milliseconds', ${chapterDrafts.updatedAt})`.mapWith((v: unknown) => new Date(toIso(v)));
const draftBase = sql<Date>`date_trunc('milliseconds', ${chapterDrafts.baseVersion})`.mapWith((v: unknown) => new Date(toIso(v)));

async function loadDraft(db: DbOrTx, chapterId: number) {
  const [row] = await db
    .select({
      title: chapterDrafts.title,
      content: chapterDrafts.content,
      noteBefore: chapterDrafts.noteBefore,
      noteAfter: chapterDrafts.noteAfter,
      recap: chapterDrafts.recap,
      base: draftBase,
      updatedAt: draftVersion,
    })
    .from(chapterDrafts)
    .where(eq(chapterDrafts.chapterId, chapterId))
    .limit(1);
  return row ?? null;
}

/**
 * The server draft for the editor call: only one written from the current version and after
 * it (a draft of an older version was superseded by a save and is not offered again).
 */
export async function loadNewerDraft(db: DbOrTx, chapterId: number, version: string): Promise<ServerDraft | null> {
  const draft = await loadDraft(db, chapterId);
  const current = Date.parse(version);
  if (!draft || draft.base.getTime() !== current || draft.updatedAt.getTime() <= current) return null;
  return {
    title: draft.title,
    content: draft.content,
    note_before: draft.noteBefore,
    note_after: draft.noteAfter,
    recap: draft.recap,
    base_updated_at: toIso(draft.base),
    updated_at: toIso(draft.updatedAt),
  };
}

/**
 * PUT /stories/chapters/{id}/autosave. Keeps the editor's unsaved text on the server,
 * separate from the saved text. The chapter row is locked for the check and the write, so
 * an autosave and a save (or two autosaves) from the same base are serialised: a draft of a
 * version that is no longer current is refused with the stored copy (409), and so is one that
 * would overwrite a draft another device wrote since this editor last saw the server draft.
 */
export async function autosaveChapter(ctx: AppContext, user: AuthUser, chapterId: number, body: AutosaveBody) {
  const { chapter, bookRemovedAt } = await loadOwnChapter(ctx.db, user, chapterId);
  assertNotRemoved(chapter, { removedAt: bookRemovedAt });
  const title = body.title.replace(/\0/g, '');
  const content = await sanitizeChapterHtml(body.content);
  if (htmlToText(content).length > LIMITS.chapterMaxChars) throw new AppError(400, MSG.characterLimit, ERROR_CODES.CHARACTER_LIMIT);
  // The notes are kept like the text (docs/PRODUCT.md#reading-comfort-and-writers-tools); absent, the draft carries the saved ones.
  const noteBefore = body.note_before === undefined ? undefined : await sanitizeAuthorNote(body.note_before);
  const noteAfter = body.note_after === undefined ? undefined : await sanitizeAuthorNote(body.note_after);
  const recap = body.recap === undefined ? undefined : cleanRecap(body.recap);
  const base = Date.parse(body.base_updated_at);
  const now = ctx.clock();

  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ version: chapterVersion, isPublished: chapters.isPublished, noteBefore: chapters.noteBefore, noteAfter: chapters.noteAfter, recap: chapters.recap })
      .from(chapters)
      .where(eq(chapters.id, chapter.id))
      .for('update');
    if (!locked) throw notFound(MSG.chapterNotFound);
    if (locked.version.getTime() !== base) throw await conflictError(tx, chapter.id);

    const existing = await loadDraft(tx, chapter.id);
    const live = existing !== null && existing.base.getTime() === base;
    const known = body.draft_updated_at ? Date.parse(body.draft_updated_at) : null;
    if (live && existing.updatedAt.getTime() !== known) {
      throw conflict(MSG.chapterConflict, ERROR_CODES.CHAPTER_CONFLICT, {
        current: {
          chapter_id: chapter.id,
          title: existing.title,
          content: existing.content,
          note_before: existing.noteBefore,
          note_after: existing.noteAfter,
          recap: existing.recap,
          is_published: locked.isPublished,
          updated_at: toIso(locked.version),
          draft_updated_at: toIso(existing.updatedAt),
        },
      });
    }
    // Strictly increasing, like chapter versions, so a draft version names one write.
    const next = new Date(Math.max(now, (existing?.updatedAt.getTime() ?? 0) + 1));
    const values = {
      title,
      content,
      noteBefore: noteBefore ?? locked.noteBefore,
      noteAfter: noteAfter ?? locked.noteAfter,
      recap: recap ?? locked.recap,
      baseVersion: locked.version,
      updatedAt: next,
    };
    await tx
      .insert(chapterDrafts)
      .values({ chapterId: chapter.id, ...values })
      .onConflictDoUpdate({ target: chapterDrafts.chapterId, set: values });
    return { message: MSG.draftSaved, updated_at: next.toISOString(), base_updated_at: toIso(locked.version) };
  });
}

/**
 * DELETE /stories/chapters/{id}/autosave?version=…: the author left the editor without saving
 * (issue 28), so the unsaved text the server kept for them is dropped too; otherwise it would
 * come back as "another device's draft" the next time the chapter is opened. Only the draft of
 * that version goes: one another device wrote since is newer and stays. Nothing to drop is
 * not an error (the leave may come before the first autosave, or twice).
 */
export async function discardAutosave(ctx: AppContext, user: AuthUser, chapterId: number, version: string) {
  const { chapter } = await loadOwnChapter(ctx.db, user, chapterId);
  await ctx.db
    .delete(chapterDrafts)
    .where(and(eq(chapterDrafts.chapterId, chapter.id), sql`${draftVersion} = ${new Date(Date.parse(version)).toISOString()}::timestamptz`));
  return { message: MSG.draftDiscarded };
}
