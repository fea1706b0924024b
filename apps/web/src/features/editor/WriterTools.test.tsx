import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES, MSG } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { CONFLICT_TITLE } from './ChapterConflictDialog';
import { HISTORY_LABEL, RESTORED_NOTICE, SERVER_DRAFT_NOTICE } from './ChapterWorkspace';
import { writeDraft } from './draftStore';
import { RESTORE_LABEL } from './HistoryPanel';
import { jsonResponse, mockBackend } from '../../test/mockBackend';
import { BOOK, CHAPTER, chapterResponse, findEditor, LOADED, ref, renderWriting, savedResponse, setUpWritingTests, openChapterInEditor } from './testUtils';

/** The opened chapter; its text is long enough for the history's word diff. */
const chapter = chapterResponse({ content: '<p data-pid="p1">Rüzgâr esiyordu bütün gece.</p>' });

const serverDraft = {
  title: 'Kuzey Rüzgârı',
  content: '<p data-pid="p1">Rüzgâr esiyordu; telefonda yazılan cümle.</p>',
  note_before: '',
  note_after: '',
  recap: '',
  base_updated_at: LOADED,
  updated_at: '2025-03-01T10:20:00.000Z',
};

setUpWritingTests();

describe('server draft on opening', () => {
  it('restores the server draft when it is newer than this device’s and says it came from another device', async () => {
    writeDraft(localStorage, ref, { title: 'Kuzey Rüzgârı', content: '<p>Eski yerel taslak.</p>', savedAt: Date.parse('2025-03-01T10:10:00.000Z'), baseUpdatedAt: LOADED });
    openChapterInEditor({ ...chapter, draft: serverDraft });
    expect(await screen.findByText(SERVER_DRAFT_NOTICE)).toBeInTheDocument();
    expect((await findEditor()).textContent).toContain('telefonda yazılan cümle');
    expect(screen.queryByText(RESTORED_NOTICE)).not.toBeInTheDocument();
  });

  it('keeps this device’s draft when it is the newer one', async () => {
    writeDraft(localStorage, ref, { title: 'Kuzey Rüzgârı', content: '<p>Bu bilgisayarda sonra yazıldı.</p>', savedAt: Date.parse('2025-03-01T10:30:00.000Z'), baseUpdatedAt: LOADED });
    openChapterInEditor({ ...chapter, draft: serverDraft });
    expect(await screen.findByText(RESTORED_NOTICE)).toBeInTheDocument();
    expect((await findEditor()).textContent).toContain('Bu bilgisayarda sonra yazıldı');
  });
});

describe('server autosave', { timeout: 20_000 }, () => {
  it('sends the unsaved text with the loaded version, then shows the draft time; the next one names the draft it replaces', async () => {
    let n = 0;
    const api = mockBackend({
      'GET /stories/chapters/:chapterId': chapter,
      'PUT /stories/chapters/:chapterId/autosave': () => {
        n += 1;
        return { message: MSG.draftSaved, updated_at: `2025-03-01T10:0${n}:00.000Z`, base_updated_at: LOADED };
      },
    });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    const el = await findEditor();
    act(() => {
      el.editor.chain().focus('end').insertContent(' Yeni cümle.').run();
    });
    await waitFor(() => expect(api.callsTo('PUT /stories/chapters/:chapterId/autosave')).toHaveLength(1), { timeout: 5000 });
    const [first] = api.callsTo('PUT /stories/chapters/:chapterId/autosave');
    expect(first!.params.chapterId).toBe(String(CHAPTER));
    expect(first!.body).toMatchObject({ title: 'Kuzey Rüzgârı', base_updated_at: LOADED, draft_updated_at: null });
    expect((first!.body as { content: string }).content).toContain('Yeni cümle.');
    expect(await screen.findByText(/^Taslak kaydedildi · \d\d:\d\d$/)).toBeInTheDocument();

    // Leaving the page sends the rest at once (keepalive), with the draft version it replaces.
    act(() => {
      el.editor.chain().focus('end').insertContent(' Son söz.').run();
    });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(api.callsTo('PUT /stories/chapters/:chapterId/autosave')).toHaveLength(2));
    const second = api.callsTo('PUT /stories/chapters/:chapterId/autosave')[1]!;
    expect(second.body).toMatchObject({ draft_updated_at: '2025-03-01T10:01:00.000Z' });
    expect(second.init?.keepalive).toBe(true);
  });

  it('an autosave refused because another device saved opens the conflict dialog', async () => {
    const other = { chapter_id: CHAPTER, title: 'Kuzey Rüzgârı', content: '<p>Telefonda kaydedildi.</p>', is_published: false, updated_at: '2025-03-01T10:07:00.000Z' };
    mockBackend({
      'GET /stories/chapters/:chapterId': chapter,
      'PUT /stories/chapters/:chapterId/autosave': () => jsonResponse({ message: MSG.chapterConflict, code: ERROR_CODES.CHAPTER_CONFLICT, current: other }, 409),
    });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    const el = await findEditor();
    act(() => {
      el.editor.chain().focus('end').insertContent(' Yeni cümle.').run();
    });
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TITLE }, { timeout: 5000 });
    expect(within(dialog).getByRole('region', { name: 'Sunucudaki sürüm' })).toHaveTextContent('Telefonda kaydedildi.');
  });

  it('an autosave that the author’s own save overtook is refused quietly: no conflict, the save is confirmed', async () => {
    const SAVED = '2025-03-01T10:09:00.000Z';
    let answerAutosave: (r: Response) => void = () => {};
    const api = mockBackend({
      'GET /stories/chapters/:chapterId': chapter,
      // The server takes the save first; the autosave sent before it is then from an old version.
      'PUT /stories/chapters/:chapterId/autosave': () => new Promise<Response>((resolve) => (answerAutosave = resolve)),
      'POST /stories/chapters': () => savedResponse({ updated_at: SAVED }),
    });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    const el = await findEditor();
    act(() => {
      el.editor.chain().focus('end').insertContent(' Yeni cümle.').run();
    });
    await waitFor(() => expect(api.callsTo('PUT /stories/chapters/:chapterId/autosave')).toHaveLength(1), { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await screen.findByText(MSG.saved);

    const stored = { chapter_id: CHAPTER, title: 'Kuzey Rüzgârı', content: '<p data-pid="p1">Rüzgâr esiyordu bütün gece. Yeni cümle.</p>', is_published: false, updated_at: SAVED };
    await act(async () => {
      answerAutosave(jsonResponse({ message: MSG.chapterConflict, code: ERROR_CODES.CHAPTER_CONFLICT, current: stored }, 409));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('dialog', { name: CONFLICT_TITLE })).not.toBeInTheDocument();
    expect(screen.getByText(MSG.saved)).toBeVisible();

    // Later typing autosaves again, from the saved version.
    act(() => {
      el.editor.chain().focus('end').insertContent(' Bir cümle daha.').run();
    });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(api.callsTo('PUT /stories/chapters/:chapterId/autosave')).toHaveLength(2));
    expect(api.callsTo('PUT /stories/chapters/:chapterId/autosave')[1]!.body).toMatchObject({ base_updated_at: SAVED });
  });
});

describe('history panel', { timeout: 20_000 }, () => {
  const revisions = [
    { revision_id: 9, created_at: new Date(Date.now() - 5 * 60_000).toISOString(), word_count: 5 },
    { revision_id: 8, created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(), word_count: 3 },
  ];

  function backend() {
    return mockBackend({
      'GET /stories/chapters/:chapterId': chapter,
      'GET /stories/chapters/:chapterId/revisions': { items: revisions, next_cursor: null },
      'GET /stories/chapters/:chapterId/revisions/:revisionId': ({ params }) =>
        params.revisionId === '8'
          ? { ...revisions[1]!, title: 'Kuzey Rüzgârı', content: '<p>Rüzgâr sert esiyordu.</p>', note_before: '<p>Eski not</p>', note_after: '', recap: '' }
          : { ...revisions[0]!, title: 'Kuzey Rüzgârı', content: chapter.content, note_before: '', note_after: '', recap: '' },
      'POST /stories/chapters/:chapterId/revisions/:revisionId/restore': () =>
        savedResponse({ updated_at: '2025-03-01T11:00:00.000Z' }),
    });
  }

  it('lists revisions with relative dates and word counts and shows a word diff against the current text', async () => {
    backend();
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    await findEditor();
    await userEvent.click(screen.getByRole('button', { name: HISTORY_LABEL }));
    const dialog = await screen.findByRole('dialog', { name: 'Geçmiş' });
    const items = await within(dialog).findAllByRole('button', { name: /kelime/ });
    // Each with its clock time and its age (HistoryPanel.test.tsx checks the times themselves).
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^(Dün )?\d\d:\d\dSon kayıt5 dakika önce · 5 kelime$/),
      expect.stringMatching(/^\d{1,2} \p{L}+ (\d{4} )?\d\d:\d\d3 gün önce · 3 kelime$/u),
    ]);
    // The newest equals the current text: nothing to restore.
    expect(await within(dialog).findByText('Bu sürüm şimdiki metinle aynı.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: RESTORE_LABEL })).toBeDisabled();

    await userEvent.click(items[1]!);
    const diff = await within(dialog).findByTestId('revision-diff');
    await waitFor(() => expect(diff.querySelector('ins')?.textContent).toContain('sert'));
    expect(Array.from(diff.querySelectorAll('del')).map((d) => d.textContent).join(' ')).toContain('bütün gece');
  });

  it('restores a revision after a confirmation, with the current version as base, and loads it into the editor', async () => {
    const api = backend();
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    const el = await findEditor();
    await userEvent.click(screen.getByRole('button', { name: HISTORY_LABEL }));
    const dialog = await screen.findByRole('dialog', { name: 'Geçmiş' });
    await userEvent.click((await within(dialog).findAllByRole('button', { name: /kelime/ }))[1]!);
    await waitFor(() => expect(within(dialog).getByTestId('revision-diff').querySelector('ins')?.textContent).toContain('sert'));
    await userEvent.click(within(dialog).getByRole('button', { name: RESTORE_LABEL }));
    expect(api.callsTo('POST /stories/chapters/:chapterId/revisions/:revisionId/restore')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Evet, geri yükle' }));

    await screen.findByText(MSG.revisionRestored);
    const [call] = api.callsTo('POST /stories/chapters/:chapterId/revisions/:revisionId/restore');
    expect(call!.params).toEqual({ chapterId: String(CHAPTER), revisionId: '8' });
    expect(call!.body).toEqual({ base_updated_at: LOADED });
    expect(el.textContent).toBe('Rüzgâr sert esiyordu.');
    expect(screen.queryByRole('dialog', { name: 'Geçmiş' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Kaydedildi · \d\d:\d\d$/)).toBeInTheDocument();
  });
});
