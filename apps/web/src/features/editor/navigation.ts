/**
 * Navigation state of the two writing routes (docs/PRODUCT.md#screens): /edit-story carries bookId,
 * chapterId and title; /preview carries title, authorName, storyId and chapterId. State can
 * come from anywhere (old history entries, hand-made links), so it is read defensively.
 */

export interface EditorNavState {
  bookId: number;
  chapterId: number | null;
  title?: string;
  /**
   * For a new chapter (chapterId null): the id of this one unsaved chapter, which names its
   * local draft. The editor adds it to the history entry when it opens one, so a reload (or a
   * tab restored after a crash) finds that chapter's draft and another "Yeni Bölüm" does not.
   */
  newChapter?: string;
}

/** A new chapter's id as the editor makes it (and as a history entry may carry it). */
const NEW_CHAPTER_ID = /^[A-Za-z0-9-]{8,64}$/;

/** A fresh id for one unsaved new chapter. */
export function newChapterId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export interface PreviewNavState {
  title?: string;
  authorName?: string;
  storyId: number;
  chapterId: number;
}

function toId(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

function record(state: unknown): Record<string, unknown> {
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

export function parseEditorState(state: unknown): EditorNavState | null {
  const s = record(state);
  const bookId = toId(s.bookId);
  if (bookId === null) return null;
  const chapterId = toId(s.chapterId);
  return {
    bookId,
    chapterId,
    ...(typeof s.title === 'string' ? { title: s.title } : {}),
    ...(chapterId === null && typeof s.newChapter === 'string' && NEW_CHAPTER_ID.test(s.newChapter) ? { newChapter: s.newChapter } : {}),
  };
}

/**
 * /edit-story?kitap=&bolum=: an existing chapter named by address, for links that cannot carry
 * history state (a notification). The chapter's own call still decides whether it may be opened.
 */
export function parseEditorAddress(search: string): EditorNavState | null {
  const params = new URLSearchParams(search);
  const bookId = toId(params.get('kitap'));
  const chapterId = toId(params.get('bolum'));
  return bookId !== null && chapterId !== null ? { bookId, chapterId } : null;
}

export function parsePreviewState(state: unknown): PreviewNavState | null {
  const s = record(state);
  const storyId = toId(s.storyId);
  const chapterId = toId(s.chapterId);
  if (storyId === null || chapterId === null) return null;
  return {
    storyId,
    chapterId,
    ...(typeof s.title === 'string' ? { title: s.title } : {}),
    ...(typeof s.authorName === 'string' ? { authorName: s.authorName } : {}),
  };
}
