import type { ServerDraft } from '@okuryazar/shared';
import { listNewChapterDrafts, readDraft, removeDraft, type DraftRef, type SavedSnapshot, type StoredDraft } from './draftStore';
import { normalizeChapterHtml } from './extensions';
import { chooseOpeningDraft, type OpeningDecision } from './serverDraft';

export interface ServerChapter {
  title: string;
  content: string;
  /** The author's notes before and after the text (docs/PRODUCT.md#reading-comfort-and-writers-tools); '' or absent when none. */
  noteBefore?: string;
  noteAfter?: string;
  /** The "Önceki bölümlerde" recap (docs/PRODUCT.md#community-engine); '' or absent when none. */
  recap?: string;
  isPublished: boolean;
  /** null for a chapter that does not exist on the server yet. */
  updatedAt: string | null;
  /** The server autosave when it is newer than the saved text (another device's, or this one's). */
  draft?: ServerDraft | null;
  /** When the scheduler publishes this draft (docs/PRODUCT.md#reading-comfort-and-writers-tools). */
  publishAt?: string | null;
}

export interface Opening {
  /** The server's copy as the editors write it, so it compares equal to the same text typed. */
  serverCopy: SavedSnapshot;
  decision: OpeningDecision;
  /** What the editor opens with. */
  start: SavedSnapshot;
  /**
   * The version the start text was written from. A restored draft keeps the version it was
   * typed on: if the server moved on since (another device), saving it opens the conflict
   * dialog instead of overwriting that newer text.
   */
  baseUpdatedAt: string | null;
  /** Drafts of other unsaved new chapters of this story, offered when this one opens. */
  offers: StoredDraft[];
}

/** A stored note as the note editor writes it, so a saved note compares equal to the same note typed. */
const normalizeNote = (html: string | null | undefined) => (html ? normalizeChapterHtml(html) : '');

/**
 * Server copy against local and server drafts, decided once when the editor opens. A local
 * draft that says what the server says is dropped here.
 */
export function openChapter(storage: Storage, ref: DraftRef, server: ServerChapter): Opening {
  const serverCopy: SavedSnapshot = {
    title: server.title,
    content: normalizeChapterHtml(server.content),
    noteBefore: normalizeNote(server.noteBefore),
    noteAfter: normalizeNote(server.noteAfter),
    recap: server.recap ?? '',
  };
  const stored = readDraft(storage, ref);
  // A draft from before notes existed changed no note: it keeps the server's.
  const local = stored && {
    ...stored,
    noteBefore: stored.noteBefore ?? serverCopy.noteBefore,
    noteAfter: stored.noteAfter ?? serverCopy.noteAfter,
    recap: stored.recap ?? serverCopy.recap,
  };
  const decision = chooseOpeningDraft(local, server.draft, { ...serverCopy, updatedAt: server.updatedAt }, normalizeChapterHtml);
  if (decision.kind === 'discard') removeDraft(storage, ref);
  const start: SavedSnapshot =
    decision.kind === 'restore'
      ? {
          title: decision.draft.title,
          content: decision.draft.content,
          noteBefore: decision.draft.noteBefore ?? serverCopy.noteBefore,
          noteAfter: decision.draft.noteAfter ?? serverCopy.noteAfter,
          recap: decision.draft.recap ?? serverCopy.recap,
        }
      : serverCopy;
  // A new chapter opens empty (or with its own draft after a reload); the drafts of other new
  // chapters that were never saved are offered, never loaded by themselves (issue 28).
  const offers = ref.chapterId === null && decision.kind !== 'restore' ? listNewChapterDrafts(storage, ref, ref.newChapter) : [];
  const baseUpdatedAt = decision.kind === 'restore' ? (decision.draft.baseUpdatedAt ?? server.updatedAt) : server.updatedAt;
  return { serverCopy, decision, start, baseUpdatedAt, offers };
}
