import type { Editor } from '@tiptap/react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS, MSG } from '@okuryazar/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTE_AFTER_LABEL, NOTE_BEFORE_LABEL } from './AuthorNoteField';
import { readDraft, writeDraft } from './draftStore';
import { jsonResponse, mockBackend } from '../../test/mockBackend';
import { loginAs, renderWriting } from './testUtils';

/* DESIGN §8: the author's notes in the editor, saved, drafted and autosaved with the text. */

const BOOK = 3;
const CHAPTER = 42;
const UPDATED = '2025-03-01T10:00:00.000Z';
const ref = { userId: 7, bookId: BOOK, chapterId: CHAPTER };

function chapter(overrides: Record<string, unknown> = {}) {
  return {
    chapter_id: CHAPTER,
    book_id: BOOK,
    chapter_number: 1,
    title: 'Kuzey Rüzgârı',
    content: '<p>Rüzgâr esiyordu.</p>',
    note_before: '',
    note_after: '',
    is_published: false,
    updated_at: UPDATED,
    publish_at: null,
    draft: null,
    removed: null,
    ...overrides,
  };
}

const saved = () =>
  jsonResponse({ chapter_id: CHAPTER, chapter_number: 1, is_published: false, message: MSG.saved, updated_at: '2025-03-02T10:00:00.000Z' });

type EditorElement = HTMLElement & { editor: Editor };
const textbox = async (name: string) => (await screen.findByRole('textbox', { name, hidden: true })) as EditorElement;

function typeInto(el: EditorElement, text: string) {
  act(() => {
    el.editor.chain().focus('end').insertContent(text).run();
  });
}

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
afterEach(() => localStorage.clear());

describe("author's notes in the editor", { timeout: 20_000 }, () => {
  it('are collapsed without a note; opened, a typed note is saved with the text', async () => {
    const api = mockBackend({ 'GET /stories/chapters/:chapterId': chapter(), 'POST /stories/chapters': saved });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });

    const toggle = await screen.findByRole('button', { name: new RegExp(NOTE_BEFORE_LABEL) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('İsteğe bağlı');
    expect(screen.getByRole('button', { name: new RegExp(NOTE_AFTER_LABEL) })).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const note = await textbox(NOTE_BEFORE_LABEL);
    expect(note).toBeVisible();
    expect(note).toHaveAccessibleDescription('Okurlar bu notu bölüm metninden önce, “Yazarın notu” kutusunda görür.');
    typeInto(note, 'Bu bölüm karanlık.');
    expect(toggle).toHaveTextContent('Not var');
    expect(screen.getByText(`18 / ${LIMITS.authorNoteMaxChars.toLocaleString('tr-TR')} karakter`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(MSG.saved)).toBeInTheDocument();
    expect(api.callsTo('POST /stories/chapters')[0]!.body).toMatchObject({
      content: '<p>Rüzgâr esiyordu.</p>',
      note_before: '<p>Bu bölüm karanlık.</p>',
      note_after: '',
    });
    // Saved: nothing is left to restore.
    expect(readDraft(localStorage, ref)).toBeNull();
  });

  it('open with the saved notes, and an emptied note is saved as none', async () => {
    const api = mockBackend({
      'GET /stories/chapters/:chapterId': chapter({ note_before: '<p>Önce</p>', note_after: '<p>Sonra <strong>görüşürüz</strong></p>' }),
      'POST /stories/chapters': saved,
    });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    expect(await screen.findByRole('button', { name: new RegExp(NOTE_BEFORE_LABEL) })).toHaveAttribute('aria-expanded', 'true');
    const after = await textbox(NOTE_AFTER_LABEL);
    expect(after.innerHTML).toContain('<strong>görüşürüz</strong>');
    const before = await textbox(NOTE_BEFORE_LABEL);
    act(() => {
      before.editor.commands.clearContent(true);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await screen.findByText(MSG.saved);
    expect(api.callsTo('POST /stories/chapters')[0]!.body).toMatchObject({ note_before: '', note_after: '<p>Sonra <strong>görüşürüz</strong></p>' });
  });

  it('are kept in the local draft and restored with it', async () => {
    mockBackend({ 'GET /stories/chapters/:chapterId': chapter() });
    const first = renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(NOTE_AFTER_LABEL) }));
    typeInto(await textbox(NOTE_AFTER_LABEL), 'Haftaya devam.');
    await waitFor(() => expect(readDraft(localStorage, ref)).toMatchObject({ noteAfter: '<p>Haftaya devam.</p>', noteBefore: '' }));
    first.unmount();

    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    expect(await screen.findByText('Bu cihazdaki taslak geri yüklendi.')).toBeInTheDocument();
    expect((await textbox(NOTE_AFTER_LABEL)).textContent).toBe('Haftaya devam.');
  });

  it("keep the server's notes when restoring a draft written before notes existed", async () => {
    writeDraft(localStorage, ref, { title: 'Kuzey Rüzgârı', content: '<p>Eski taslak.</p>', savedAt: Date.now(), baseUpdatedAt: UPDATED });
    mockBackend({ 'GET /stories/chapters/:chapterId': chapter({ note_before: '<p>Sunucudaki not</p>' }) });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    expect(await screen.findByText('Bu cihazdaki taslak geri yüklendi.')).toBeInTheDocument();
    expect((await textbox(NOTE_BEFORE_LABEL)).textContent).toBe('Sunucudaki not');
  });

  it('go to the server with the autosave', async () => {
    const api = mockBackend({
      'GET /stories/chapters/:chapterId': chapter(),
      'PUT /stories/chapters/:chapterId/autosave': { message: MSG.draftSaved, updated_at: '2025-03-01T10:05:00.000Z', base_updated_at: UPDATED },
    });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(NOTE_BEFORE_LABEL) }));
    typeInto(await textbox(NOTE_BEFORE_LABEL), 'Taslak not');
    await waitFor(() => expect(api.callsTo('PUT /stories/chapters/:chapterId/autosave')).toHaveLength(1), { timeout: 5000 });
    expect(api.callsTo('PUT /stories/chapters/:chapterId/autosave')[0]!.body).toMatchObject({
      content: '<p>Rüzgâr esiyordu.</p>',
      note_before: '<p>Taslak not</p>',
      note_after: '',
      base_updated_at: UPDATED,
    });
  });

  it('refuse typing past the limit and say so', async () => {
    // Words, not one long run (the editor gives long runs invisible break points, which count).
    const full = `${'ab '.repeat((LIMITS.authorNoteMaxChars - 2) / 3)}ab`;
    expect(full).toHaveLength(LIMITS.authorNoteMaxChars);
    mockBackend({ 'GET /stories/chapters/:chapterId': chapter({ note_after: `<p>${full}</p>` }) });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    const note = await textbox(NOTE_AFTER_LABEL);
    typeInto(note, 'b');
    expect(note.textContent).toHaveLength(LIMITS.authorNoteMaxChars);
    expect(await screen.findByText(MSG.authorNoteTooLong)).toBeInTheDocument();
  });
});
