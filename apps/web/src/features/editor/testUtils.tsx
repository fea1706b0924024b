import { MSG } from '@okuryazar/shared';
import { act, screen } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { useLocation } from '../../lib/router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { jsonResponse, mockBackend, type MockRoutes } from '../../test/mockBackend';
import { renderRoutes } from '../../test/renderRoutes';
import { signIn } from '../../test/session';
import { ChapterEditorPage } from './ChapterEditorPage';
import { PreviewPage } from './PreviewPage';

/**
 * Matches the editor's HTML for `expected` once the ids it gave each paragraph are set aside
 * (docs/PRODUCT.md#paragraph-comments): every paragraph carries one, none twice.
 */
export function withParagraphIds(expected: string) {
  const matches = (actual: unknown) => {
    if (typeof actual !== 'string') return false;
    const ids = [...actual.matchAll(/<p data-pid="([A-Za-z0-9_-]+)">/g)].map((m) => m[1]);
    const paragraphs = actual.match(/<p[\s>]/g)?.length ?? 0;
    return ids.length === paragraphs && new Set(ids).size === ids.length && actual.replace(/<p data-pid="[^"]*">/g, '<p>') === expected;
  };
  return { asymmetricMatch: matches, toAsymmetricMatcher: () => `withParagraphIds(${JSON.stringify(expected)})`, toString: () => `withParagraphIds(${JSON.stringify(expected)})` };
}

function Probe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <p>{name}</p>
      <output data-testid="probe-state">{JSON.stringify(location.state)}</output>
    </div>
  );
}

/** Renders the two writing routes (plus stand-ins for where they lead) in a data router. */
export function renderWriting(path: '/edit-story' | '/preview', state: unknown, address: { search?: string; hash?: string } = {}) {
  return renderRoutes(
    [
      { path: '/edit-story', element: <ChapterEditorPage /> },
      { path: '/preview', element: <PreviewPage /> },
      { path: '/my-stories', element: <Probe name="Hikayelerim sayfası" /> },
      { path: '/story-details/:storyId', element: <Probe name="Hikaye detayları sayfası" /> },
      { path: '/', element: <Probe name="Ana sayfa" /> },
    ],
    [{ pathname: path, state, ...address }],
  );
}

export function loginAs(userId = 7, username = 'yazar') {
  signIn(userId, username);
}

/* The chapter the editor tests open, and what the server answers about it. */
export const BOOK = 3;
export const CHAPTER = 42;
/** The chapter's version as loaded (its updated_at). */
export const LOADED = '2025-03-01T10:00:00.000Z';
/** The draft store's address of that chapter for the user loginAs() logs in. */
export const ref = { userId: 7, bookId: BOOK, chapterId: CHAPTER };

/** GET /stories/chapters/:chapterId for the opened chapter: an unpublished chapter with no notes, draft or removal. */
export function chapterResponse(overrides: Record<string, unknown> = {}) {
  return {
    chapter_id: CHAPTER,
    book_id: BOOK,
    chapter_number: 1,
    title: 'Kuzey Rüzgârı',
    content: '<p data-pid="p1">Rüzgâr esiyordu.</p>',
    note_before: '',
    note_after: '',
    recap: '',
    is_published: false,
    updated_at: LOADED,
    publish_at: null,
    draft: null,
    removed: null,
    ...overrides,
  };
}

/** Mocks the opened chapter's calls (its GET answering `chapter`, and `routes`) and opens it in the editor; returns the backend. */
export function openChapterInEditor(chapter: MockRoutes['GET /stories/chapters/:chapterId'] = chapterResponse(), routes: MockRoutes = {}) {
  const api = mockBackend({ 'GET /stories/chapters/:chapterId': chapter, ...routes });
  renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
  return api;
}

/** POST /stories/chapters saving the opened chapter. */
export function savedResponse(overrides: Record<string, unknown> = {}) {
  return jsonResponse({
    chapter_id: CHAPTER,
    chapter_number: 1,
    is_published: false,
    message: MSG.saved,
    updated_at: '2025-03-02T10:00:00.000Z',
    ...overrides,
  });
}

export type EditorElement = HTMLElement & { editor: Editor };

/** A TipTap editor by its accessible name (the chapter text unless named; notes are named by their label). */
export async function findEditor(name = 'Bölüm metni'): Promise<EditorElement> {
  return (await screen.findByRole('textbox', { name, hidden: true })) as EditorElement;
}

/** Types at the end of an editor through its instance (jsdom cannot drive contenteditable). */
export function typeInto(el: EditorElement, text: string) {
  act(() => {
    el.editor.chain().focus('end').insertContent(text).run();
  });
}

/** Types at the end of the chapter text. */
export async function typeAtEnd(text: string) {
  typeInto(await findEditor(), text);
}

/**
 * The hooks every writing-route test file needs: jsdom has no layout, and ProseMirror measures
 * ranges when it scrolls the selection into view; each test starts logged in with an empty
 * localStorage (cleared before as well, because the editor flushes its draft when it unmounts,
 * after the previous test's afterEach ran) and ends with no stubbed globals.
 */
export function setUpWritingTests() {
  beforeAll(() => {
    const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getClientRects ??= emptyRects;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
    document.elementFromPoint ??= () => null;
  });
  beforeEach(() => {
    localStorage.clear();
    loginAs();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
