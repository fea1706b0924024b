import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../test/renderApp';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const featured = [
  { book_id: 3, title: 'Sis Çöküyor', author_name: 'Elif Kaya', cover_image_url: '/uploads/covers/sis.jpg' },
  { book_id: 9, title: 'Kayıp Harita', author_name: 'Can Demir', cover_image_url: '/uploads/covers/harita.jpg' },
];

describe('landing carousel', () => {
  it('shows the covers of real public stories from GET /books/featured, without a token', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(featured));
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Öne çıkan hikayeler' }, { timeout: 5000 });
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 / 2: Sis Çöküyor, Elif Kaya',
      '2 / 2: Kayıp Harita, Can Demir',
    ]);
    expect(slides[0]!.querySelector('img')).toHaveAttribute('src', '/uploads/covers/sis.jpg');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/books/featured');
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    // The invented sample books are gone.
    expect(screen.queryByText(/Boğaz.da Son Vapur/)).not.toBeInTheDocument();
  });

  it('shows no carousel when there is no public story', async () => {
    fetchMock.mockImplementation(async () => jsonResponse([]));
    renderApp('/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('region', { name: /Öne çıkan/ })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

describe('landing under the signup modal', () => {
  it('the writing mock’s blinking caret stops while the modal covers the page and blinks again after', async () => {
    fetchMock.mockImplementation(async () => jsonResponse([]));
    renderApp('/');
    const caret = document.querySelector('.caret');
    expect(caret).not.toBeNull();
    expect(caret).not.toHaveClass('caretHeld');
    await userEvent.click(screen.getByRole('button', { name: 'Ücretsiz Hesap Oluştur' }));
    await screen.findByRole('dialog', { name: 'Kayıt Ol' }, { timeout: 5000 });
    expect(document.querySelector('.caret')).toHaveClass('caretHeld');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.querySelector('.caret')).not.toHaveClass('caretHeld');
  });
});
