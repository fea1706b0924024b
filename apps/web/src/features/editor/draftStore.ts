/**
 * Local safety net for the chapter editor ("never lose work").
 *
 * Every change is written to localStorage (debounced by the editor) under one key per
 * user + book + chapter; a chapter that has no id yet uses 'new:' and the id of that one new
 * chapter (issue 28: two new chapters never share a draft). A draft is removed after the
 * server confirmed a save of exactly that title and content, or when the author leaves
 * without saving. Pure: the storage is passed in, so the logic is unit-tested without a browser.
 */

export const DRAFT_PREFIX = 'okuryazar:chapter-draft:v1';

/** The Storage subset used here (localStorage in the app, a Map-backed fake in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DraftRef {
  userId: number | string;
  bookId: number;
  /** null for a chapter the server has not created yet. */
  chapterId: number | null;
  /**
   * Which unsaved new chapter (chapterId null): each "Yeni Bölüm" gets its own id, kept in its
   * history entry so a reload finds its draft again. Absent only in drafts of older versions,
   * which all shared one 'new' key.
   */
  newChapter?: string;
}

/** The chapter's text as a draft or a set-aside copy keeps it. */
interface KeptText {
  title: string;
  content: string;
  /**
   * The author's notes before and after the text (docs/PRODUCT.md#reading-comfort-and-writers-tools), kept like the text. Drafts
   * written before notes existed have none: the editor then keeps the server's notes.
   */
  noteBefore?: string;
  noteAfter?: string;
  /** The "Önceki bölümlerde" recap (plain text); absent in drafts from before recaps: the editor keeps the server's. */
  recap?: string;
}

export interface ChapterDraft extends KeptText {
  /** When the draft was written (ms since epoch, this device's clock). */
  savedAt: number;
  /** The server's updated_at the author was editing from (null for a new chapter). */
  baseUpdatedAt: string | null;
}

export function draftKey({ userId, bookId, chapterId, newChapter }: DraftRef): string {
  return `${DRAFT_PREFIX}:${userId}:${bookId}:${chapterId ?? (newChapter ? `new:${newChapter}` : 'new')}`;
}

function isDraft(value: unknown): value is ChapterDraft {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.title === 'string' &&
    typeof v.content === 'string' &&
    typeof v.savedAt === 'number' &&
    (v.baseUpdatedAt === null || typeof v.baseUpdatedAt === 'string') &&
    (v.noteBefore === undefined || typeof v.noteBefore === 'string') &&
    (v.noteAfter === undefined || typeof v.noteAfter === 'string') &&
    (v.recap === undefined || typeof v.recap === 'string')
  );
}

export function readDraft(storage: DraftStorage, ref: DraftRef): ChapterDraft | null {
  try {
    const raw = storage.getItem(draftKey(ref));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes the value as JSON; false when the storage refused (quota, private mode). */
function writeJson(storage: DraftStorage, key: string, value: KeptText): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Writes the draft; false when the storage refused (quota, private mode). */
export function writeDraft(storage: DraftStorage, ref: DraftRef, draft: ChapterDraft): boolean {
  return writeJson(storage, draftKey(ref), draft);
}

/** The key listing of Storage, to find the drafts of other new chapters. */
export type DraftIndex = Pick<Storage, 'key' | 'length'>;

export interface StoredDraft {
  ref: DraftRef;
  draft: ChapterDraft;
}

/**
 * The drafts of the book's unsaved new chapters on this device, newest first, but the one of
 * `except` (the new chapter being opened): chapters whose tab died before they were saved.
 * The editor offers them and never loads one by itself.
 */
export function listNewChapterDrafts(
  storage: DraftStorage & DraftIndex,
  { userId, bookId }: Pick<DraftRef, 'userId' | 'bookId'>,
  except?: string,
): StoredDraft[] {
  const base = draftKey({ userId, bookId, chapterId: null });
  const found: StoredDraft[] = [];
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key === null || (key !== base && !key.startsWith(`${base}:`))) continue;
      const newChapter = key === base ? undefined : key.slice(base.length + 1);
      if (newChapter !== undefined && (newChapter === '' || newChapter === except)) continue;
      const ref: DraftRef = { userId, bookId, chapterId: null, ...(newChapter ? { newChapter } : {}) };
      const draft = readDraft(storage, ref);
      if (draft) found.push({ ref, draft });
    }
  } catch {
    // Storage that cannot be listed offers nothing; the drafts stay where they are.
  }
  return found.sort((a, b) => b.draft.savedAt - a.draft.savedAt);
}

export function removeDraft(storage: DraftStorage, ref: DraftRef): void {
  try {
    storage.removeItem(draftKey(ref));
  } catch {
    // Nothing to do: a draft that cannot be removed is only restored and compared later.
  }
}

export interface SavedSnapshot {
  title: string;
  content: string;
  /** The author's notes as the note editors write them ('' or absent: no note). */
  noteBefore?: string;
  noteAfter?: string;
  /** The "Önceki bölümlerde" recap as typed ('' or absent: none). */
  recap?: string;
}

/** Title, text, both notes and the recap equal (an absent note or recap is an empty one). */
export function sameText(a: SavedSnapshot, b: SavedSnapshot): boolean {
  return (
    a.title === b.title &&
    a.content === b.content &&
    (a.noteBefore ?? '') === (b.noteBefore ?? '') &&
    (a.noteAfter ?? '') === (b.noteAfter ?? '') &&
    (a.recap ?? '') === (b.recap ?? '')
  );
}

/**
 * Called after the server confirmed a save of `saved`. `from` is where the draft was kept
 * while editing and `to` where it belongs now (they differ when a new chapter received its
 * id). The draft is removed only if it holds exactly what the server stored; if the author
 * kept typing while the save was in flight, the newer draft survives (moved under `to`).
 * Returns 'cleared', 'kept' or 'none' (there was no draft).
 */
export function settleDraftAfterSave(
  storage: DraftStorage,
  from: DraftRef,
  to: DraftRef,
  saved: SavedSnapshot,
  serverUpdatedAt: string | null,
): 'cleared' | 'kept' | 'none' {
  const draft = readDraft(storage, from);
  const moved = draftKey(from) !== draftKey(to);
  if (!draft) return 'none';
  if (sameText(draft, saved)) {
    removeDraft(storage, from);
    return 'cleared';
  }
  const kept: ChapterDraft = { ...draft, baseUpdatedAt: serverUpdatedAt };
  if (writeDraft(storage, to, kept) && moved) removeDraft(storage, from);
  return 'kept';
}

export interface ServerCopy extends SavedSnapshot {
  updatedAt: string | null;
}

export type DraftDecision =
  | { kind: 'none' }
  /** The draft says what the server says: drop it. */
  | { kind: 'discard' }
  /**
   * Restore the draft. `serverChangedSince` is true when the server copy was saved after
   * the draft's base version (another device, or a save whose answer never arrived), so
   * the notice can say so.
   */
  | { kind: 'restore'; draft: ChapterDraft; serverChangedSince: boolean };

/**
 * What to do with a local draft when the editor opens. For a new chapter `server` is the
 * empty starting point (default title, empty paragraph, updatedAt null). Its content must
 * be normalised the same way the draft's content was (the editor's HTML).
 */
export function decideDraft(draft: ChapterDraft | null, server: ServerCopy): DraftDecision {
  if (!draft) return { kind: 'none' };
  if (sameText(draft, server)) return { kind: 'discard' };
  const serverChangedSince =
    draft.baseUpdatedAt !== null &&
    server.updatedAt !== null &&
    draft.baseUpdatedAt !== server.updatedAt &&
    Date.parse(server.updatedAt) > Date.parse(draft.baseUpdatedAt);
  return { kind: 'restore', draft, serverChangedSince };
}

/*
 * A text set aside in a save conflict: when the author takes the server's version, what
 * they had typed here is kept under its own key (the draft key follows the editor, which
 * now holds the server's text) until they restore it or delete it themselves.
 */
export const ASIDE_PREFIX = 'okuryazar:chapter-aside:v1';

export interface AsideCopy extends KeptText {
  /** When it was set aside (ms since epoch, this device's clock). */
  savedAt: number;
}

export function asideKey({ userId, bookId, chapterId }: DraftRef): string {
  return `${ASIDE_PREFIX}:${userId}:${bookId}:${chapterId ?? 'new'}`;
}

export function readAside(storage: DraftStorage, ref: DraftRef): AsideCopy | null {
  try {
    const raw = storage.getItem(asideKey(ref));
    if (!raw) return null;
    const v = JSON.parse(raw) as Record<string, unknown> | null;
    if (!v || typeof v.title !== 'string' || typeof v.content !== 'string' || typeof v.savedAt !== 'number') return null;
    return {
      title: v.title,
      content: v.content,
      ...(typeof v.noteBefore === 'string' ? { noteBefore: v.noteBefore } : {}),
      ...(typeof v.noteAfter === 'string' ? { noteAfter: v.noteAfter } : {}),
      ...(typeof v.recap === 'string' ? { recap: v.recap } : {}),
      savedAt: v.savedAt,
    };
  } catch {
    return null;
  }
}

/** Writes the copy; false when the storage refused (the caller then must not drop the text). */
export function writeAside(storage: DraftStorage, ref: DraftRef, copy: AsideCopy): boolean {
  return writeJson(storage, asideKey(ref), copy);
}

export function removeAside(storage: DraftStorage, ref: DraftRef): void {
  try {
    storage.removeItem(asideKey(ref));
  } catch {
    // A copy that cannot be removed is shown again next time; nothing is lost.
  }
}
