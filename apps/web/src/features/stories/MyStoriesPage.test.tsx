import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@okuryazar/shared';
import { MyStoriesPage, PUBLISHED_EMPTY_TEXT } from './MyStoriesPage';
import { apiError, jsonResponse, mockBackend, type MockRequest } from '../../test/mockBackend';
import { loginAs, makeStory, renderPage } from './testUtils';

const published = makeStory({ book_id: 11, title: 'Yayındaki Hikaye', is_published: true, chapter_count: 6 });
const draft = makeStory({ book_id: 12, title: 'Taslak Hikaye', is_published: false, chapter_count: 1 });

function renderMyStories() {
  return renderPage(<MyStoriesPage />, { path: '/my-stories' });
}

function cardOf(title: string) {
  return screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(await screen.findByRole('button', { name: `${title} için seçenekler` }));
  return screen.findByRole('menu');
}

/** Book ids the fake server has deleted. */
let removed = new Set<number>();

function listHandler() {
  return ({ query }: MockRequest) =>
    (query.get('status') === 'published' ? [published] : [published, draft]).filter((s) => !removed.has(s.book_id));
}

// Multi-step UI flows; leave room for a loaded two-core machine running every suite at once.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  removed = new Set();
  loginAs();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('MyStoriesPage', () => {
  it('shows the published tab first, then all stories on the second tab', async () => {
    const { fetchMock } = mockBackend({ 'GET /my-story/my-stories': listHandler() });
    const user = userEvent.setup();
    renderMyStories();

    expect(screen.getByRole('heading', { level: 1, name: 'Hikayelerim' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Yayımlandı', 'Tüm Hikayeler']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const card = await screen.findByRole('heading', { name: 'Yayındaki Hikaye' });
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/my-story\/my-stories\?status=published$/);
    const article = card.closest('article')!;
    expect(within(article).getByText('Yayında')).toBeInTheDocument();
    expect(within(article).getByText('6')).toBeInTheDocument();
    expect(within(article).getByText('bölüm', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('Taslak Hikaye')).not.toBeInTheDocument();

    await user.click(tabs[1]!);
    expect(await screen.findByRole('heading', { name: 'Taslak Hikaye' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.at(-1)![0])).toMatch(/status=all$/);
    expect(within(cardOf('Taslak Hikaye')).getByText('Taslak')).toBeInTheDocument();
    expect(screen.getAllByTestId('story-card')).toHaveLength(2);
  });

  it('shows the server message and a create call-to-action when there are no stories', async () => {
    mockBackend({ 'GET /my-story/my-stories': () => jsonResponse({ message: 'Henüz bir hikayeniz yok.' }) });
    const user = userEvent.setup();
    renderMyStories();
    // The published tab does not claim there are no stories at all: there may be drafts.
    expect(await screen.findByText(PUBLISHED_EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('Henüz bir hikayeniz yok.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yeni Hikaye Oluştur' })).toHaveAttribute('href', '/new-story');
    await user.click(screen.getByRole('tab', { name: 'Tüm Hikayeler' }));
    expect(await screen.findByText('Henüz bir hikayeniz yok.')).toBeInTheDocument();
  });

  it('shows the error text and retries', async () => {
    let calls = 0;
    mockBackend({
      'GET /my-story/my-stories': () =>
        ++calls === 1 ? jsonResponse({ message: 'Hata' }, 500) : jsonResponse([published]),
    });
    const user = userEvent.setup();
    renderMyStories();
    expect(await screen.findByText('Hikayeler getirilemedi. Lütfen tekrar deneyin.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { name: 'Yayındaki Hikaye' })).toBeInTheDocument();
  });

  it('links "Düzenle" to the story details and sends "Yeni Bölüm Yaz" to the editor', async () => {
    mockBackend({ 'GET /my-story/my-stories': listHandler() });
    const user = userEvent.setup();
    renderMyStories();
    const menu = await openMenu(user, 'Yayındaki Hikaye');
    expect(within(menu).getByRole('menuitem', { name: 'Düzenle' })).toHaveAttribute('href', '/story-details/11');
    await user.click(within(menu).getByRole('menuitem', { name: 'Yeni Bölüm Yaz' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/edit-story'));
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({ bookId: 11, chapterId: null });
  });

  it('offers "Yayından Kaldır" only for published stories', async () => {
    mockBackend({ 'GET /my-story/my-stories': listHandler() });
    const user = userEvent.setup();
    renderMyStories();
    await user.click(screen.getByRole('tab', { name: 'Tüm Hikayeler' }));
    const menu = await openMenu(user, 'Taslak Hikaye');
    expect(within(menu).queryByRole('menuitem', { name: 'Yayından Kaldır' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sil' })).toBeInTheDocument();
  });

  it('asks before unpublishing; "Vazgeç" sends nothing', async () => {
    const { fetchMock } = mockBackend({ 'GET /my-story/my-stories': listHandler() });
    const user = userEvent.setup();
    renderMyStories();
    const menu = await openMenu(user, 'Yayındaki Hikaye');
    await user.click(within(menu).getByRole('menuitem', { name: 'Yayından Kaldır' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hikayeyi yayından kaldır' });
    expect(dialog).toHaveTextContent('“Yayındaki Hikaye” hikayesi okurlardan hemen gizlenecek.');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/unpublish'))).toBe(false);
    expect(screen.getByRole('heading', { name: 'Yayındaki Hikaye' })).toBeInTheDocument();
  });

  it('unpublishes a story and removes it from the published tab', async () => {
    const { fetchMock } = mockBackend({
      'GET /my-story/my-stories': listHandler(),
      'PUT /my-story/my-stories/:bookId/unpublish': ({ params }) => ({ message: MSG.storyUnpublished, book_id: Number(params.bookId), is_published: false }),
    });
    const user = userEvent.setup();
    renderMyStories();
    const menu = await openMenu(user, 'Yayındaki Hikaye');
    await user.click(within(menu).getByRole('menuitem', { name: 'Yayından Kaldır' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hikayeyi yayından kaldır' });
    await user.click(within(dialog).getByRole('button', { name: 'Yayından Kaldır' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Yayındaki Hikaye' })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([u, i]) => String(u).endsWith('/11/unpublish') && i?.method === 'PUT')).toBe(true);
    expect(await screen.findByText(MSG.storyUnpublished)).toBeInTheDocument();
    // The published tab is now empty.
    expect(screen.getByRole('link', { name: 'Yeni Hikaye Oluştur' })).toBeInTheDocument();
  });

  it('deletes only after a confirmation and the right password', async () => {
    const passwords: string[] = [];
    const { fetchMock } = mockBackend({
      'GET /my-story/my-stories': listHandler(),
      'DELETE /my-story/my-stories/:bookId': ({ body, params }) => {
        const { password } = body as { password: string };
        passwords.push(password);
        if (password !== 'dogru-sifre') return apiError(403, 'Girdiğiniz şifre hatalı', 'INVALID_PASSWORD');
        removed.add(Number(params.bookId));
        return { message: 'Hikaye silindi.' };
      },
    });
    const user = userEvent.setup();
    renderMyStories();
    let menu = await openMenu(user, 'Yayındaki Hikaye');
    await user.click(within(menu).getByRole('menuitem', { name: 'Sil' }));

    // Step 1: confirmation; cancelling deletes nothing.
    let dialog = await screen.findByRole('dialog', { name: 'Hikayeyi sil' });
    expect(dialog).toHaveTextContent('Yayındaki Hikaye');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Yayındaki Hikaye' })).toBeInTheDocument();

    menu = await openMenu(user, 'Yayındaki Hikaye');
    await user.click(within(menu).getByRole('menuitem', { name: 'Sil' }));
    dialog = await screen.findByRole('dialog', { name: 'Hikayeyi sil' });
    await user.click(within(dialog).getByRole('button', { name: 'Evet, devam et' }));

    // Step 2: password; empty is refused on the client.
    const password = await within(dialog).findByLabelText('Şifre');
    expect(password).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Hikayeyi Sil' }));
    expect(within(dialog).getByText('Please enter your password!')).toBeInTheDocument();
    expect(passwords).toEqual([]);

    // Wrong password: the server's message, nothing removed.
    fireEvent.change(password, { target: { value: 'yanlis' } });
    await user.click(within(dialog).getByRole('button', { name: 'Hikayeyi Sil' }));
    expect(await within(dialog).findByText('Girdiğiniz şifre hatalı')).toBeInTheDocument();
    // (Behind the modal, so hidden from the accessibility tree, but still there.)
    expect(screen.getByRole('heading', { name: 'Yayındaki Hikaye', hidden: true })).toBeInTheDocument();

    // Right password: card removed, toast shown.
    fireEvent.change(password, { target: { value: 'dogru-sifre' } });
    await user.click(within(dialog).getByRole('button', { name: 'Hikayeyi Sil' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Yayındaki Hikaye' })).not.toBeInTheDocument();
    expect(await screen.findByText('Hikaye silindi.')).toBeInTheDocument();
    expect(passwords).toEqual(['yanlis', 'dogru-sifre']);
    const deleteCall = fetchMock.mock.calls.find(([, i]) => i?.method === 'DELETE')!;
    expect((deleteCall[1]!.headers as Record<string, string>).Authorization).toBe('Bearer test-token');

    // The "all" tab still shows the draft only.
    await user.click(screen.getByRole('tab', { name: 'Tüm Hikayeler' }));
    expect(await screen.findByRole('heading', { name: 'Taslak Hikaye' })).toBeInTheDocument();
    expect(screen.getAllByTestId('story-card')).toHaveLength(1);
  });
});
