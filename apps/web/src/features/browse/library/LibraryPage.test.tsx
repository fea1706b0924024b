import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIBRARY_PAGE_SIZE, MSG, type BookCard, type LibraryPageResponse } from '@okuryazar/shared';
import { LibraryPage } from './LibraryPage';
import { jsonResponse, mockBackend, type MockRequest } from '../../../test/mockBackend';
import { makeBook, renderPage, signIn } from '../testUtils';
import { expectAlert } from '../../../test/alerts';
import { stubIntersectionObserver } from '../../../test/observers';

/*
 * The library is searched, sorted and paged by the server (GET /library/books); the page asks
 * for the right page, search and order and shows what the server answers, a page at a time.
 */

const named = [
  makeBook({ book_id: 1, title: 'Şeker Portakalı' }),
  makeBook({ book_id: 2, title: 'Çalıkuşu', last_read: { chapter_id: 20, updated_at: '2025-03-01T10:00:00.000Z' } }),
  makeBook({ book_id: 3, title: 'istanbul Hatırası', last_read: { chapter_id: 30, updated_at: '2025-03-05T10:00:00.000Z' } }),
  makeBook({ book_id: 4, title: 'Cam Fanus' }),
];

/** `count` numbered books ("Kitap 1" …) for the paging tests. */
const numbered = (count: number) => Array.from({ length: count }, (_, i) => makeBook({ book_id: 100 + i, title: `Kitap ${i + 1}` }));

/**
 * A stand-in for the server: the order it is asked for comes from `orders` (the real orders are
 * the API's, tested there), the search keeps titles containing the query, and the page is cut
 * as the server cuts it.
 */
function server(books: BookCard[], orders: Partial<Record<string, BookCard[]>> = {}) {
  return (request: MockRequest): LibraryPageResponse => {
    const sort = request.query.get('sort') ?? 'lastRead';
    const q = (request.query.get('q') ?? '').toLocaleLowerCase('tr-TR');
    const page = Number(request.query.get('page') ?? '1');
    const size = Number(request.query.get('pageSize') ?? String(LIBRARY_PAGE_SIZE));
    const matching = (orders[sort] ?? books).filter((b) => b.title.toLocaleLowerCase('tr-TR').includes(q));
    return { books: matching.slice((page - 1) * size, page * size), page, total: matching.length, has_more: page * size < matching.length };
  };
}

const grid = () => screen.getByRole('region', { name: 'Kütüphanenizdeki kitaplar' });
const cardTitles = () => within(grid()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

function renderLibrary() {
  return renderPage(<LibraryPage />, { path: '/library', pattern: '/library' });
}

beforeEach(() => signIn());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

describe('LibraryPage', { timeout: 15_000 }, () => {
  it('filters by reading status with each status’s count, and says when a status has no books', async () => {
    const statuses: Record<number, LibraryPageResponse['books'][number]['library_status']> = { 1: 'reading', 2: 'finished', 3: 'reading', 4: 'planned' };
    const counts = { reading: 2, planned: 1, finished: 1, dropped: 0 };
    const { callsTo } = mockBackend({
      'GET /library/books': (request: MockRequest): LibraryPageResponse => {
        const status = request.query.get('status');
        const books = named.filter((b) => !status || statuses[b.book_id] === status).map((b) => ({ ...b, library_status: statuses[b.book_id] }));
        return { books, page: 1, total: books.length, has_more: false, status_counts: counts };
      },
    });
    renderLibrary();
    await screen.findByText('Cam Fanus');
    const filter = screen.getByRole('group', { name: 'Okuma durumu' });
    expect(within(filter).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Tümü, 4 kitap', 'Okuyorum, 2 kitap', 'Okuyacağım, 1 kitap', 'Bitirdim, 1 kitap', 'Bıraktım, 0 kitap']);
    expect(within(filter).getByRole('button', { name: 'Okuyorum, 2 kitap' })).toHaveTextContent('Okuyorum2');
    expect(within(filter).getByRole('button', { name: /^Tümü/ })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(filter).getByRole('button', { name: /^Okuyorum/ }));
    await waitFor(() => expect(cardTitles()).toEqual(['Şeker Portakalı', 'istanbul Hatırası']));
    expect(callsTo('GET /library/books').at(-1)!.query.get('status')).toBe('reading');
    expect(within(filter).getByRole('button', { name: /^Okuyorum/ })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(filter).getByRole('button', { name: /^Bıraktım/ }));
    expect(await screen.findByText(MSG.libraryNoStatus)).toBeInTheDocument();
    fireEvent.click(within(filter).getByRole('button', { name: /^Tümü/ }));
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
  });

  it('shows "Kütüphanem", the total and the first page, last read first by default', async () => {
    const { callsTo } = mockBackend({ 'GET /library/books': server(named) });
    renderLibrary();
    expect(screen.getByRole('heading', { level: 1, name: MSG.libraryTitle })).toBeInTheDocument();
    await screen.findByText('Cam Fanus');
    expect(screen.getByText(/kitap kütüphanenizde sizi bekliyor/)).toHaveTextContent('4 kitap kütüphanenizde sizi bekliyor.');
    expect(screen.getByRole('button', { name: 'Son Okunan' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Şeker Portakalı', 'Çalıkuşu', 'istanbul Hatırası', 'Cam Fanus']);
    const [first] = callsTo('GET /library/books');
    expect(Object.fromEntries(first!.query)).toEqual({ sort: 'lastRead', page: '1', pageSize: String(LIBRARY_PAGE_SIZE) });
    // Everything is in: no button for more.
    expect(screen.queryByRole('button', { name: 'Daha fazla yükle' })).not.toBeInTheDocument();
  });

  it('loads the next pages with "Daha fazla yükle" until the server has no more', async () => {
    const books = numbered(2 * LIBRARY_PAGE_SIZE + 5);
    const { callsTo } = mockBackend({ 'GET /library/books': server(books) });
    renderLibrary();
    await screen.findByText('Kitap 1');
    expect(screen.getByText(/kitap kütüphanenizde/)).toHaveTextContent('53 kitap');
    expect(cardTitles()).toHaveLength(LIBRARY_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    expect(await screen.findByText(`Kitap ${2 * LIBRARY_PAGE_SIZE}`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    expect(await screen.findByText(`Kitap ${2 * LIBRARY_PAGE_SIZE + 5}`)).toBeInTheDocument();
    expect(cardTitles()).toEqual(books.map((b) => b.title));
    expect(screen.queryByRole('button', { name: 'Daha fazla yükle' })).not.toBeInTheDocument();
    expect(callsTo('GET /library/books').map((c) => c.query.get('page'))).toEqual(['1', '2', '3']);
  });

  it('loads the next page as the end of the grid scrolls into view', async () => {
    const trigger = stubIntersectionObserver();
    mockBackend({ 'GET /library/books': server(numbered(LIBRARY_PAGE_SIZE + 1)) });
    renderLibrary();
    await screen.findByText('Kitap 1');
    expect(screen.queryByText(`Kitap ${LIBRARY_PAGE_SIZE + 1}`)).not.toBeInTheDocument();
    act(() => trigger(true));
    expect(await screen.findByText(`Kitap ${LIBRARY_PAGE_SIZE + 1}`)).toBeInTheDocument();
  });

  it('asks the server for the alphabetical order and shows it from the first page', async () => {
    const alphabetical = [named[3]!, named[1]!, named[2]!, named[0]!];
    const { callsTo } = mockBackend({ 'GET /library/books': server(named, { alphabetical }) });
    renderLibrary();
    await screen.findByText('Cam Fanus');
    fireEvent.click(screen.getByRole('button', { name: 'Alfabetik' }));
    // The toolbar and the books stay while the new order loads.
    expect(screen.getByRole('button', { name: 'Alfabetik' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toEqual(['Cam Fanus', 'Çalıkuşu', 'istanbul Hatırası', 'Şeker Portakalı']));
    expect(callsTo('GET /library/books').at(-1)!.query.get('sort')).toBe('alphabetical');
    expect(callsTo('GET /library/books').at(-1)!.query.get('page')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Son Okunan' }));
    await waitFor(() => expect(cardTitles()[0]).toBe('Şeker Portakalı'));
  });

  it('searches on the server once typing pauses, says how many it found and when nothing matches', async () => {
    const { callsTo } = mockBackend({ 'GET /library/books': server(named) });
    renderLibrary();
    await screen.findByText('Cam Fanus');
    const search = screen.getByRole('searchbox', { name: 'Kütüphanenizde arayın' });
    fireEvent.change(search, { target: { value: 'İ' } });
    fireEvent.change(search, { target: { value: 'İSTANBUL ' } });
    await waitFor(() => expect(cardTitles()).toEqual(['istanbul Hatırası']));
    // One request for the pause, none for the keystroke before it; the query goes trimmed.
    const searches = callsTo('GET /library/books').filter((c) => c.query.has('q'));
    expect(searches.map((c) => c.query.get('q'))).toEqual(['İSTANBUL']);
    expect(screen.getByText('1 kitap bulundu.')).toHaveAttribute('role', 'status');
    // The whole library's count stays in the lead.
    expect(screen.getByText(/kitap kütüphanenizde/)).toHaveTextContent('4 kitap');

    fireEvent.change(search, { target: { value: 'ılık' } });
    expect(await screen.findByText(MSG.libraryNoMatch)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kütüphanenizdeki kitaplar' })).not.toBeInTheDocument();
    expect(screen.getByText('0 kitap bulundu.')).toHaveAttribute('role', 'status');

    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
  });

  it('invites to browse when the library is empty', async () => {
    mockBackend({ 'GET /library/books': server([]) });
    renderLibrary();
    expect(await screen.findByText(MSG.emptyLibraryShelf)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kitapları keşfedin' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/kitap kütüphanenizde/)).not.toBeInTheDocument();
  });

  it('shows the error text and retries', async () => {
    let calls = 0;
    const answer = server(named);
    mockBackend({
      'GET /library/books': (request) => (++calls === 1 ? jsonResponse({ message: 'Sunucu hatası' }, 500) : answer(request)),
    });
    renderLibrary();
    await expectAlert(screen, MSG.libraryError);
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Cam Fanus')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the books when a next page fails, says so and retries it from the button', async () => {
    const answer = server(numbered(LIBRARY_PAGE_SIZE + 3));
    let failures = 1;
    mockBackend({
      'GET /library/books': (request) =>
        request.query.get('page') === '2' && failures-- > 0 ? jsonResponse({ message: 'Sunucu hatası' }, 500) : answer(request),
    });
    renderLibrary();
    await screen.findByText('Kitap 1');
    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    await expectAlert(screen, MSG.libraryError);
    expect(cardTitles()).toHaveLength(LIBRARY_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    expect(await screen.findByText(`Kitap ${LIBRARY_PAGE_SIZE + 3}`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
