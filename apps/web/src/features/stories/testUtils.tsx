import type { ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type userEvent from '@testing-library/user-event';
import { useLocation } from '../../lib/router';
import type { MyStoryCard, StoryDetailsResponse } from '@okuryazar/shared';
import { makeBook } from '../../test/books';
import { renderRoutes } from '../../test/renderRoutes';
import { signIn } from '../../test/session';
import { StoryDetailsPage } from './StoryDetailsPage';

let nextId = 1;

/** A writer's story card: a book card (test/books) with the writer's own defaults. */
export function makeStory(overrides: Partial<MyStoryCard> = {}): MyStoryCard {
  const id = overrides.book_id ?? nextId++;
  return {
    ...makeBook({ book_id: id }),
    title: `Hikaye ${id}`,
    author_id: 5,
    author_name: 'Deniz Yazar',
    username: 'denizyazar',
    description: 'Açıklama',
    total_views: 1500,
    total_likes: 42,
    total_comments: 3,
    chapter_count: 4,
    published_chapters_count: 3,
    first_chapter_id: null,
    created_at: '2025-01-10T10:00:00.000Z',
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
  return renderRoutes(
    [
      { path: pattern, element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    [path],
    new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } }),
  );
}

export function loginAs(userId = 5, username = 'denizyazar') {
  signIn(userId, username);
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

/** Expects each named text field of a multipart story form to hold its value. */
export function expectFormFields(form: FormData, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) expect(form.get(name), name).toBe(value);
}
