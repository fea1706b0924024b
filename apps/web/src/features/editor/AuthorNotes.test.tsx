import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS, MSG } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { NOTE_AFTER_LABEL, NOTE_BEFORE_LABEL } from './AuthorNoteField';
import { readDraft, writeDraft } from './draftStore';
import { mockBackend } from '../../test/mockBackend';
import { BOOK, CHAPTER, chapterResponse, findEditor, LOADED, ref, renderWriting, savedResponse, setUpWritingTests, typeInto, openChapterInEditor } from './testUtils';

/* docs/PRODUCT.md#reading-comfort-and-writers-tools: the author's notes in the editor, saved, drafted and autosaved with the text. */

setUpWritingTests();

describe("author's notes in the editor", { timeout: 20_000 }, () => {
  it('are collapsed without a note; opened, a typed note is saved with the text', async () => {
    const api = openChapterInEditor(chapterResponse(), { 'POST /stories/chapters': () => savedResponse() });

    const toggle = await screen.findByRole('button', { name: new RegExp(NOTE_BEFORE_LABEL) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('İsteğe bağlı');
    expect(screen.getByRole('button', { name: new RegExp(NOTE_AFTER_LABEL) })).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const note = await findEditor(NOTE_BEFORE_LABEL);
    expect(note).toBeVisible();
    expect(note).toHaveAccessibleDescription('Okurlar bu notu bölüm metninden önce, “Yazarın notu” kutusunda görür.');
    typeInto(note, 'Bu bölüm karanlık.');
    expect(toggle).toHaveTextContent('Not var');
    expect(screen.getByText(`18 / ${LIMITS.authorNoteMaxChars.toLocaleString('tr-TR')} karakter`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(MSG.saved)).toBeInTheDocument();
    expect(api.callsTo('POST /stories/chapters')[0]!.body).toMatchObject({
      content: '<p data-pid="p1">Rüzgâr esiyordu.</p>',
      note_before: '<p>Bu bölüm karanlık.</p>',
      note_after: '',
    });
    // Saved: nothing is left to restore.
    expect(readDraft(localStorage, ref)).toBeNull();
  });

  it('open with the saved notes, and an emptied note is saved as none', async () => {
    const api = mockBackend({
      'GET /stories/chapters/:chapterId': chapterResponse({ note_before: '<p>Önce</p>', note_after: '<p>Sonra <strong>görüşürüz</strong></p>' }),
      'POST /stories/chapters': () => savedResponse(),
    });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    expect(await screen.findByRole('button', { name: new RegExp(NOTE_BEFORE_LABEL) })).toHaveAttribute('aria-expanded', 'true');
    const after = await findEditor(NOTE_AFTER_LABEL);
    expect(after.innerHTML).toContain('<strong>görüşürüz</strong>');
    const before = await findEditor(NOTE_BEFORE_LABEL);
    act(() => {
      before.editor.commands.clearContent(true);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await screen.findByText(MSG.saved);
    expect(api.callsTo('POST /stories/chapters')[0]!.body).toMatchObject({ note_before: '', note_after: '<p>Sonra <strong>görüşürüz</strong></p>' });
  });

  it('are kept in the local draft and restored with it', async () => {
    mockBackend({ 'GET /stories/chapters/:chapterId': chapterResponse() });
    const first = renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(NOTE_AFTER_LABEL) }));
    typeInto(await findEditor(NOTE_AFTER_LABEL), 'Haftaya devam.');
    await waitFor(() => expect(readDraft(localStorage, ref)).toMatchObject({ noteAfter: '<p>Haftaya devam.</p>', noteBefore: '' }));
    first.unmount();

    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    expect(await screen.findByText('Bu cihazdaki taslak geri yüklendi.')).toBeInTheDocument();
    expect((await findEditor(NOTE_AFTER_LABEL)).textContent).toBe('Haftaya devam.');
  });

  it("keep the server's notes when restoring a draft written before notes existed", async () => {
    writeDraft(localStorage, ref, { title: 'Kuzey Rüzgârı', content: '<p>Eski taslak.</p>', savedAt: Date.now(), baseUpdatedAt: LOADED });
    openChapterInEditor(chapterResponse({ note_before: '<p>Sunucudaki not</p>' }));
    expect(await screen.findByText('Bu cihazdaki taslak geri yüklendi.')).toBeInTheDocument();
    expect((await findEditor(NOTE_BEFORE_LABEL)).textContent).toBe('Sunucudaki not');
  });

  it('go to the server with the autosave', async () => {
    const api = mockBackend({
      'GET /stories/chapters/:chapterId': chapterResponse(),
      'PUT /stories/chapters/:chapterId/autosave': { message: MSG.draftSaved, updated_at: '2025-03-01T10:05:00.000Z', base_updated_at: LOADED },
    });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(NOTE_BEFORE_LABEL) }));
    typeInto(await findEditor(NOTE_BEFORE_LABEL), 'Taslak not');
    await waitFor(() => expect(api.callsTo('PUT /stories/chapters/:chapterId/autosave')).toHaveLength(1), { timeout: 5000 });
    expect(api.callsTo('PUT /stories/chapters/:chapterId/autosave')[0]!.body).toMatchObject({
      content: '<p data-pid="p1">Rüzgâr esiyordu.</p>',
      note_before: '<p>Taslak not</p>',
      note_after: '',
      base_updated_at: LOADED,
    });
  });

  it('refuse typing past the limit and say so', async () => {
    // Words, not one long run (the editor gives long runs invisible break points, which count).
    const full = `${'ab '.repeat((LIMITS.authorNoteMaxChars - 2) / 3)}ab`;
    expect(full).toHaveLength(LIMITS.authorNoteMaxChars);
    openChapterInEditor(chapterResponse({ note_after: `<p>${full}</p>` }));
    const note = await findEditor(NOTE_AFTER_LABEL);
    typeInto(note, 'b');
    expect(note.textContent).toHaveLength(LIMITS.authorNoteMaxChars);
    expect(await screen.findByText(MSG.authorNoteTooLong)).toBeInTheDocument();
  });
});
