import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from '../../lib/router';
import type { MyStoryCard, StoryDetailsResponse } from '@okuryazar/shared';
import { ToastProvider } from '../../components';
import { StoryDetailsPage } from './StoryDetailsPage';

let nextId = 1;

export function makeStory(overrides: Partial<MyStoryCard> = {}): MyStoryCard {
  const id = overrides.book_id ?? nextId++;
  return {
    book_id: id,
    title: `Hikaye ${id}`,
    author_id: 5,
    author_name: 'Deniz Yazar',
    username: 'denizyazar',
    description: 'Açıklama',
    cover_image_url: null,
    category_id: 3,
    category_name: 'Fantastik',
    telif_id: 2,
    is_published: true,
    is_mature_content: false,
    content_warnings: [],
    total_views: 1500,
    total_likes: 42,
    total_comments: 3,
    chapter_count: 4,
    published_chapters_count: 3,
    isInLibrary: false,
    last_read: null,
    first_chapter_id: null,
    created_at: '2025-01-10T10:00:00.000Z',
    is_completed: false,
    word_count: 2400,
    reading_minutes: 12,
    updated_at: null,
    removed: null,
    ...overrides,
  };
}

export function makeDetails(overrides: Partial<StoryDetailsResponse['storyDetails']> = {}): StoryDetailsResponse {
  return {
    storyDetails: {
      book_id: 7,
      title: 'Sisli Vadi',
      description: 'Bir vadi hikayesi.',
      cover_image_url: 'covers/sisli.jpg',
      category_id: 7,
      telif_id: 2,
      is_published: false,
      is_mature_content: false,
      content_warnings: [],
      tags: [],
      is_completed: false,
      comments_closed: false,
      removed: null,
      ...overrides,
    },
    chapters: [
      {
        chapter_id: 71,
        chapter_number: 1,
        title: 'Sis Çöküyor',
        is_published: true,
        views: 120,
        likes: 14,
        comments: 3,
        word_count: 1843,
        updated_at: '2025-03-05T12:00:00.000Z',
        publish_at: null,
        removed: null,
      },
      {
        chapter_id: 72,
        chapter_number: 2,
        title: 'Kayıp Fener',
        is_published: false,
        views: 0,
        likes: 0,
        comments: 0,
        word_count: 512,
        updated_at: '2025-03-08T12:00:00.000Z',
        publish_at: null,
        removed: null,
      },
    ],
  };
}

/** Shows where the app navigated and with which state. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="state">{JSON.stringify(location.state ?? null)}</output>
    </div>
  );
}

/**
 * Render at `path` (matched by `pattern`) with a fresh QueryClient, toasts and a location probe
 * elsewhere. A data router, as in the app, so the leave guard's blocker works.
 */
export function renderPage(ui: ReactElement, { path, pattern = path }: { path: string; pattern?: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, client, router };
}

export function loginAs(userId = 5, username = 'denizyazar') {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('userId', String(userId));
  localStorage.setItem('username', username);
}

/** /story-details/{id} as the app routes it. */
export function renderDetails(id: string | number = 7) {
  return renderPage(<StoryDetailsPage />, { path: `/story-details/${id}`, pattern: '/story-details/:storyId' });
}

/** Opens the "İçindekiler" tab and answers its panel. */
export async function openContents(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: /İçindekiler/ }));
  return screen.findByRole('tabpanel', { name: /İçindekiler/ });
}
