import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BookPageResponse } from '@okuryazar/shared';
import { DEFAULT_READING_SETTINGS, MSG } from '@okuryazar/shared';
import { BookPage } from './BookPage';
import { jsonResponse, mockBackend, type MockRoutes } from '../../../test/mockBackend';
import { makeBook, renderPage, signIn } from '../testUtils';
import { cleanUpAfterEach } from '../../../test/cleanup';
import { captureDownloads } from '../../../test/downloads';

const chapter = (id: number, number: number, title = `Bölüm ${number}`) => ({
  chapter_id: id,
  chapter_number: number,
  title,
  views: 1500,
  likes: 3,
  comments: 1,
  created_at: '2025-03-14T09:00:00.000Z',
});

function bookPage(overrides: Partial<BookPageResponse['book']> = {}, chapters = [chapter(72, 2), chapter(71, 1)], tags: BookPageResponse['tags'] = []) {
  return {
    book: makeBook({ book_id: 7, title: 'Sisli Vadi', author_id: 42, author_name: 'Ayşe Yıldız', ...overrides }),
    chapters,
    tags,
  };
}

const noProgress = { last_chapter_id: null, position_in_chapter: null };

/** Book 7's calls (the book, no reading progress, no recommendations) with `routes` answering instead. */
function mockBook(routes: MockRoutes = {}) {
  return mockBackend({
    'GET /books/:bookId': bookPage(),
    'GET /bookReader/progress/:bookId': noProgress,
    'GET /books/:bookId/recommendations': [],
    ...routes,
  });
}

function renderBook(id = 7) {
  return renderPage(<BookPage />, { path: `/book/${id}`, pattern: '/book/:bookId' });
}

beforeEach(() => signIn());
cleanUpAfterEach();

describe('BookPage', { timeout: 15_000 }, () => {
  it('downloads the story as EPUB for a reader, saved under the name the server gives', async () => {
    const { created: saved } = captureDownloads('blob:epub');
    const { callsTo } = mockBook({
      'GET /books/:bookId/epub': () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          status: 200,
          headers: { 'content-type': 'application/epub+zip', 'content-disposition': `attachment; filename="sisli-vadi.epub"; filename*=UTF-8''Sisli%20Vadi.epub` },
        }),
    });
    renderBook();
    fireEvent.click(await screen.findByRole('button', { name: 'EPUB olarak indir' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe('Sisli Vadi.epub');
    expect(callsTo('GET /books/:bookId/epub')).toHaveLength(1);
  });

  it('says why a download is refused (429) and keeps the button usable', async () => {
    mockBook({
      'GET /books/:bookId/epub': () => jsonResponse({ message: MSG.epubDownloadsTooMany, code: 'TOO_MANY_REQUESTS' }, 429),
    });
    renderBook();
    const button = await screen.findByRole('button', { name: 'EPUB olarak indir' });
    fireEvent.click(button);
    expect(await screen.findByText(MSG.epubDownloadsTooMany)).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('paints the blurred backdrop from the header cover once it has loaded, with no image of its own', async () => {
    mockBook({
      'GET /books/:bookId': bookPage({ cover_image_url: 'covers/pR3B2DWLG4-IL37L6wzGwJcS-w480.jpg' }),
    });
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage, clearRect: vi.fn() } as unknown as CanvasRenderingContext2D);
    const { container } = renderBook();
    const cover = await screen.findByRole('img', { name: 'Sisli Vadi kapağı' });
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    const canvas = container.querySelector('canvas')!;
    expect(canvas.closest('[aria-hidden="true"]')).not.toBeNull();
    // The largest paint must be the cover: no background image for the browser to count.
    expect(container.querySelector('[style*="background-image"]')).toBeNull();
    expect(drawImage).not.toHaveBeenCalled();
    fireEvent.load(cover);
    expect(drawImage).toHaveBeenCalledWith(cover, 0, 0, canvas.width, canvas.height);
  });

  it('shows the tags as chips linking to their pages (docs/PRODUCT.md#discovery)', async () => {
    mockBook({
      'GET /books/:bookId': bookPage({}, [chapter(71, 1)], [
        { tag: 'bilim-kurgu', label: 'Bilim Kurgu' },
        { tag: 'kadikoy', label: 'Kadıköy' },
      ]),
    });
    renderBook();
    const tags = await screen.findByRole('list', { name: 'Etiketler' });
    expect(within(tags).getByRole('link', { name: '#Kadıköy' })).toHaveAttribute('href', '/etiket/kadikoy');
    expect(within(tags).getByRole('link', { name: '#Bilim Kurgu' })).toHaveAttribute('href', '/etiket/bilim-kurgu');
  });

  it('shows the title, author link, counts, category and the chapter list', async () => {
    mockBook({
      'GET /books/:bookId': bookPage({ total_views: 1234, total_likes: 56, category_id: 3, category_name: 'Fantastik' }),
    });
    renderBook();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sisli Vadi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ayşe Yıldız' })).toHaveAttribute('href', '/profile/42');
    expect(screen.getByRole('link', { name: 'Fantastik' })).toHaveAttribute('href', '/category/3');
    expect(screen.getByRole('img', { name: 'Sisli Vadi kapağı' })).toHaveAttribute('src', '/default-cover.svg');
    expect(screen.getByText('okunma', { selector: 'dt' }).nextElementSibling).toHaveTextContent('1,2 B');
    expect(screen.getByText('beğeni', { selector: 'dt' }).nextElementSibling).toHaveTextContent('56');
    expect(screen.getByText('bölüm', { selector: 'dt' }).nextElementSibling).toHaveTextContent('2');

    const list = within(screen.getByRole('region', { name: /İçindekiler/ })).getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/read/7/71', '/read/7/72']);
    expect(links[0]).toHaveTextContent('Bölüm 1');
    expect(links[0]).toHaveTextContent('14 Mar 2025');
    expect(links[0]).toHaveTextContent('1,5 B');
  });

  it('shows a disabled "..." read button while progress loads', async () => {
    let release: (r: Response) => void = () => {};
    mockBook({
      'GET /bookReader/progress/:bookId': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderBook();
    const pending = await screen.findByRole('button', { name: 'Okuma durumu yükleniyor' });
    expect(pending).toHaveTextContent('...');
    expect(pending).toBeDisabled();
    release(jsonResponse(noProgress));
    expect(await screen.findByRole('button', { name: 'Okumaya başla' })).toBeEnabled();
  });

  it('"Devam et" opens the last read chapter at the saved place (a resume link) without saving progress', async () => {
    const { callsTo } = mockBook({
      'GET /bookReader/progress/:bookId': { last_chapter_id: 72, position_in_chapter: { scrollY: 300, timestamp: 1 } },
    });
    renderBook();
    fireEvent.click(await screen.findByRole('button', { name: 'Devam et' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/read\/7\/72#kaldigim-yer$/);
    expect(callsTo('POST /bookReader/progress/save')).toHaveLength(0);
  });

  it('"Okumaya başla" saves progress at the lowest-numbered chapter, then opens it', async () => {
    let saved: unknown;
    const { callsTo } = mockBook({
      'GET /books/:bookId': bookPage({}, [chapter(93, 3), chapter(91, 1), chapter(92, 2)]),
      'POST /bookReader/progress/save': ({ body }) => {
        saved = body;
        return jsonResponse({ success: true });
      },
    });
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    renderBook();
    fireEvent.click(await screen.findByRole('button', { name: 'Okumaya başla' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/read\/7\/91$/);
    expect(saved).toEqual({ bookId: 7, chapterId: 91, position: { scrollY: 0, timestamp: 1_700_000_000_000 } });
    expect(callsTo('POST /bookReader/progress/save')).toHaveLength(1);
  });

  it('still opens the first chapter when saving progress fails (only logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockBook({
      'POST /bookReader/progress/save': () => jsonResponse({ message: 'Hata' }, 500),
    });
    renderBook();
    fireEvent.click(await screen.findByRole('button', { name: 'Okumaya başla' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/read/7/71');
    expect(log).toHaveBeenCalled();
  });

  it('warns that the book has no chapters instead of navigating', async () => {
    const { callsTo } = mockBook({
      'GET /books/:bookId': bookPage({}, []),
    });
    renderBook();
    const button = await screen.findByRole('button', { name: 'Okumaya başla' });
    expect(screen.queryByText(MSG.noChapters)).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(await screen.findByText(MSG.noChapters)).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(callsTo('POST /bookReader/progress/save')).toHaveLength(0);
  });

  it('flips the library toggle label per the server answer', async () => {
    let inLibrary = false;
    mockBook({
      'GET /books/:bookId': bookPage({ isInLibrary: false }),
      'POST /books/:bookId/toggle-library': () => {
        inLibrary = !inLibrary;
        return jsonResponse({ isInLibrary: inLibrary });
      },
    });
    renderBook();
    fireEvent.click(await screen.findByRole('button', { name: MSG.addToLibrary }));
    fireEvent.click(await screen.findByRole('button', { name: MSG.removeFromLibrary }));
    expect(await screen.findByRole('button', { name: MSG.addToLibrary })).toBeInTheDocument();
  });

  it('shows the reading status once the story is in the library, and sends the reader’s choice', async () => {
    const { callsTo } = mockBook({
      'GET /books/:bookId': bookPage({ isInLibrary: false }),
      'POST /books/:bookId/toggle-library': { isInLibrary: true },
      'PUT /library/:bookId/status': { status: 'finished', isInLibrary: true },
    });
    renderBook();
    await screen.findByRole('button', { name: MSG.addToLibrary });
    expect(screen.queryByRole('combobox', { name: 'Okuma durumu' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: MSG.addToLibrary }));
    const select = await screen.findByRole('combobox', { name: 'Okuma durumu' });
    expect(select).toHaveValue('planned');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Okuyorum', 'Okuyacağım', 'Bitirdim', 'Bıraktım']);
    fireEvent.change(select, { target: { value: 'finished' } });
    expect(await screen.findByText('Durum: Bitirdim')).toBeInTheDocument();
    expect(callsTo('PUT /library/:bookId/status')[0]!.body).toEqual({ status: 'finished' });
    expect(select).toHaveValue('finished');
  });

  it('keeps the label when the server says the book is still in the library', async () => {
    mockBook({
      'GET /books/:bookId': bookPage({ isInLibrary: true }),
      'POST /books/:bookId/toggle-library': { isInLibrary: true },
    });
    renderBook();
    const button = await screen.findByRole('button', { name: MSG.removeFromLibrary });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: MSG.removeFromLibrary })).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('button', { name: MSG.addToLibrary })).not.toBeInTheDocument();
  });

  it.each([
    {
      title: 'splits the description on blank lines when there are any',
      description: 'Birinci satır\nhâlâ birinci.\n\n  İkinci paragraf.  \n\n\nÜçüncü.',
      paragraphs: ['Birinci satır\nhâlâ birinci.', 'İkinci paragraf.', 'Üçüncü.'],
    },
    {
      title: 'splits the description on single newlines when there is no blank line',
      description: 'Bir\nİki\n Üç ',
      paragraphs: ['Bir', 'İki', 'Üç'],
    },
  ])('$title', async ({ description, paragraphs }) => {
    mockBook({ 'GET /books/:bookId': bookPage({ description }) });
    renderBook();
    const shown = await screen.findByTestId('book-description');
    expect(within(shown).getAllByText(/./, { selector: 'p' }).map((p) => p.textContent)).toEqual(paragraphs);
  });

  it('says the description is missing when it is empty', async () => {
    mockBook({
      'GET /books/:bookId': bookPage({ description: ' \n ' }),
    });
    renderBook();
    expect(await screen.findByText(MSG.noDescription)).toBeInTheDocument();
  });

  it('shows recommendations with descriptions cut at 100 characters', async () => {
    const long = 'kelime '.repeat(40).trim();
    mockBook({
      'GET /books/:bookId/recommendations': [makeBook({ book_id: 8, title: 'Öneri Kitabı', description: long })],
    });
    renderBook();
    const link = await screen.findByRole('link', { name: 'Öneri Kitabı' });
    expect(link).toHaveAttribute('href', '/book/8');
    const text = screen.getByText(/^kelime kelime/);
    expect(text.textContent!.length).toBeLessThanOrEqual(101);
    expect(text.textContent).toMatch(/…$/);
  });

  it('shows "Kitap bulunamadı." for an unknown book', async () => {
    mockBackend({ 'GET /books/:bookId': () => jsonResponse({ message: 'Kitap bulunamadı.', code: 'NOT_FOUND' }, 404) });
    renderBook();
    expect(await screen.findByText(MSG.bookNotFound)).toBeInTheDocument();
  });

  it('renders nothing and logs when the book lacks its cover field', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const data = bookPage();
    const { cover_image_url: _cover, ...book } = data.book;
    mockBook({
      // Sent as raw JSON: the contract's types would not let the malformed book through.
      'GET /books/:bookId': () => jsonResponse({ ...data, book }),
    });
    renderBook();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('BookPage content warnings (docs/PRODUCT.md#trust-and-safety)', { timeout: 15_000 }, () => {
  afterEach(() => sessionStorage.clear());
  const routes = (hidden: ('violence' | 'death')[]): MockRoutes => ({
    'GET /books/:bookId': bookPage({ content_warnings: ['violence', 'death'] }),
    'GET /settings/reading': { ...DEFAULT_READING_SETTINGS, hidden_warnings: hidden },
  });

  it('shows the warnings as a chip row to a reader who hides none of them', async () => {
    mockBook(routes([]));
    renderBook();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sisli Vadi' })).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: /İçerik uyarıları/ });
    expect(within(chips).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Şiddet', 'Ölüm']);
    expect(screen.queryByTestId('content-warning-interstitial')).not.toBeInTheDocument();
  });

  it('asks first on a direct link to a story with a warning the reader hides, once per session', async () => {
    const { callsTo } = mockBook(routes(['violence']));
    const view = renderBook();
    const interstitial = await screen.findByTestId('content-warning-interstitial');
    expect(interstitial).toHaveTextContent('Bu hikaye şu içerik uyarılarını taşıyor: Şiddet, Ölüm.');
    expect(interstitial).toHaveTextContent('Okuma ayarlarınızda gizlediğiniz uyarılar: Şiddet.');
    expect(screen.queryByRole('heading', { level: 1, name: 'Sisli Vadi' })).not.toBeInTheDocument();
    expect(callsTo('GET /settings/reading')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Devam et' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sisli Vadi' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /İçerik uyarıları/ })).toBeInTheDocument();

    view.unmount();
    renderBook();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sisli Vadi' })).toBeInTheDocument();
    expect(screen.queryByTestId('content-warning-interstitial')).not.toBeInTheDocument();
  });

  it('"Geri dön" leaves a story opened from a link for the home page', async () => {
    mockBook(routes(['death']));
    renderBook();
    fireEvent.click(await screen.findByRole('button', { name: 'Geri dön' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });

  it('does not ask for the reading settings for a story without warnings', async () => {
    const { callsTo } = mockBook({ ...routes(['violence']), 'GET /books/:bookId': bookPage() });
    renderBook();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sisli Vadi' })).toBeInTheDocument();
    expect(callsTo('GET /settings/reading')).toHaveLength(0);
  });
});
