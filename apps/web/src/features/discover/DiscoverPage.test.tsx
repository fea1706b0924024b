import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODERATION_MSG, MSG } from '@okuryazar/shared';
import { DiscoverPage } from './DiscoverPage';
import { makePost, renderPage, signIn } from '../../test/community';
import { apiError, jsonResponse, mockBackend } from '../../test/mockBackend';
import { cleanUpAfterEach } from '../../test/cleanup';

function renderDiscover() {
  return renderPage(<DiscoverPage />, { path: '/discover', pattern: '/discover' });
}

const sidebar = {
  authors: [
    { user_id: 9, username: 'burak', full_name: 'Burak Yılmaz', profile_image_url: null, followers_count: 10, is_following: false },
    { user_id: 11, username: 'zeynep', full_name: '', profile_image_url: null, followers_count: 4, is_following: true },
  ],
  books: [{ book_id: 31, title: 'Gece Treni', author: 'Ayşe Demir', total_views: 1500, cover_image_url: null }],
};

const authorRow = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

cleanUpAfterEach();

describe('DiscoverPage', { timeout: 15_000 }, () => {
  it('shows the feed with the suggested authors and trending books', async () => {
    signIn(5, 'okur');
    mockBackend({
      'GET /discover/posts': [makePost({ post_id: 1, content: 'Herkese merhaba' })],
      'GET /discover/authors-books': sidebar,
    });
    renderDiscover();
    expect(await screen.findByText('Herkese merhaba')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Önerilen Yazarlar' })).toBeInTheDocument();
    expect(within(authorRow('Burak Yılmaz')).getByTestId('author-followers')).toHaveTextContent('10 takipçi');
    // Without a full name the username is shown.
    expect(screen.getByText('zeynep')).toBeInTheDocument();
    const book = screen.getByRole('link', { name: /Gece Treni/ });
    expect(book).toHaveAttribute('href', '/book/31');
    expect(book).toHaveTextContent('Ayşe Demir');
    expect(book).toHaveTextContent(/okunma/);
  });

  it("follows and unfollows from the sidebar with the server's follower count", async () => {
    signIn(5, 'okur');
    const { callsTo } = mockBackend({
      'GET /discover/posts': [],
      'GET /discover/authors-books': sidebar,
      'POST /discover/follow': { success: true, followers_count: 25 },
      'POST /discover/unfollow': { success: true, followers_count: 2 },
    });
    const user = userEvent.setup();
    renderDiscover();
    await screen.findByText('Burak Yılmaz');
    await user.click(within(authorRow('Burak Yılmaz')).getByRole('button', { name: 'Takip Et: Burak Yılmaz' }));
    expect(await within(authorRow('Burak Yılmaz')).findByRole('button', { name: 'Takibi Bırak: Burak Yılmaz' })).toBeInTheDocument();
    expect(within(authorRow('Burak Yılmaz')).getByTestId('author-followers')).toHaveTextContent('25 takipçi');
    expect(callsTo('POST /discover/follow').map((c) => c.body)).toEqual([{ authorId: 9 }]);

    await user.click(within(authorRow('zeynep')).getByRole('button', { name: 'Takibi Bırak: zeynep' }));
    expect(await within(authorRow('zeynep')).findByRole('button', { name: 'Takip Et: zeynep' })).toBeInTheDocument();
    expect(within(authorRow('zeynep')).getByTestId('author-followers')).toHaveTextContent('2 takipçi');
    expect(callsTo('POST /discover/unfollow').map((c) => c.body)).toEqual([{ authorId: 11 }]);
  });

  it('does not offer to follow oneself', async () => {
    signIn(9, 'burak');
    mockBackend({ 'GET /discover/posts': [], 'GET /discover/authors-books': sidebar });
    renderDiscover();
    await screen.findByText('Burak Yılmaz');
    expect(within(authorRow('Burak Yılmaz')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says "Veri alınamadı. Lütfen tekrar deneyin." when loading fails, and retries', async () => {
    signIn(5, 'okur');
    let postCalls = 0;
    let sideCalls = 0;
    mockBackend({
      'GET /discover/posts': () => (++postCalls === 1 ? apiError(500, 'Hata') : [makePost({ content: 'Geri geldi' })]),
      'GET /discover/authors-books': () => (++sideCalls === 1 ? apiError(500, 'Hata') : sidebar),
    });
    const user = userEvent.setup();
    renderDiscover();
    await waitFor(() => expect(screen.getAllByText('Veri alınamadı. Lütfen tekrar deneyin.')).toHaveLength(2));
    for (const button of screen.getAllByRole('button', { name: 'Tekrar dene' })) await user.click(button);
    expect(await screen.findByText('Geri geldi')).toBeInTheDocument();
    expect(await screen.findByText('Burak Yılmaz')).toBeInTheDocument();
    expect(screen.queryByText('Veri alınamadı. Lütfen tekrar deneyin.')).not.toBeInTheDocument();
  });

  it('shows an empty state for an empty feed', async () => {
    signIn(5, 'okur');
    mockBackend({ 'GET /discover/posts': [], 'GET /discover/authors-books': { authors: [], books: [] } });
    renderDiscover();
    expect(await screen.findByText(/Henüz paylaşılan bir gönderi yok/)).toBeInTheDocument();
    expect(await screen.findByText('Şu an önerilecek yazar yok.')).toBeInTheDocument();
  });

  it('uses the discover endpoints for likes, comments and reports', async () => {
    signIn(5, 'okur');
    const { callsTo, fetchMock } = mockBackend({
      'GET /discover/posts': [makePost({ post_id: 3, content: 'Keşfet gönderisi', comments_count: 0 })],
      'GET /discover/authors-books': sidebar,
      'POST /discover/posts/:postId/like': { isLiked: true, likes_count: 4 },
      'GET /discover/posts/:postId/comments': [],
      'POST /reports': () => jsonResponse({ report_id: 8, message: MODERATION_MSG.reportCreated }, 201),
    });
    const user = userEvent.setup();
    renderDiscover();
    const post = (await screen.findByText('Keşfet gönderisi')).closest('article') as HTMLElement;
    const like = within(post).getByRole('button', { name: /beğen/ });
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveTextContent('4');

    await user.click(within(post).getByRole('button', { name: 'Yorumlar (0)' }));
    expect(await within(post).findByText('Henüz yorum yok.')).toBeInTheDocument();

    await user.click(within(post).getByRole('button', { name: 'Gönderi seçenekleri' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Şikayet et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gönderiyi şikayet et' });
    await user.click(within(dialog).getByRole('radio', { name: 'Şiddet' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText(MSG.reportSuccess)).toBeInTheDocument();

    for (const key of ['POST /discover/posts/:postId/like', 'GET /discover/posts/:postId/comments'] as const) {
      expect(callsTo(key).map((c) => c.params)).toEqual([{ postId: '3' }]);
    }
    expect(callsTo('POST /reports').map((c) => c.body)).toEqual([{ targetType: 'post', targetId: 3, reason: 'violence', description: '' }]);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/community/'))).toBe(false);
  });
});
