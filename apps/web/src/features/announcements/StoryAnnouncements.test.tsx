import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANNOUNCEMENT_MSG } from '@okuryazar/shared';
import { mockBackend } from '../../test/mockBackend';
import { renderPage } from '../../test/renderPage';
import { StoryAnnouncements } from './StoryAnnouncements';

configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('userId', '5');
  localStorage.setItem('username', 'yazar');
});

const item = (id: number, content: string) => ({ announcement_id: id, book_id: 7, content, created_at: '2026-11-20T09:00:00.000Z' });

describe('StoryAnnouncements', () => {
  it('shows nothing to a reader when the story has no announcement, and the list when it has', async () => {
    mockBackend({ 'GET /books/:bookId/announcements': { announcements: [], next_before: null, next_allowed_at: null } });
    const { unmount } = renderPage(<StoryAnnouncements bookId={7} isAuthor={false} />, { path: '/book/7', pattern: '/book/:bookId' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Duyurular' })).toBeNull());
    unmount();
    mockBackend({ 'GET /books/:bookId/announcements': { announcements: [item(1, 'Yeni bölüm cuma günü!')], next_before: null, next_allowed_at: null } });
    renderPage(<StoryAnnouncements bookId={7} isAuthor={false} />, { path: '/book/7', pattern: '/book/:bookId' });
    expect(await screen.findByText('Yeni bölüm cuma günü!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Duyuruyu sil' })).toBeNull();
  });

  it('lets the author post the day’s announcement, refusing an empty one, and then says when the next is possible', async () => {
    let posted: string | null = null;
    const { callsTo } = mockBackend({
      'GET /books/:bookId/announcements': () =>
        posted
          ? { announcements: [item(2, posted)], next_before: null, next_allowed_at: new Date(Date.now() + 86_400_000).toISOString() }
          : { announcements: [], next_before: null, next_allowed_at: null },
      'POST /stories/:storyId/announcements': ({ body }) => {
        posted = (body as { content: string }).content;
        return item(2, posted);
      },
    });
    renderPage(<StoryAnnouncements bookId={7} isAuthor compose />, { path: '/story-details/7', pattern: '/story-details/:storyId' });
    await userEvent.click(await screen.findByRole('button', { name: 'Duyuruyu yayınla' }));
    expect(await screen.findByText(ANNOUNCEMENT_MSG.empty)).toBeInTheDocument();
    expect(callsTo('POST /stories/:storyId/announcements')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Duyuru yayınlayın' }), 'Hikaye bir haftalığına ara veriyor.');
    await userEvent.click(screen.getByRole('button', { name: 'Duyuruyu yayınla' }));
    expect(await screen.findByText('Hikaye bir haftalığına ara veriyor.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Duyuru yayınlayın' })).toBeDisabled());
    expect(screen.getByText(/Bugünün duyurusunu yayınladınız/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duyuruyu sil' })).toBeInTheDocument();
  });
});
