import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIST_MSG, type ListPageResponse, type ReadingList } from '@okuryazar/shared';
import { loadDialog, loadToast } from '../../components';
import { apiError, mockBackend } from '../../test/mockBackend';
import { makeBook } from '../../test/books';
import { renderPage } from '../../test/renderPage';
import { AddToListButton } from './AddToListButton';
import { ListPage } from './ListPage';
import { MyListsPage } from './MyListsPage';

// The dialog's body loads on first open: give findBy* room on a busy machine.
configure({ asyncUtilTimeout: 4000 });

const owner = { id: 5, username: 'okur', full_name: 'Okur Kişi', profile_image_url: null };

function makeList(overrides: Partial<ReadingList> = {}): ReadingList {
  return {
    id: 1,
    title: 'Yaz okumaları',
    description: '',
    is_public: false,
    book_count: 0,
    covers: [],
    owner,
    is_owner: true,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const listPage = (list: ReadingList, titles: string[]): ListPageResponse => ({
  list: { ...list, book_count: titles.length },
  books: titles.map((title, i) => makeBook({ book_id: 10 + i, title })),
  page: 1,
  has_more: false,
  next_after: null,
});

beforeAll(async () => {
  await Promise.all([loadDialog(), loadToast()]);
});
beforeEach(() => {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('userId', '5');
  localStorage.setItem('username', 'okur');
});

describe('Listeye ekle', () => {
  it('ticks the lists holding the story, puts it into another at a click, and makes a new list with the story in it', async () => {
    const lists = [makeList({ id: 2, title: 'Favoriler', has_book: true, book_count: 3 }), makeList({ id: 1, title: 'Yaz okumaları', has_book: false })];
    const { callsTo } = mockBackend({
      'GET /lists': () => ({ lists, next_before: null }),
      'POST /lists/:listId/books/:bookId': ({ params }) => {
        const list = lists.find((l) => l.id === Number(params.listId))!;
        list.has_book = true;
        return { list_id: list.id, book_id: 7, in_list: true, book_count: 1 };
      },
      'POST /lists': ({ body }) => {
        const created = makeList({ id: 3, title: (body as { title: string }).title, has_book: false });
        lists.unshift(created);
        return created;
      },
    });
    renderPage(<AddToListButton bookId={7} bookTitle="Çalıkuşu" />, { path: '/book/7', pattern: '/book/:bookId' });
    await userEvent.click(screen.getByRole('button', { name: 'Listeye ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Listeye ekle' });
    expect(within(dialog).getByText('“Çalıkuşu” hangi listelerinizde olsun?')).toBeInTheDocument();
    expect(await within(dialog).findByRole('checkbox', { name: 'Favoriler' })).toBeChecked();
    expect(callsTo('GET /lists')[0]!.query.get('book')).toBe('7');

    const summer = within(dialog).getByRole('checkbox', { name: 'Yaz okumaları' });
    expect(summer).not.toBeChecked();
    await userEvent.click(summer);
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Yaz okumaları' })).toBeChecked());
    expect(callsTo('POST /lists/:listId/books/:bookId').map((c) => c.params)).toEqual([{ listId: '1', bookId: '7' }]);

    // An empty name is refused here, in Turkish; a name makes the list and puts the story in.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Oluştur ve ekle' }));
    expect(await within(dialog).findByText(LIST_MSG.titleRequired)).toBeInTheDocument();
    expect(callsTo('POST /lists')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Yeni liste' }), 'Kış geceleri');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Oluştur ve ekle' }));
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Kış geceleri' })).toBeChecked());
    expect(callsTo('POST /lists').map((c) => c.body)).toEqual([{ title: 'Kış geceleri', description: '', is_public: false }]);
  });

  it('keeps a box ticked from the server’s answer while the lists are asked again (no flicker back)', async () => {
    const lists = [makeList({ id: 1, title: 'Yaz okumaları', has_book: false })];
    let holdRefetch: () => void = () => undefined;
    let asked = 0;
    mockBackend({
      // The first answer at once; the refresh after the write waits until the test lets it go.
      'GET /lists': () => {
        asked += 1;
        const answer = { lists: lists.map((l) => ({ ...l })), next_before: null };
        return asked === 1 ? answer : new Promise((resolve) => (holdRefetch = () => resolve(answer)));
      },
      'POST /lists/:listId/books/:bookId': () => {
        lists[0]!.has_book = true;
        return { list_id: 1, book_id: 7, in_list: true, book_count: 1 };
      },
    });
    renderPage(<AddToListButton bookId={7} bookTitle="Çalıkuşu" />, { path: '/book/7', pattern: '/book/:bookId' });
    await userEvent.click(screen.getByRole('button', { name: 'Listeye ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Listeye ekle' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Yaz okumaları' }));
    // The write has answered and the refresh is on its way: the box is ticked and counts the story.
    await waitFor(() => expect(asked).toBe(2));
    expect(within(dialog).getByRole('checkbox', { name: 'Yaz okumaları' })).toBeChecked();
    expect(within(dialog).getByText('1 hikaye')).toBeInTheDocument();
    holdRefetch();
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Yaz okumaları' })).not.toBeDisabled());
    expect(within(dialog).getByRole('checkbox', { name: 'Yaz okumaları' })).toBeChecked();
  });

  it('shows the server’s refusal (the hundredth list) and keeps the typed name', async () => {
    mockBackend({
      'GET /lists': { lists: [], next_before: null },
      'POST /lists': () => apiError(409, LIST_MSG.tooManyLists, 'LIST_LIMIT'),
    });
    renderPage(<AddToListButton bookId={7} bookTitle="Çalıkuşu" />, { path: '/book/7', pattern: '/book/:bookId' });
    await userEvent.click(screen.getByRole('button', { name: 'Listeye ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Listeye ekle' });
    expect(await within(dialog).findByText(/Henüz bir listeniz yok/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Yeni liste' }), 'Fazladan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Oluştur ve ekle' }));
    expect(await within(dialog).findByText(LIST_MSG.tooManyLists)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Yeni liste' })).toHaveValue('Fazladan');
  });
});

describe('ListPage', () => {
  it('shows the owner’s list with its controls and moves a story up behind the right neighbour', async () => {
    const { callsTo } = mockBackend({
      'GET /lists/:listId': listPage(makeList({ description: 'Sıcak günler için.' }), ['Bir', 'İki', 'Üç']),
      'PUT /lists/:listId/books/:bookId/position': { list_id: 1, book_id: 12, in_list: true, book_count: 3 },
    });
    renderPage(<ListPage />, { path: '/liste/1', pattern: '/liste/:listId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Yaz okumaları' })).toBeInTheDocument();
    expect(screen.getByText('Sıcak günler için.')).toBeInTheDocument();
    expect(screen.getByText('Yalnızca siz')).toBeInTheDocument();
    expect(screen.getByText(/yalnızca siz görebilirsiniz/)).toBeInTheDocument();
    // A private list has no share button: its link opens for nobody else.
    expect(screen.queryByRole('button', { name: 'Bağlantıyı paylaş' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bir: yukarı taşı' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Üç: aşağı taşı' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Üç: yukarı taşı' }));
    await waitFor(() => expect(callsTo('PUT /lists/:listId/books/:bookId/position')).toHaveLength(1));
    expect(callsTo('PUT /lists/:listId/books/:bookId/position')[0]!.body).toEqual({ after_book_id: 10 });
  });

  it('shows someone else’s public list without the owner’s controls', async () => {
    mockBackend({ 'GET /lists/:listId': listPage(makeList({ is_public: true, is_owner: false, owner: { ...owner, id: 9, full_name: '', username: 'baska' } }), ['Bir']) });
    renderPage(<ListPage />, { path: '/liste/1', pattern: '/liste/:listId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Yaz okumaları' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'baska' })).toHaveAttribute('href', '/profile/9');
    expect(screen.getByRole('button', { name: 'Bağlantıyı paylaş' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Düzenle' })).toBeNull();
    expect(screen.queryByRole('button', { name: /yukarı taşı/ })).toBeNull();
  });

  it('asks the next page from where the last one stopped, and at the end says how many stories it may not show', async () => {
    const list = makeList({ is_public: true, is_owner: false, book_count: 5 });
    const { callsTo } = mockBackend({
      'GET /lists/:listId': ({ query }) =>
        query.get('after') === '2048_11'
          ? { ...listPage(list, ['Üç']), list: { ...list, book_count: 5 }, books: [makeBook({ book_id: 12, title: 'Üç' })], page: 2 }
          : { ...listPage(list, ['Bir', 'İki']), list: { ...list, book_count: 5 }, has_more: true, next_after: '2048_11' },
    });
    renderPage(<ListPage />, { path: '/liste/1', pattern: '/liste/:listId' });
    expect(await screen.findByText('5 hikaye')).toBeInTheDocument();
    // Not at the end yet: nothing is said about the stories not shown.
    expect(screen.queryByText(/size gösterilemiyor/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    expect(await screen.findByText('Üç')).toBeInTheDocument();
    expect(callsTo('GET /lists/:listId').map((c) => [c.query.get('page'), c.query.get('after')])).toEqual([
      ['1', null],
      ['2', '2048_11'],
    ]);
    expect(screen.getByText('Bu listedeki 2 hikaye size gösterilemiyor: yayından kaldırılmış ya da sizin için gizlenmiş olabilir.')).toBeInTheDocument();
  });

  it('says "Liste bulunamadı." for a list the reader may not open', async () => {
    mockBackend({ 'GET /lists/:listId': () => apiError(404, LIST_MSG.notFound, 'NOT_FOUND') });
    renderPage(<ListPage />, { path: '/liste/4', pattern: '/liste/:listId' });
    expect(await screen.findByText(LIST_MSG.notFound)).toBeInTheDocument();
  });
});

describe('MyListsPage', () => {
  it('says how to begin when there is no list, and a new list opens its page', async () => {
    const { callsTo } = mockBackend({
      'GET /lists': { lists: [], next_before: null },
      'POST /lists': makeList({ id: 8, title: 'Klasikler', is_public: true }),
    });
    renderPage(<MyListsPage />, { path: '/listelerim', pattern: '/listelerim' });
    expect(await screen.findByText('Henüz bir listeniz yok')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yeni liste' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni okuma listesi' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Listenin adı' }), 'Klasikler');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Herkese açık' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Listeyi oluştur' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/liste/8'));
    expect(callsTo('POST /lists').map((c) => c.body)).toEqual([{ title: 'Klasikler', description: '', is_public: true }]);
  });
});
