import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZE, type ShelfPageResponse } from '@okuryazar/shared';
import { routePatterns } from '../../config/paths';
import { makeBook } from '../../test/books';
import { apiError, mockBackend, type MockRequest } from '../../test/mockBackend';
import { renderPage } from '../../test/renderPage';
import { ShelfPage } from './ShelfPage';
import { expectAlert } from '../../test/alerts';
import { cleanUpAfterEach } from '../../test/cleanup';

/** Page N of a shelf with `total` books: "Kitap 1" … in order, `has_more` while more follow. */
function pages(total: number) {
  return ({ query }: MockRequest): ShelfPageResponse => {
    const page = Number(query.get('page'));
    const size = Number(query.get('pageSize'));
    const from = (page - 1) * size;
    const books = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) =>
      makeBook({ book_id: from + i + 1, title: `Kitap ${from + i + 1}` }),
    );
    return { books, page, has_more: from + size < total };
  };
}

const renderPopular = (entry = '/populer') =>
  renderPage(<ShelfPage shelf="popular" />, { pattern: routePatterns.popular, path: entry });

beforeEach(() => {
  localStorage.setItem('token', 'test-token');
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

cleanUpAfterEach();

describe('ShelfPage (Tümünü gör)', () => {
  it('names itself, shows a loading state, then the first page as a grid with a link to the next', async () => {
    const { callsTo } = mockBackend({ 'GET /books/popular': pages(30) });
    renderPopular();
    expect(screen.getByRole('status')).toHaveTextContent('Kitaplar yükleniyor...');
    expect(await screen.findByRole('heading', { level: 3, name: 'Kitap 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Popüler Kitaplar' })).toBeInTheDocument();
    expect(document.title).toBe('Popüler Kitaplar — Okuryazar');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(PAGE_SIZE);
    expect(screen.getByRole('region', { name: 'Popüler Kitaplar, sayfa 1' })).toBeInTheDocument();

    const pager = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(within(pager).queryByRole('link', { name: /Önceki sayfa/ })).not.toBeInTheDocument();
    expect(within(pager).getByText('Sayfa 1')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: /Sonraki sayfa/ })).toHaveAttribute('href', '/populer?page=2');
    expect(callsTo('GET /books/popular').map((r) => [r.query.get('page'), r.query.get('pageSize')])).toEqual([['1', String(PAGE_SIZE)]]);
  });

  it('opens the page the URL names and goes back and forth through links', async () => {
    const { callsTo } = mockBackend({ 'GET /books/popular': pages(30) });
    renderPopular('/populer?page=2');
    expect(await screen.findByRole('heading', { level: 3, name: 'Kitap 25' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Kitap 1' })).not.toBeInTheDocument();
    expect(document.title).toBe('Popüler Kitaplar (sayfa 2) — Okuryazar');
    const pager = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(within(pager).queryByRole('link', { name: /Sonraki sayfa/ })).not.toBeInTheDocument();

    await userEvent.click(within(pager).getByRole('link', { name: /Önceki sayfa/ }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Kitap 1' })).toBeInTheDocument();
    expect(callsTo('GET /books/popular').map((r) => r.query.get('page'))).toEqual(['2', '1']);
    // The new page starts at the top, with focus on its heading.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('treats a page the URL cannot name as the first', async () => {
    const { callsTo } = mockBackend({ 'GET /books/new': pages(3) });
    renderPage(<ShelfPage shelf="new" />, { pattern: routePatterns.newReleases, path: '/yeni-cikanlar?page=abc' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Kitap 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Yeni Çıkanlar' })).toBeInTheDocument();
    expect(callsTo('GET /books/new')[0]!.query.get('page')).toBe('1');
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).not.toBeInTheDocument();
  });

  it('says so when the shelf is empty, and offers the first page past the end', async () => {
    mockBackend({ 'GET /books/new': pages(0) });
    const { unmount } = renderPage(<ShelfPage shelf="new" />, { pattern: routePatterns.newReleases, path: '/yeni-cikanlar' });
    expect(await screen.findByText('Henüz burada gösterilecek hikaye yok.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dönün' })).toHaveAttribute('href', '/dashboard');
    unmount();

    mockBackend({ 'GET /books/new': pages(5) });
    renderPage(<ShelfPage shelf="new" />, { pattern: routePatterns.newReleases, path: '/yeni-cikanlar?page=9' });
    expect(await screen.findByText('Bu sayfada hikaye yok.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İlk sayfaya dönün' })).toHaveAttribute('href', '/yeni-cikanlar');
  });

  it('shows the error with a retry that loads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    mockBackend({
      'GET /books/popular': (request) => (fail ? apiError(500, 'Sunucu hatası oluştu.') : pages(2)(request)),
    });
    renderPopular();
    await expectAlert(screen, 'Sunucu hatası oluştu.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Kitap 2' })).toBeInTheDocument();
  });
});
