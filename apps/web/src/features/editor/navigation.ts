/**
 * Navigation state of the two writing routes (docs/PRODUCT.md#screens): /edit-story carries bookId,
 * chapterId and title; /preview carries title, authorName, storyId and chapterId. State can
 * come from anywhere (old history entries, hand-made links), so it is read defensively.
 */

export interface EditorNavState {
  bookId: number;
  chapterId: number | null;
  title?: string;
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
  return {
    bookId,
    chapterId: toId(s.chapterId),
    ...(typeof s.title === 'string' ? { title: s.title } : {}),
  };
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
