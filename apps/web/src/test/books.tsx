import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from '../lib/router';
import type { BookCard } from '@okuryazar/shared';

export { jsonResponse } from './mockBackend';

let nextId = 1;

/** A book card with sensible defaults; override what a test cares about. */
export function makeBook(overrides: Partial<BookCard> = {}): BookCard {
  const id = overrides.book_id ?? nextId++;
  return {
    book_id: id,
    title: `Kitap ${id}`,
    author_id: 100 + id,
    author_name: `Yazar ${id}`,
    username: `yazar${id}`,
    description: 'Bir varmış bir yokmuş.\n\nİkinci paragraf.',
    cover_image_url: null,
    category_id: 3,
    category_name: 'Fantastik',
    telif_id: 2,
    is_published: true,
    is_mature_content: false,
    content_warnings: [],
    total_views: 1234,
    total_likes: 56,
    total_comments: 7,
    chapter_count: 5,
    published_chapters_count: 4,
    isInLibrary: false,
    last_read: null,
    first_chapter_id: 900 + id,
    created_at: '2024-05-01T10:00:00.000Z',
    is_completed: false,
    word_count: 2400,
    reading_minutes: 12,
    updated_at: null,
    ...overrides,
  };
}

function BookRoute() {
  const { bookId } = useParams();
  return <p>Kitap sayfası {bookId}</p>;
}

function ReaderRoute() {
  const { bookId, chapterId } = useParams();
  return (
    <p>
      Okuyucu {bookId}/{chapterId}
    </p>
  );
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.hash}</output>;
}

/** Render inside a fresh QueryClient and a MemoryRouter with stand-in book and reader routes. */
export function renderWithProviders(ui: ReactElement, { path = '/dashboard' } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="/book/:bookId" element={<BookRoute />} />
          <Route path="/read/:bookId/:chapterId" element={<ReaderRoute />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
