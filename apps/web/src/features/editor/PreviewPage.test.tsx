import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockBackend } from '../../test/mockBackend';
import { renderWriting, setUpWritingTests } from './testUtils';

const STORY = 3;

function preview() {
  return {
    book_id: STORY,
    title: 'Sisli Vadi',
    author_name: 'Elif Yazar',
    is_published: false,
    chapters: [
      {
        chapter_id: 10,
        chapter_number: 1,
        title: 'Başlangıç',
        content: '<p>İlk <strong>paragraf</strong>.</p><p onclick="alert(1)">İkinci<script>alert(2)</script><img src=x onerror="alert(3)"></p>',
        is_published: true,
        created_at: '2025-01-01T00:00:00.000Z',
        updated_at: '2025-01-01T00:00:00.000Z',
      },
      {
        chapter_id: 11,
        chapter_number: 2,
        title: 'Sis',
        content: '<p>Sis çöktü.</p>',
        is_published: false,
        created_at: '2025-01-02T00:00:00.000Z',
        updated_at: '2025-01-02T00:00:00.000Z',
      },
    ],
  };
}

const state = { title: 'Sis', authorName: 'elif', storyId: STORY, chapterId: 11 };

setUpWritingTests();

describe('PreviewPage', () => {
  it.each([[null], [{ storyId: STORY }], [{ chapterId: 11 }]])('goes home without a story and chapter id (%j)', async (s) => {
    mockBackend({});
    renderWriting('/preview', s);
    expect(await screen.findByText('Ana sayfa')).toBeInTheDocument();
  });

  it('shows the story, its author and the chosen chapter highlighted in the list', async () => {
    mockBackend({ 'GET /preview/books/:storyId': () => jsonResponse(preview()) });
    renderWriting('/preview', state);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sisli Vadi' })).toBeInTheDocument();
    expect(screen.getByText('Elif Yazar')).toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: 'Bölümler' });
    expect(within(list).getByRole('button', { name: /Sis\b/ })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('button', { name: /Başlangıç/ })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 2, name: 'Sis' })).toBeInTheDocument();
    expect(screen.getByText('Sis çöktü.')).toBeInTheDocument();
  });

  it('renders another chapter when clicked, sanitised like the reader', async () => {
    mockBackend({ 'GET /preview/books/:storyId': () => jsonResponse(preview()) });
    const { router, container } = renderWriting('/preview', state);
    await userEvent.click(await screen.findByRole('button', { name: /Başlangıç/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Başlangıç' })).toBeInTheDocument();
    const article = container.querySelector('article')!;
    expect(article.querySelector('strong')).toHaveTextContent('paragraf');
    expect(article.querySelector('script, img, [onclick]')).toBeNull();
    expect(router.state.location.state).toMatchObject({ storyId: STORY, chapterId: 10 });
  });

  it('publishes the shown chapter after confirmation', async () => {
    const api = mockBackend({
      'GET /preview/books/:storyId': () => jsonResponse(preview()),
      'POST /preview/chapters/:chapterId/publish': () => jsonResponse({ chapter_id: 11, is_published: true, message: MSG.chapterPublished }),
    });
    renderWriting('/preview', state);
    await userEvent.click(await screen.findByRole('button', { name: 'Yayımla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bölüm yayımlansın mı?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yayımla' }));
    expect(await screen.findByText(MSG.chapterPublished)).toBeInTheDocument();
    expect(api.callsTo('POST /preview/chapters/:chapterId/publish').find((c) => c.params.chapterId === '11')?.body).toEqual({ book_id: STORY });
    expect(await screen.findByRole('button', { name: 'Yayından Kaldır' })).toBeInTheDocument();
  });

  it('unpublishes with confirmation and reports a failure', async () => {
    mockBackend({
      'GET /preview/books/:storyId': () => jsonResponse(preview()),
      'POST /preview/chapters/:chapterId/unpublish': () => jsonResponse({ message: 'x' }, 500),
    });
    renderWriting('/preview', { ...state, chapterId: 10 });
    await userEvent.click(await screen.findByRole('button', { name: 'Yayından Kaldır' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bölüm yayından kaldırılsın mı?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yayından Kaldır' }));
    expect(await screen.findByText(MSG.publishError)).toBeInTheDocument();
  });

  it('goes back to the editor with the book, chapter and title', async () => {
    mockBackend({
      'GET /preview/books/:storyId': () => jsonResponse(preview()),
    });
    const { router } = renderWriting('/preview', state);
    await userEvent.click(await screen.findByRole('link', { name: 'Düzenlemeye Dön' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-story'));
    expect(router.state.location.state).toEqual({ bookId: STORY, chapterId: 11, title: 'Sis' });
  });

  it('shows the server error when the story cannot be loaded', async () => {
    mockBackend({ 'GET /preview/books/:storyId': () => jsonResponse({ message: MSG.storyNotFound, code: 'NOT_FOUND' }, 404) });
    renderWriting('/preview', state);
    expect(await screen.findByText(MSG.storyNotFound)).toBeInTheDocument();
  });
});
