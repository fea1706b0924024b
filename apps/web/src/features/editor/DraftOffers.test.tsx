import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CHAPTER_TITLE, MSG } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { LEAVE_NOTE, RESTORED_NOTICE } from './ChapterWorkspace';
import { draftKey, listNewChapterDrafts, readDraft, writeDraft } from './draftStore';
import { OFFER_DELETE, OFFER_RESTORE, OFFER_START_EMPTY, OFFER_TITLE, OFFER_TITLE_MANY } from './DraftOfferDialog';
import { jsonResponse, mockBackend } from '../../test/mockBackend';
import { BOOK, CHAPTER, chapterResponse, findEditor, LOADED, ref, renderWriting, setUpWritingTests, typeAtEnd, withParagraphIds } from './testUtils';

/*
 * Issue 28 item 3: a local draft belongs to one chapter, or to one unsaved new chapter; leaving
 * without saving drops it; the drafts of other new chapters are offered (what, and when), never
 * loaded or merged by themselves.
 */

setUpWritingTests();

const NEW = { bookId: BOOK, chapterId: null };
/** The id the editor gave the new chapter it opened (kept in its history entry). */
const newChapterOf = (state: unknown) => (state as { newChapter: string }).newChapter;
const offerDialog = () => screen.queryByRole('dialog', { name: new RegExp(`^(${OFFER_TITLE}|${OFFER_TITLE_MANY})$`) });

async function leaveWithoutSaving() {
  await userEvent.click(screen.getByRole('link', { name: 'Hikayeye dön' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sayfadan ayrılıyorsunuz' });
  expect(dialog).toHaveTextContent(LEAVE_NOTE);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydetmeden ayrıl' }));
}

describe('leaving without saving', { timeout: 20_000 }, () => {
  it('drops a new chapter’s draft: the next new chapter opens empty, with nothing restored or offered', async () => {
    mockBackend({});
    const first = renderWriting('/edit-story', NEW);
    await userEvent.type(screen.getByRole('textbox', { name: 'Bölüm başlığı' }), '{selectall}Vazgeçilen Bölüm');
    await typeAtEnd('Bu metin geri gelmemeli.');
    await leaveWithoutSaving();
    await waitFor(() => expect(first.router.state.location.pathname).toBe(`/story-details/${BOOK}`));
    first.unmount();
    expect(listNewChapterDrafts(localStorage, ref)).toEqual([]);

    const second = renderWriting('/edit-story', NEW);
    const editor = await findEditor();
    expect(screen.getByRole('textbox', { name: 'Bölüm başlığı' })).toHaveValue(DEFAULT_CHAPTER_TITLE);
    expect(editor.textContent).toBe('');
    expect(screen.queryByText(RESTORED_NOTICE)).not.toBeInTheDocument();
    expect(offerDialog()).not.toBeInTheDocument();
    expect(screen.getByText('Henüz kaydedilmedi')).toBeInTheDocument();
    second.unmount();
  });

  it('drops an existing chapter’s draft here and the server draft it wrote, and sends no autosave on the way out', async () => {
    const api = mockBackend({
      'GET /stories/chapters/:chapterId': () => jsonResponse(chapterResponse()),
      'PUT /stories/chapters/:chapterId/autosave': { message: MSG.draftSaved, updated_at: '2025-03-01T10:05:00.000Z', base_updated_at: LOADED },
      'DELETE /stories/chapters/:chapterId/autosave': { message: MSG.draftDiscarded },
    });
    const { router } = renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    await typeAtEnd(' Sunucuya giden cümle.');
    await waitFor(() => expect(api.callsTo('PUT /stories/chapters/:chapterId/autosave')).toHaveLength(1), { timeout: 5000 });
    await typeAtEnd(' Henüz gitmeyen cümle.');
    await leaveWithoutSaving();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/story-details/${BOOK}`));

    await waitFor(() => expect(api.callsTo('DELETE /stories/chapters/:chapterId/autosave')).toHaveLength(1));
    const [discard] = api.callsTo('DELETE /stories/chapters/:chapterId/autosave');
    expect(discard!.params.chapterId).toBe(String(CHAPTER));
    expect(discard!.query.get('version')).toBe('2025-03-01T10:05:00.000Z');
    expect(api.callsTo('PUT /stories/chapters/:chapterId/autosave')).toHaveLength(1);
    expect(readDraft(localStorage, ref)).toBeNull();
  });
});

describe('drafts of other new chapters', { timeout: 20_000 }, () => {
  const crashed = { ...ref, chapterId: null, newChapter: 'cokmus-sekme-1234' };
  const savedAt = Date.now() - 5 * 60_000;
  const crashedDraft = {
    title: 'Yarım Kalan Bölüm',
    content: '<p>Kapı çalındığında çay demleniyordu.</p><p>İkinci paragraf.</p>',
    savedAt,
    baseUpdatedAt: null,
  };

  it('are offered with their title, the start of their text and when they were written; restoring opens that text alone', async () => {
    writeDraft(localStorage, crashed, crashedDraft);
    mockBackend({});
    const { router } = renderWriting('/edit-story', NEW);
    const editor = await findEditor();
    const dialog = await screen.findByRole('dialog', { name: OFFER_TITLE });
    expect(within(dialog).getByRole('heading', { name: 'Yarım Kalan Bölüm' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('draft-excerpt')).toHaveTextContent('Kapı çalındığında çay demleniyordu. İkinci paragraf.');
    expect(dialog).toHaveTextContent(/Yazıldı: \d\d:\d\d · 5 dakika önce/);
    // Nothing is in the editor until the author chooses.
    expect(editor.textContent).toBe('');

    await userEvent.click(within(dialog).getByRole('button', { name: OFFER_RESTORE }));
    expect(offerDialog()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Bölüm başlığı' })).toHaveValue('Yarım Kalan Bölüm');
    expect(Array.from(editor.querySelectorAll('p'), (p) => p.textContent)).toEqual(['Kapı çalındığında çay demleniyordu.', 'İkinci paragraf.']);
    expect(screen.getByText('Kaydedilmemiş değişiklikler')).toBeInTheDocument();
    // It is this chapter's draft now, under this chapter's own id only.
    const own = { ...ref, chapterId: null, newChapter: newChapterOf(router.state.location.state) };
    expect(readDraft(localStorage, own)).toMatchObject({ title: 'Yarım Kalan Bölüm', content: withParagraphIds(crashedDraft.content) });
    expect(localStorage.getItem(draftKey(crashed))).toBeNull();
  });

  it('can be deleted after a confirmation, or kept for later with an empty page', async () => {
    const older = { ...ref, chapterId: null };
    // One from before drafts had their own ids (the shared 'new' key) is offered like the others.
    writeDraft(localStorage, older, { title: 'Eski Taslak', content: '<p>Eski metin.</p>', savedAt: savedAt - 86_400_000, baseUpdatedAt: null });
    writeDraft(localStorage, crashed, crashedDraft);
    mockBackend({});
    const first = renderWriting('/edit-story', NEW);
    const dialog = await screen.findByRole('dialog', { name: OFFER_TITLE_MANY });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Yarım Kalan Bölüm', 'Eski Taslak']);

    await userEvent.click(within(items[1]!).getByRole('button', { name: OFFER_DELETE }));
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Evet, sil' }));
    expect(localStorage.getItem(draftKey(older))).toBeNull();
    expect(within(screen.getByRole('dialog', { name: OFFER_TITLE })).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: OFFER_START_EMPTY }));
    expect(offerDialog()).not.toBeInTheDocument();
    expect((await findEditor()).textContent).toBe('');
    await typeAtEnd('Yepyeni bir bölüm.');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    // The kept draft is untouched by this chapter's typing, and offered again next time.
    expect(readDraft(localStorage, crashed)).toMatchObject({ content: crashedDraft.content });
    first.unmount();
    renderWriting('/edit-story', NEW);
    expect(await screen.findByRole('dialog', { name: OFFER_TITLE_MANY })).toHaveTextContent('Yarım Kalan Bölüm');
  });

  it('a reload of the same new chapter brings its own draft back at once (a tab that dies keeps its draft)', async () => {
    const own = { ...ref, chapterId: null, newChapter: 'bu-sekme-5678' };
    writeDraft(localStorage, own, { title: 'Bu Bölüm', content: '<p>Yazarken sayfa yenilendi.</p>', savedAt, baseUpdatedAt: null });
    writeDraft(localStorage, crashed, crashedDraft);
    mockBackend({});
    renderWriting('/edit-story', { ...NEW, newChapter: own.newChapter });
    expect(await screen.findByText(RESTORED_NOTICE)).toBeInTheDocument();
    expect((await findEditor()).textContent).toBe('Yazarken sayfa yenilendi.');
    expect(screen.getByRole('textbox', { name: 'Bölüm başlığı' })).toHaveValue('Bu Bölüm');
    expect(offerDialog()).not.toBeInTheDocument();
  });
});
