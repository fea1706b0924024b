import { MSG, REVISIONS_PAGE_SIZE } from '@okuryazar/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { chapterRevisions } from '../../db/schema';
import { toIso } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/session';
import { loadOwnChapter } from '../../policies/authoring';
import { saveChapter } from './chapters.service';

const itemColumns = { revision_id: chapterRevisions.id, created_at: chapterRevisions.createdAt, word_count: chapterRevisions.wordCount };

export async function listRevisions(ctx: AppContext, user: AuthUser, chapterId: number, cursor: number | undefined) {
  const { chapter } = await loadOwnChapter(ctx.db, user, chapterId);
  const rows = await ctx.db
    .select(itemColumns)
    .from(chapterRevisions)
    .where(and(eq(chapterRevisions.chapterId, chapter.id), cursor ? lt(chapterRevisions.id, cursor) : undefined))
    .orderBy(desc(chapterRevisions.id))
    .limit(REVISIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, REVISIONS_PAGE_SIZE);
  return {
    items: page.map((r) => ({ ...r, created_at: toIso(r.created_at) })),
    next_cursor: rows.length > REVISIONS_PAGE_SIZE ? page[page.length - 1]!.revision_id : null,
  };
}

async function loadRevision(ctx: AppContext, chapterId: number, revisionId: number) {
  const [row] = await ctx.db
    .select({
      ...itemColumns,
      title: chapterRevisions.title,
      content: chapterRevisions.content,
      note_before: chapterRevisions.noteBefore,
      note_after: chapterRevisions.noteAfter,
      recap: chapterRevisions.recap,
    })
    .from(chapterRevisions)
    .where(and(eq(chapterRevisions.id, revisionId), eq(chapterRevisions.chapterId, chapterId)))
    .limit(1);
  if (!row) throw notFound(MSG.revisionNotFound);
  return { ...row, created_at: toIso(row.created_at) };
}

export async function getRevision(ctx: AppContext, user: AuthUser, chapterId: number, revisionId: number) {
  const { chapter } = await loadOwnChapter(ctx.db, user, chapterId);
  return loadRevision(ctx, chapter.id, revisionId);
}

/**
 * Brings an earlier text back as a new save, with the author's notes it was saved with: the
 * conflict rule of saves applies (with base_updated_at) and the save records a revision
 * itself, so a restore can be undone.
 */
export async function restoreRevision(
  ctx: AppContext,
  user: AuthUser,
  chapterId: number,
  revisionId: number,
  body: { base_updated_at?: string | null },
) {
  const { chapter } = await loadOwnChapter(ctx.db, user, chapterId);
  const revision = await loadRevision(ctx, chapter.id, revisionId);
  return saveChapter(ctx, user, {
    book_id: chapter.bookId,
    chapter_id: chapter.id,
    title: revision.title,
    content: revision.content,
    note_before: revision.note_before,
    note_after: revision.note_after,
    recap: revision.recap,
    base_updated_at: body.base_updated_at,
  });
}
