import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContinueReadingItem, DashboardResponse } from '@okuryazar/shared';
import { MSG } from '@okuryazar/shared';
import { DashboardPage } from './DashboardPage';
import { makeBook, renderWithProviders } from '../../test/books';
import { apiError, mockBackend } from '../../test/mockBackend';
import { expectAlert } from '../../test/alerts';
import { freshBrowserEachTest } from '../../test/browser';

const shelves = (data: DashboardResponse, continueReading: ContinueReadingItem[] = []) =>
  mockBackend({ 'GET /dashboard/dashboard': data, 'GET /bookReader/continue-reading': continueReading, 'GET /trending': { books: [], page: 1, has_more: false } });

/** A story the reader is in: chapter `n` of 5, at paragraph 4. */
function reading(id: number, title: string, n = 2): ContinueReadingItem {
  return {
    book: makeBook({ book_id: id, title, published_chapters_count: 5, last_read: { chapter_id: id * 10 + n, updated_at: '2026-11-01T10:00:00.000Z' } }),
    chapter: { chapter_id: id * 10 + n, chapter_number: n, title: `Bölüm ${n} başlığı` },
    position: { scrollY: 900, timestamp: 1, paragraph: 4, offset: 0.5 },
    updated_at: '2026-11-01T10:00:00.000Z',
  };
}

function emptyDashboard(): DashboardResponse {
  return { yourLibrary: [], recommended: [], newReleases: [], popular: [] };
}

function many(count: number, prefix: string) {
  return Array.from({ length: count }, (_, i) => makeBook({ title: `${prefix} ${i + 1}` }));
}

function shelf(name: string) {
  return screen.getByRole('region', { name });
}

freshBrowserEachTest({ session: { token: 'test-token', userId: 5, username: 'kitapkurdu' } });

describe('DashboardPage', () => {
  it('asks for the dashboard with the bearer token and shows the shelves’ shapes meanwhile', async () => {
    const { callsTo } = shelves(emptyDashboard());
    const { container } = renderWithProviders(<DashboardPage />);
    // Busy shelves under the real greeting, one status for screen readers, no full-page spinner.
    expect(screen.getByRole('status')).toHaveTextContent('Raflar yükleniyor...');
    expect(container.querySelector('[aria-busy="true"]')).toContainElement(screen.getByRole('status'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/favori hikayenizi keşfedin/);
    await screen.findByRole('heading', { level: 2, name: 'Kütüphaneniz' });
    expect(screen.queryByText('Raflar yükleniyor...')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();

    const calls = callsTo('GET /dashboard/dashboard');
    expect(calls).toHaveLength(1);
    expect((calls[0]!.init?.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
  });

  it('has one h1, greets the user and shows the four shelves in order, then Yükselenler', async () => {
    shelves(emptyDashboard());
    renderWithProviders(<DashboardPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/favori hikayenizi keşfedin/);
    expect(screen.getByText('kitapkurdu')).toBeInTheDocument();

    await screen.findByRole('heading', { level: 2, name: 'Kütüphaneniz' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Kütüphaneniz',
      'Sizin İçin Önerilen',
      'Yeni Çıkanlar',
      'Popüler Kitaplar',
      'Yükselenler',
    ]);
    for (const name of titles) expect(shelf(name!)).toBeInTheDocument();
  });

  it('shows the empty texts for empty shelves', async () => {
    shelves(emptyDashboard());
    renderWithProviders(<DashboardPage />);
    await screen.findByRole('heading', { level: 2, name: 'Kütüphaneniz' });
    expect(within(shelf('Kütüphaneniz')).getByText(MSG.emptyLibraryShelf)).toBeInTheDocument();
    for (const name of ['Sizin İçin Önerilen', 'Yeni Çıkanlar', 'Popüler Kitaplar']) {
      expect(within(shelf(name)).getByText(MSG.emptyShelf)).toBeInTheDocument();
    }
    expect(screen.getAllByText(MSG.emptyShelf)).toHaveLength(3);
    expect(screen.getAllByText(MSG.emptyLibraryShelf)).toHaveLength(1);
  });

  it('shows at most 10 books on the three capped shelves, and the library shelf as the server sends it (its latest 12)', async () => {
    shelves({
      yourLibrary: many(12, 'Kütüphane'),
      recommended: many(15, 'Öneri'),
      newReleases: many(11, 'Yeni'),
      popular: many(25, 'Popüler'),
    });
    renderWithProviders(<DashboardPage />);
    await screen.findByText('Öneri 1');
    const cards = (name: string) => within(shelf(name)).getAllByTestId('book-card');
    expect(cards('Kütüphaneniz')).toHaveLength(12);
    expect(cards('Sizin İçin Önerilen')).toHaveLength(10);
    expect(cards('Yeni Çıkanlar')).toHaveLength(10);
    expect(cards('Popüler Kitaplar')).toHaveLength(10);
    expect(screen.queryByText('Öneri 11')).not.toBeInTheDocument();
    expect(screen.getByText('Popüler 10')).toBeInTheDocument();
  });

  it('opens the detail popup with "Okumaya Başla" for a book without progress', async () => {
    const book = makeBook({
      book_id: 41,
      title: 'Rüzgârın Kızı',
      author_name: 'Ayşe Yıldız',
      category_name: 'Macera',
      total_views: 1234,
      total_likes: 89,
      published_chapters_count: 6,
      first_chapter_id: 410,
    });
    shelves({ ...emptyDashboard(), recommended: [book] });
    renderWithProviders(<DashboardPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rüzgârın Kızı' }));

    const dialog = await screen.findByRole('dialog', { name: 'Rüzgârın Kızı' });
    expect(within(dialog).getByText('Ayşe Yıldız')).toBeInTheDocument();
    expect(within(dialog).getByText('Macera')).toBeInTheDocument();
    expect(within(dialog).getByText('okunma')).toBeInTheDocument();
    expect(within(dialog).getByText('beğeni')).toBeInTheDocument();
    expect(within(dialog).getByText('bölüm')).toBeInTheDocument();
    expect(within(dialog).getByText('6')).toBeInTheDocument();
    expect(within(dialog).getByText('İkinci paragraf.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Devam et' })).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Okumaya Başla' }));
    expect(await screen.findByText('Okuyucu 41/410')).toBeInTheDocument();
  });

  it('offers "Devam et" in the popup when progress exists and continues there', async () => {
    const book = makeBook({
      book_id: 52,
      title: 'Yarım Kalan',
      first_chapter_id: 520,
      last_read: { chapter_id: 525, updated_at: '2025-02-01T12:00:00.000Z' },
    });
    shelves({ ...emptyDashboard(), yourLibrary: [book] });
    renderWithProviders(<DashboardPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yarım Kalan' }));

    const dialog = await screen.findByRole('dialog', { name: 'Yarım Kalan' });
    expect(within(dialog).queryByRole('button', { name: 'Okumaya Başla' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Devam et' }));
    expect(await screen.findByText('Okuyucu 52/525')).toBeInTheDocument();
  });

  it('"Daha Fazla Bilgi" navigates to the book page', async () => {
    const book = makeBook({ book_id: 63, title: 'Bilgi Kitabı' });
    shelves({ ...emptyDashboard(), popular: [book] });
    renderWithProviders(<DashboardPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bilgi Kitabı' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bilgi Kitabı' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Daha Fazla Bilgi' }));
    expect(await screen.findByText('Kitap sayfası 63')).toBeInTheDocument();
  });

  it('says so in the popup when the book has no chapter, without navigating', async () => {
    const book = makeBook({
      title: 'Boş Kitap',
      first_chapter_id: null,
      published_chapters_count: 0,
      description: '   ',
      is_mature_content: true,
    });
    shelves({ ...emptyDashboard(), newReleases: [book] });
    renderWithProviders(<DashboardPage />);
    fireEvent.click(await screen.findByRole('button', { name: /^Boş Kitap/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Boş Kitap' });
    expect(within(dialog).getByText('Açıklama henüz eklenmedi.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Yetişkin içerik/)).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Okumaya Başla' }));
    expect(within(dialog).getByText(MSG.noChapters)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes the popup with the close button and returns focus to the book', async () => {
    const book = makeBook({ title: 'Kapanan' });
    shelves({ ...emptyDashboard(), popular: [book] });
    renderWithProviders(<DashboardPage />);
    const opener = await screen.findByRole('button', { name: 'Kapanan' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('does not open a book when the shelf was dragged with the mouse', async () => {
    const book = makeBook({ title: 'Sürüklenen' });
    shelves({ ...emptyDashboard(), popular: [book, makeBook()] });
    renderWithProviders(<DashboardPage />);
    const open = await screen.findByRole('button', { name: 'Sürüklenen' });
    const row = within(shelf('Popüler Kitaplar')).getByRole('list');

    fireEvent.pointerDown(open, { pointerType: 'mouse', button: 0, pointerId: 1, clientX: 300 });
    fireEvent.pointerMove(open, { pointerType: 'mouse', pointerId: 1, clientX: 200 });
    expect(row).toHaveAttribute('data-dragging');
    fireEvent.pointerUp(open, { pointerType: 'mouse', pointerId: 1, clientX: 200 });
    fireEvent.click(open);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // A plain click afterwards still opens it.
    fireEvent.click(open);
    expect(await screen.findByRole('dialog', { name: 'Sürüklenen' })).toBeInTheDocument();
  });

  it('links "Tümünü gör" from the library, Yeni Çıkanlar and Popüler Kitaplar when they have books', async () => {
    shelves({ yourLibrary: many(1, 'Kitaplık'), recommended: many(3, 'Öneri'), newReleases: many(10, 'Yeni'), popular: many(10, 'Popüler') });
    renderWithProviders(<DashboardPage />);
    await screen.findByRole('heading', { level: 2, name: 'Kütüphaneniz' });
    expect(within(shelf('Kütüphaneniz')).getByRole('link', { name: 'Tümünü gör: Kütüphanem' })).toHaveAttribute('href', '/library');
    expect(within(shelf('Yeni Çıkanlar')).getByRole('link', { name: 'Tümünü gör: Yeni Çıkanlar' })).toHaveAttribute('href', '/yeni-cikanlar');
    expect(within(shelf('Popüler Kitaplar')).getByRole('link', { name: 'Tümünü gör: Popüler Kitaplar' })).toHaveAttribute('href', '/populer');
    expect(within(shelf('Sizin İçin Önerilen')).queryByRole('link', { name: /Tümünü gör/ })).not.toBeInTheDocument();
  });

  it('offers no "Tümünü gör" beside an empty shelf', async () => {
    shelves(emptyDashboard());
    renderWithProviders(<DashboardPage />);
    await screen.findByRole('heading', { level: 2, name: 'Kütüphaneniz' });
    expect(screen.queryByRole('link', { name: /Tümünü gör/ })).not.toBeInTheDocument();
  });

  it('shows the error text and retries on a failed fetch', async () => {
    let calls = 0;
    mockBackend({
      'GET /dashboard/dashboard': () => (++calls === 1 ? apiError(500, 'Sunucu yanıt vermedi.') : emptyDashboard()),
      'GET /bookReader/continue-reading': [],
    });
    renderWithProviders(<DashboardPage />);
    await expectAlert(screen, `${MSG.dashboardError}Sunucu yanıt vermedi.`);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Kütüphaneniz' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('"Okumaya devam et" (issue 28 item 5)', () => {
    it('follows the library shelf with the stories the reader is in, each opening at the saved place, asking for one more than it shows', async () => {
      const { callsTo } = shelves(emptyDashboard(), [reading(3, 'Son Okunan', 4), reading(7, 'Önceki', 1)]);
      renderWithProviders(<DashboardPage />);
      await screen.findByRole('heading', { level: 2, name: 'Okumaya devam et' });
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Kütüphaneniz',
        'Okumaya devam et',
        'Sizin İçin Önerilen',
        'Yeni Çıkanlar',
        'Popüler Kitaplar',
        'Yükselenler',
      ]);
      const links = within(shelf('Okumaya devam et')).getAllByRole('link');
      expect(links.map((a) => a.getAttribute('href'))).toEqual(['/read/3/34#kaldigim-yer', '/read/7/71#kaldigim-yer']);
      expect(links[0]).toHaveTextContent('Son Okunan');
      expect(links[0]).toHaveTextContent('4. bölüm / 5');
      expect(links[0]).toHaveTextContent('Bölüm 4 başlığı');
      expect(callsTo('GET /bookReader/continue-reading')[0]!.query.get('limit')).toBe('7');
      // Two stories: no "Tümünü gör".
      expect(within(shelf('Okumaya devam et')).queryByRole('link', { name: /Tümünü gör/ })).not.toBeInTheDocument();
    });

    it('shows six and links "Tümünü gör" to the whole list when there are more', async () => {
      shelves(emptyDashboard(), Array.from({ length: 7 }, (_, i) => reading(i + 1, `Hikaye ${i + 1}`)));
      renderWithProviders(<DashboardPage />);
      await screen.findByRole('heading', { level: 2, name: 'Okumaya devam et' });
      expect(within(shelf('Okumaya devam et')).getAllByTestId('continue-card')).toHaveLength(6);
      expect(within(shelf('Okumaya devam et')).getByRole('link', { name: 'Tümünü gör: Okumaya devam et' })).toHaveAttribute('href', '/okumaya-devam-et');
    });

    it('is left out for a reader who has started nothing, or when it fails to load', async () => {
      shelves(emptyDashboard(), []);
      const first = renderWithProviders(<DashboardPage />);
      await screen.findByRole('heading', { level: 2, name: 'Kütüphaneniz' });
      expect(screen.queryByRole('heading', { level: 2, name: 'Okumaya devam et' })).not.toBeInTheDocument();
      first.unmount();

      vi.spyOn(console, 'error').mockImplementation(() => {});
      mockBackend({ 'GET /dashboard/dashboard': emptyDashboard(), 'GET /bookReader/continue-reading': apiError(500, 'Olmadı') });
      renderWithProviders(<DashboardPage />);
      await screen.findByRole('heading', { level: 2, name: 'Kütüphaneniz' });
      expect(screen.queryByRole('heading', { level: 2, name: 'Okumaya devam et' })).not.toBeInTheDocument();
    });

    it('an empty library shelf says how to fill it and offers the popular stories', async () => {
      shelves(emptyDashboard());
      renderWithProviders(<DashboardPage />);
      await screen.findByRole('heading', { level: 2, name: 'Kütüphaneniz' });
      const library = shelf('Kütüphaneniz');
      expect(within(library).getByText(MSG.emptyLibraryShelf)).toBeInTheDocument();
      expect(within(library).getByText(/“Kütüphaneye Ekle” düğmesiyle buraya ekleyin/)).toBeInTheDocument();
      expect(within(library).getByRole('link', { name: 'Popüler hikayelere göz atın' })).toHaveAttribute('href', '/populer');
    });
  });
});
