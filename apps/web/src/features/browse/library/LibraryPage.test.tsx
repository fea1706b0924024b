import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MSG } from '@okuryazar/shared';
import { LibraryPage } from './LibraryPage';
import { jsonResponse, mockBackend } from '../../../test/mockBackend';
import { makeBook, renderPage, signIn } from '../testUtils';

const books = [
  makeBook({ book_id: 1, title: 'Şeker Portakalı' }),
  makeBook({ book_id: 2, title: 'Çalıkuşu', last_read: { chapter_id: 20, updated_at: '2025-03-01T10:00:00.000Z' } }),
  makeBook({ book_id: 3, title: 'istanbul Hatırası', last_read: { chapter_id: 30, updated_at: '2025-03-05T10:00:00.000Z' } }),
  makeBook({ book_id: 4, title: 'Cam Fanus' }),
];

const cardTitles = () =>
  within(screen.getByRole('region', { name: 'Kütüphanenizdeki kitaplar' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

function renderLibrary() {
  return renderPage(<LibraryPage />, { path: '/library', pattern: '/library' });
}

beforeEach(() => signIn());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('LibraryPage', { timeout: 15_000 }, () => {
  it('shows "Kütüphanem" and the books, last read first by default', async () => {
    mockBackend({ 'GET /library/reading-list': books });
    renderLibrary();
    expect(screen.getByRole('heading', { level: 1, name: MSG.libraryTitle })).toBeInTheDocument();
    await screen.findByText('Cam Fanus');
    expect(screen.getByRole('button', { name: 'Son Okunan' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['istanbul Hatırası', 'Çalıkuşu', 'Şeker Portakalı', 'Cam Fanus']);
  });

  it('sorts alphabetically with Turkish collation', async () => {
    mockBackend({ 'GET /library/reading-list': books });
    renderLibrary();
    await screen.findByText('Cam Fanus');
    fireEvent.click(screen.getByRole('button', { name: 'Alfabetik' }));
    expect(screen.getByRole('button', { name: 'Alfabetik' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Cam Fanus', 'Çalıkuşu', 'istanbul Hatırası', 'Şeker Portakalı']);
    fireEvent.click(screen.getByRole('button', { name: 'Son Okunan' }));
    expect(cardTitles()[0]).toBe('istanbul Hatırası');
  });

  it('filters by title with Turkish casing and says so when nothing matches', async () => {
    mockBackend({ 'GET /library/reading-list': books });
    renderLibrary();
    await screen.findByText('Cam Fanus');
    const search = screen.getByRole('searchbox', { name: 'Kütüphanenizde arayın' });
    fireEvent.change(search, { target: { value: 'İSTANBUL' } });
    expect(cardTitles()).toEqual(['istanbul Hatırası']);
    fireEvent.change(search, { target: { value: 'ÇALI' } });
    expect(cardTitles()).toEqual(['Çalıkuşu']);
    fireEvent.change(search, { target: { value: 'ılık' } });
    expect(screen.getByText(MSG.libraryNoMatch)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kütüphanenizdeki kitaplar' })).not.toBeInTheDocument();
    fireEvent.change(search, { target: { value: '' } });
    expect(cardTitles()).toHaveLength(4);
  });

  it('invites to browse when the library is empty', async () => {
    mockBackend({ 'GET /library/reading-list': [] });
    renderLibrary();
    expect(await screen.findByText(MSG.emptyLibraryShelf)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kitapları keşfedin' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows the error text and retries', async () => {
    let calls = 0;
    mockBackend({
      'GET /library/reading-list': () =>
        ++calls === 1 ? jsonResponse({ message: 'Sunucu hatası' }, 500) : jsonResponse(books),
    });
    renderLibrary();
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.libraryError);
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Cam Fanus')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
