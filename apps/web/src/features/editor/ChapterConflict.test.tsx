import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES, MSG } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { CONFLICT_TITLE, KEEP_MINE, MERGE_BY_HAND, TAKE_SERVER } from './ChapterConflictDialog';
import { RESTORE_ASIDE, USE_SERVER_VERSION } from './ChapterWorkspace';
import { readAside, readDraft, writeDraft } from './draftStore';
import { jsonResponse, mockBackend } from '../../test/mockBackend';
import { BOOK, CHAPTER, chapterResponse, findEditor, LOADED, ref, renderWriting, savedResponse, setUpWritingTests, typeAtEnd } from './testUtils';

const OTHER_TAB = '2025-03-01T10:05:00.000Z';
/** What the other tab saved, as the server sends it with the 409. */
const serverCopy = {
  chapter_id: CHAPTER,
  title: 'Kuzey Rüzgârı (B)',
  content: '<p>Öbür sekmede yazılan metin.</p>',
  is_published: false,
  updated_at: OTHER_TAB,
};

function conflictResponse(current = serverCopy) {
  return jsonResponse({ message: MSG.chapterConflict, code: ERROR_CODES.CHAPTER_CONFLICT, current }, 409);
}

type Body = { base_updated_at?: string | null; content?: string; title?: string };

/** POST /stories/chapters answers 409 while the base is stale, then saves. */
function serverWithStaleBase() {
  let version = OTHER_TAB;
  let n = 0;
  return mockBackend({
    'GET /stories/chapters/:chapterId': () => jsonResponse(chapterResponse()),
    'POST /stories/chapters': ({ body }) => {
      const b = body as Body;
      if (b.base_updated_at !== version) return conflictResponse({ ...serverCopy, updated_at: version });
      n += 1;
      version = `2025-03-01T10:1${n}:00.000Z`;
      return savedResponse({ updated_at: version });
    },
  });
}

async function saveAndGetConflict() {
  await typeAtEnd(' Bu sekmede eklendi.');
  await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  return screen.findByRole('dialog', { name: CONFLICT_TITLE });
}

/** Opens the chapter on a server whose base is stale and saves an edit: the conflict dialog. */
async function openConflict() {
  const api = serverWithStaleBase();
  const view = renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
  const dialog = await saveAndGetConflict();
  return { api, view, dialog };
}

/** Picks `choice` in the conflict dialog and waits for it to close. */
async function choose(dialog: HTMLElement, choice: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: choice }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const posts = (api: ReturnType<typeof mockBackend>) => api.callsTo('POST /stories/chapters').map((c) => c.body as Body);

setUpWritingTests();

describe('chapter save conflicts', { timeout: 20_000 }, () => {
  it('sends the loaded version as base, then the version each save returns', async () => {
    const api = mockBackend({
      'GET /stories/chapters/:chapterId': () => jsonResponse(chapterResponse()),
      'POST /stories/chapters': () => savedResponse({ updated_at: OTHER_TAB }),
    });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    await typeAtEnd(' Bir.');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    await screen.findByText(MSG.saved);
    await typeAtEnd(' İki.');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(posts(api)).toHaveLength(2));
    expect(posts(api).map((b) => b.base_updated_at)).toEqual([LOADED, OTHER_TAB]);
  });

  it('on 409 opens a labelled dialog with both versions, keeps focus inside, and loses nothing', async () => {
    const { dialog } = await openConflict();
    expect(dialog).toHaveAccessibleDescription(MSG.chapterConflict);
    expect(dialog.contains(document.activeElement)).toBe(true);

    const mine = within(dialog).getByRole('region', { name: 'Bu sekmedeki sürümünüz' });
    const theirs = within(dialog).getByRole('region', { name: 'Sunucudaki sürüm' });
    expect(mine).toHaveTextContent('Kuzey Rüzgârı');
    expect(mine).toHaveTextContent('Rüzgâr esiyordu. Bu sekmede eklendi.');
    expect(theirs).toHaveTextContent('Kuzey Rüzgârı (B)');
    expect(theirs).toHaveTextContent('Öbür sekmede yazılan metin.');
    // No error toast on top of the dialog; the typed text is still in the local draft.
    expect(screen.queryByText(MSG.saveError)).not.toBeInTheDocument();
    expect(readDraft(localStorage, ref)?.content).toBe('<p data-pid="p1">Rüzgâr esiyordu. Bu sekmede eklendi.</p>');

    // Tab cycles inside the dialog (Radix focus trap).
    for (let i = 0; i < 12; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    // Closing without a choice keeps the text in the editor, unsaved.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await findEditor()).toHaveTextContent('Rüzgâr esiyordu. Bu sekmede eklendi.');
    expect(screen.getByText('Kaydedilemedi · taslak bu cihazda saklı')).toBeInTheDocument();
  });

  it('Ctrl+S while the dialog waits for a choice sends nothing: the outdated version would only be refused again', async () => {
    const { api, dialog } = await openConflict();
    expect(posts(api)).toHaveLength(1);
    await userEvent.keyboard('{Control>}s{/Control}');
    await userEvent.keyboard('{Meta>}s{/Meta}');
    expect(posts(api)).toHaveLength(1);
    expect(dialog).toBeInTheDocument();
    // Once the author has chosen, the shortcut saves again.
    await userEvent.click(within(dialog).getByRole('button', { name: KEEP_MINE }));
    await screen.findByText(MSG.saved);
    await typeAtEnd(' Sonra.');
    await userEvent.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(posts(api)).toHaveLength(3));
  });

  it('"keep mine" saves this text again from the server’s version and clears the draft', async () => {
    const { api, dialog } = await openConflict();
    await choose(dialog, KEEP_MINE);
    expect(await screen.findByText(MSG.saved)).toBeInTheDocument();
    expect(posts(api).map((b) => b.base_updated_at)).toEqual([LOADED, OTHER_TAB]);
    expect(posts(api)[1]).toMatchObject({ title: 'Kuzey Rüzgârı', content: '<p data-pid="p1">Rüzgâr esiyordu. Bu sekmede eklendi.</p>' });
    expect(readDraft(localStorage, ref)).toBeNull();
  });

  it('"take the server’s" loads it into the editor and sets this text aside, which can be restored', async () => {
    const { api, dialog } = await openConflict();
    await choose(dialog, TAKE_SERVER);

    expect(await findEditor()).toHaveTextContent('Öbür sekmede yazılan metin.');
    expect(screen.getByRole('textbox', { name: 'Bölüm başlığı' })).toHaveValue('Kuzey Rüzgârı (B)');
    expect(screen.getByText(/^Kaydedildi · /)).toBeInTheDocument();
    expect(readAside(localStorage, ref)).toMatchObject({
      title: 'Kuzey Rüzgârı',
      content: '<p data-pid="p1">Rüzgâr esiyordu. Bu sekmede eklendi.</p>',
    });

    // Changed their mind: the set-aside text comes back as unsaved editor text and draft,
    // and a save now overwrites from the server's version.
    await userEvent.click(screen.getByRole('button', { name: RESTORE_ASIDE }));
    expect(await findEditor()).toHaveTextContent('Rüzgâr esiyordu. Bu sekmede eklendi.');
    expect(readDraft(localStorage, ref)?.content).toBe('<p data-pid="p1">Rüzgâr esiyordu. Bu sekmede eklendi.</p>');
    expect(readAside(localStorage, ref)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(MSG.saved)).toBeInTheDocument();
    expect(posts(api).at(-1)).toMatchObject({ base_updated_at: OTHER_TAB, content: '<p data-pid="p1">Rüzgâr esiyordu. Bu sekmede eklendi.</p>' });
  });

  it('shows a set-aside text again after a reload', async () => {
    const { view: first, dialog } = await openConflict();
    await userEvent.click(within(dialog).getByRole('button', { name: TAKE_SERVER }));
    first.unmount();
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    expect(await screen.findByRole('button', { name: RESTORE_ASIDE })).toBeInTheDocument();
  });

  it('"merge by hand" keeps this text in the editor with the server’s version shown, and saves from it', async () => {
    const { api, dialog } = await openConflict();
    await choose(dialog, MERGE_BY_HAND);

    const other = screen.getByRole('region', { name: 'Diğer sürüm (birleştirmek için)' });
    expect(other).toHaveTextContent('Öbür sekmede yazılan metin.');
    expect(await findEditor()).toHaveTextContent('Rüzgâr esiyordu. Bu sekmede eklendi.');

    await typeAtEnd(' Öbür sekmede yazılan metin.');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(MSG.saved)).toBeInTheDocument();
    expect(posts(api).at(-1)).toEqual(
      expect.objectContaining({
        base_updated_at: OTHER_TAB,
        content: '<p data-pid="p1">Rüzgâr esiyordu. Bu sekmede eklendi. Öbür sekmede yazılan metin.</p>',
      }),
    );
  });

  it('a restored draft typed on an older version saves from that version, so a newer server text is not overwritten', async () => {
    const OLDER = '2025-02-28T09:00:00.000Z';
    writeDraft(localStorage, ref, { title: 'Kuzey Rüzgârı', content: '<p>Dünkü taslak.</p>', savedAt: 1, baseUpdatedAt: OLDER });
    const api = mockBackend({
      'GET /stories/chapters/:chapterId': () => jsonResponse(chapterResponse()),
      'POST /stories/chapters': ({ body }) =>
        (body as Body).base_updated_at === LOADED ? savedResponse({ updated_at: OTHER_TAB }) : conflictResponse({ ...serverCopy, ...chapterResponse() }),
    });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    expect(await findEditor()).toHaveTextContent('Dünkü taslak.');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TITLE });
    expect(posts(api)[0]?.base_updated_at).toBe(OLDER);
    expect(within(dialog).getByRole('region', { name: 'Sunucudaki sürüm' })).toHaveTextContent('Rüzgâr esiyordu.');
    expect(within(dialog).getByRole('region', { name: 'Bu sekmedeki sürümünüz' })).toHaveTextContent('Dünkü taslak.');
  });

  it('choosing the server version over a restored draft edits from the server’s version', async () => {
    writeDraft(localStorage, ref, { title: 'Kuzey Rüzgârı', content: '<p>Dünkü taslak.</p>', savedAt: 1, baseUpdatedAt: '2025-02-28T09:00:00.000Z' });
    const api = mockBackend({
      'GET /stories/chapters/:chapterId': () => jsonResponse(chapterResponse()),
      'POST /stories/chapters': () => savedResponse({ updated_at: OTHER_TAB }),
    });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    await userEvent.click(await screen.findByRole('button', { name: USE_SERVER_VERSION }));
    await typeAtEnd(' Yeni.');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(MSG.saved)).toBeInTheDocument();
    expect(posts(api)[0]?.base_updated_at).toBe(LOADED);
  });

  it('a publish refused with 409 opens the same dialog instead of an error', async () => {
    mockBackend({
      'GET /stories/chapters/:chapterId': () => jsonResponse(chapterResponse()),
      'POST /preview/chapters/:chapterId/publish': () => conflictResponse(),
    });
    renderWriting('/edit-story', { bookId: BOOK, chapterId: CHAPTER });
    await findEditor();
    await userEvent.click(screen.getAllByRole('button', { name: 'Yayımla' })[0]!);
    const confirm = await screen.findByRole('dialog', { name: 'Bölüm yayımlansın mı?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yayımla' }));
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TITLE });
    expect(within(dialog).getByRole('region', { name: 'Sunucudaki sürüm' })).toHaveTextContent('Öbür sekmede yazılan metin.');
    expect(screen.queryByText(MSG.publishError)).not.toBeInTheDocument();
  });
});
