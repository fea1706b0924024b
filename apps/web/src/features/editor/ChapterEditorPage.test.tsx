import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { DRAFT_WRITE_MS } from './ChapterWorkspace';
import { draftKey, readDraft, writeDraft } from './draftStore';
import { jsonResponse, mockBackend } from '../../test/mockBackend';
import { BOOK, CHAPTER, chapterResponse, findEditor, LOADED, ref, renderWriting, savedResponse, setUpWritingTests, typeAtEnd, withParagraphIds, openChapterInEditor } from './testUtils';

setUpWritingTests();

// TipTap in jsdom is slow when the whole suite runs in parallel.
describe('ChapterEditorPage', { timeout: 20_000 }, () => {
  it('sends the author to /my-stories when there is no book id', async () => {
    mockBackend({});
    renderWriting('/edit-story', null);
    expect(await screen.findByText('Hikayelerim sayfası')).toBeInTheDocument();
  });

  it('loads the chapter into a labelled title field and editor with a Taslak chip and live counts', async () => {
    mockBackend({ 'GET /stories/chapters/:chapterId': () => jsonResponse(chapterResponse()) });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER, title: 'Kuzey Rüzgârı' });
    const el = await findEditor();
    expect(screen.getByRole('textbox', { name: 'Bölüm başlığı' })).toHaveValue('Kuzey Rüzgârı');
    expect(el).toHaveTextContent('Rüzgâr esiyordu.');
    expect(screen.getByText('Taslak')).toBeInTheDocument();
    expect(screen.getByTestId('word-count')).toHaveTextContent('2');
    expect(screen.getByTestId('char-count')).toHaveTextContent('16');
    expect(screen.getByRole('status', { name: '' })).toBeDefined();
    expect(screen.getByText(/^Kaydedildi · /)).toBeInTheDocument();

    await typeAtEnd(' Kapı çarptı.');
    // The counts follow once typing pauses (useChapterStats).
    await waitFor(() => expect(screen.getByTestId('word-count')).toHaveTextContent('4'));
    expect(screen.getByText('Kaydedilmemiş değişiklikler')).toBeInTheDocument();
  });

  it('opens an existing chapter named by address (?kitap=&bolum=), as a notification links to it', async () => {
    const { callsTo } = mockBackend({ 'GET /stories/chapters/:chapterId': () => jsonResponse(chapterResponse()) });
    renderWriting('/edit-story', null, { search: `?kitap=${BOOK}&bolum=${CHAPTER}`, hash: '#beta-notlari' });
    const el = await findEditor();
    expect(el).toHaveTextContent('Rüzgâr esiyordu.');
    expect(callsTo('GET /stories/chapters/:chapterId')[0]!.params).toEqual({ chapterId: String(CHAPTER) });
  });

  it('has a formatting toolbar with pressed states', async () => {
    openChapterInEditor();
    const el = await findEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Biçimlendirme' });
    const bold = within(toolbar).getByRole('button', { name: 'Kalın' });
    expect(within(toolbar).getByRole('button', { name: 'İtalik' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(toolbar).getByRole('button', { name: 'Üstü çizili' })).toBeInTheDocument();
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      el.editor.commands.selectAll();
    });
    await userEvent.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    expect(el.editor.getHTML()).toBe('<p data-pid="p1"><strong>Rüzgâr esiyordu.</strong></p>');
  });

  it('writes every change to localStorage within half a second', async () => {
    openChapterInEditor();
    await typeAtEnd(' Gece oldu.');
    expect(DRAFT_WRITE_MS).toBeLessThanOrEqual(500);
    expect(readDraft(localStorage, ref)).toBeNull();
    await waitFor(() => expect(readDraft(localStorage, ref)?.content).toBe('<p data-pid="p1">Rüzgâr esiyordu. Gece oldu.</p>'));
    expect(readDraft(localStorage, ref)).toMatchObject({ title: 'Kuzey Rüzgârı', baseUpdatedAt: LOADED });
  });

  it('saves with the current is_published flag, confirms with a toast and clears the draft', async () => {
    const api = mockBackend({
      'GET /stories/chapters/:chapterId': () => jsonResponse(chapterResponse({ is_published: true })),
      'POST /stories/chapters': () => savedResponse({ is_published: true }),
    });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    expect(await screen.findByText('Yayında')).toBeInTheDocument();
    await typeAtEnd(' Son.');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(MSG.saved)).toBeInTheDocument();
    const post = api.callsTo('POST /stories/chapters')[0];
    expect(post?.body).toEqual({
      book_id: BOOK,
      chapter_id: CHAPTER,
      title: 'Kuzey Rüzgârı',
      content: '<p data-pid="p1">Rüzgâr esiyordu. Son.</p>',
      // No author's notes: empty ones (docs/PRODUCT.md#reading-comfort-and-writers-tools).
      note_before: '',
      note_after: '',
      // No recap either ("Önceki bölümlerde", docs/PRODUCT.md#community-engine).
      recap: '',
      is_published: true,
      base_updated_at: LOADED,
    });
    expect((post?.init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer test-token');
    expect(screen.getByText(/^Kaydedildi · \d\d:\d\d$/)).toBeInTheDocument();
    expect(readDraft(localStorage, ref)).toBeNull();
  });

  it('saves with Ctrl+S', async () => {
    const api = mockBackend({
      'GET /stories/chapters/:chapterId': () => jsonResponse(chapterResponse()),
      'POST /stories/chapters': () => savedResponse(),
    });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    await typeAtEnd('!');
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    expect(await screen.findByText(MSG.saved)).toBeInTheDocument();
    expect(api.callsTo('POST /stories/chapters')).toHaveLength(1);
  });

  it('refuses an empty title or body without calling the server', async () => {
    const api = openChapterInEditor();
    await findEditor();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Bölüm başlığı' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(MSG.titleAndContentRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /stories/chapters').length > 0).toBe(false);
  });

  it('keeps the draft and says so when the save fails', async () => {
    mockBackend({
      'GET /stories/chapters/:chapterId': () => jsonResponse(chapterResponse()),
      'POST /stories/chapters': () => jsonResponse({ message: 'x', code: 'INTERNAL' }, 500),
    });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    await typeAtEnd(' Kayıp yok.');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(MSG.saveError)).toBeInTheDocument();
    expect(screen.getByText('Kaydedilemedi · taslak bu cihazda saklı')).toBeInTheDocument();
    expect(readDraft(localStorage, ref)?.content).toBe('<p data-pid="p1">Rüzgâr esiyordu. Kayıp yok.</p>');
  });

  it('shows the server character-limit message', async () => {
    mockBackend({
      'GET /stories/chapters/:chapterId': () => jsonResponse(chapterResponse()),
      'POST /stories/chapters': () => jsonResponse({ message: MSG.characterLimit, code: 'CHARACTER_LIMIT' }, 400),
    });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    await typeAtEnd('.');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(MSG.characterLimit)).toBeInTheDocument();
  });

  it('starts a new chapter as "Adsız Bölüm 1", takes the id from the first save and keeps it in history', async () => {
    const api = mockBackend({ 'POST /stories/chapters': () => savedResponse({ chapter_id: 77 }) });
    const { router } = renderWriting('/edit-story', { bookId: BOOK, chapterId: null });
    expect(screen.getByRole('textbox', { name: 'Bölüm başlığı' })).toHaveValue('Adsız Bölüm 1');
    expect(screen.getByText('Henüz kaydedilmedi')).toBeInTheDocument();
    // The new chapter's draft is kept under this chapter's own id, which its history entry carries.
    const newChapter = (router.state.location.state as { newChapter?: string }).newChapter;
    expect(newChapter).toMatch(/^[\w-]{8,}$/);
    const newRef = { ...ref, chapterId: null, newChapter };
    await typeAtEnd('İlk cümle.');
    await waitFor(() => expect(readDraft(localStorage, newRef)).not.toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(MSG.saved)).toBeInTheDocument();
    expect(api.callsTo('POST /stories/chapters')[0]?.body).toMatchObject({ book_id: BOOK, chapter_id: null, title: 'Adsız Bölüm 1', content: withParagraphIds('<p>İlk cümle.</p>') });
    expect(router.state.location.state).toMatchObject({ bookId: BOOK, chapterId: 77 });
    expect(localStorage.getItem(draftKey(newRef))).toBeNull();

    await typeAtEnd(' İkinci.');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.callsTo('POST /stories/chapters')).toHaveLength(2));
    expect(api.callsTo('POST /stories/chapters')[1]?.body).toMatchObject({ chapter_id: 77 });
  });

  it('restores a newer local draft with a notice and can switch back to the server version', async () => {
    writeDraft(localStorage, ref, {
      title: 'Kuzey Rüzgârı',
      content: '<p data-pid="p1">Rüzgâr esiyordu. Kaydedilmemiş cümle.</p>',
      savedAt: Date.now(),
      baseUpdatedAt: LOADED,
    });
    openChapterInEditor();
    const el = await findEditor();
    expect(screen.getByText(/Bu cihazdaki taslak geri yüklendi\./)).toBeInTheDocument();
    expect(el).toHaveTextContent('Kaydedilmemiş cümle.');
    expect(screen.getByText('Kaydedilmemiş değişiklikler')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sunucudaki sürümü kullan' }));
    expect(el).not.toHaveTextContent('Kaydedilmemiş cümle.');
    expect(el).toHaveTextContent('Rüzgâr esiyordu.');
    expect(readDraft(localStorage, ref)).toBeNull();
    expect(screen.queryByText(/geri yüklendi/)).not.toBeInTheDocument();
  });

  it('drops a draft that equals the server copy', async () => {
    writeDraft(localStorage, ref, { title: 'Kuzey Rüzgârı', content: '<p data-pid="p1">Rüzgâr esiyordu.</p>', savedAt: 1, baseUpdatedAt: LOADED });
    openChapterInEditor();
    await findEditor();
    expect(screen.queryByText(/geri yüklendi/)).not.toBeInTheDocument();
    expect(readDraft(localStorage, ref)).toBeNull();
  });

  it('saves before the preview and opens it with the story and chapter ids', async () => {
    mockBackend({
      'GET /stories/chapters/:chapterId': () => jsonResponse(chapterResponse()),
      'POST /stories/chapters': () => savedResponse(),
      'GET /preview/books/:storyId': () =>
        jsonResponse({ book_id: BOOK, title: 'Hikaye', author_name: 'Yazar Adı', is_published: false, chapters: [] }),
    });
    const { router } = renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    await typeAtEnd(' Önizlemeden önce.');
    await userEvent.click(screen.getAllByRole('button', { name: 'Önizle' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/preview'));
    expect(router.state.location.state).toEqual({ title: 'Kuzey Rüzgârı', authorName: 'yazar', storyId: BOOK, chapterId: CHAPTER });
  });

  it('stays and explains when the save before the preview fails', async () => {
    const { router } = (() => {
      mockBackend({
        'GET /stories/chapters/:chapterId': () => jsonResponse(chapterResponse()),
        'POST /stories/chapters': () => jsonResponse({ message: 'x' }, 500),
      });
      return renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    })();
    await typeAtEnd('?');
    await userEvent.click(screen.getAllByRole('button', { name: 'Önizle' })[0]!);
    expect(await screen.findByText(MSG.previewUnsaved)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit-story');
  });

  it('publishes after confirmation and flips the status chip', async () => {
    const api = mockBackend({
      'GET /stories/chapters/:chapterId': () => jsonResponse(chapterResponse()),
      'POST /preview/chapters/:chapterId/publish': () =>
        jsonResponse({ chapter_id: CHAPTER, is_published: true, message: MSG.chapterPublished, updated_at: LOADED }),
    });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    await findEditor();
    await userEvent.click(screen.getAllByRole('button', { name: 'Yayımla' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Bölüm yayımlansın mı?' });
    expect(api.callsTo('POST /preview/chapters/:chapterId/publish').length > 0).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yayımla' }));
    expect(await screen.findByText(MSG.chapterPublished)).toBeInTheDocument();
    expect(api.callsTo('POST /preview/chapters/:chapterId/publish')[0]?.body).toEqual({ book_id: BOOK, base_updated_at: LOADED });
    expect(screen.getByText('Yayında')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Yayından Kaldır' }).length).toBeGreaterThan(0);
  });

  it('reports a failed unpublish', async () => {
    mockBackend({
      'GET /stories/chapters/:chapterId': () => jsonResponse(chapterResponse({ is_published: true })),
      'POST /preview/chapters/:chapterId/unpublish': () => jsonResponse({ message: 'x' }, 500),
    });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    await findEditor();
    await userEvent.click(screen.getAllByRole('button', { name: 'Yayından Kaldır' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Bölüm yayından kaldırılsın mı?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yayından Kaldır' }));
    expect(await screen.findByText(MSG.publishError)).toBeInTheDocument();
    expect(screen.getByText('Yayında')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    mockBackend({ 'GET /stories/chapters/:chapterId': () => jsonResponse(chapterResponse()) });
    const { router } = renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    await typeAtEnd(' Yarım kalan.');
    await userEvent.click(screen.getByRole('link', { name: 'Hikayeye dön' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sayfadan ayrılıyorsunuz' });
    expect(dialog).toHaveTextContent(MSG.unsavedChanges);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sayfada kal' }));
    expect(router.state.location.pathname).toBe('/edit-story');

    await userEvent.click(screen.getByRole('link', { name: 'Hikayeye dön' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Kaydetmeden ayrıl' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/story-details/${BOOK}`));
    // Issue 28: leaving without saving drops the changes (the old test kept them as a draft,
    // which then came back uninvited).
    expect(readDraft(localStorage, ref)).toBeNull();
  });

  it('lets the author leave freely when everything is saved', async () => {
    mockBackend({ 'GET /stories/chapters/:chapterId': () => jsonResponse(chapterResponse()) });
    const { router } = renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    await findEditor();
    await userEvent.click(screen.getByRole('link', { name: 'Hikayeye dön' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/story-details/${BOOK}`));
  });

  it('asks the browser to confirm a reload while changes are unsaved', async () => {
    openChapterInEditor();
    await findEditor();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await typeAtEnd('…');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
    // The unload also flushes the draft at once.
    expect(readDraft(localStorage, ref)?.content).toBe('<p data-pid="p1">Rüzgâr esiyordu.…</p>');
  });
});
