import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makePost, signIn } from '../../test/community';
import { apiError, jsonResponse, mockBackend } from '../../test/mockBackend';
import { card, installCommunityTestCleanup, other, owner, renderCommunity } from './communityTestUtils';

installCommunityTestCleanup();

describe('CommunityPage', { timeout: 15_000 }, () => {
  it('shows the header with a link to the profile and the posts with line breaks kept', async () => {
    signIn(5, 'okur');
    const { callsTo } = mockBackend({
      'GET /profile/:userId': other,
      'GET /community/user/:userId/posts': [makePost({ content: 'Birinci satır\nİkinci satır' })],
    });
    renderCommunity(9);
    expect(await screen.findByRole('heading', { level: 1, name: 'Burak Yılmaz' })).toBeInTheDocument();
    expect(callsTo('GET /profile/:userId').map((c) => c.params.userId)).toEqual(['9']);
    expect(callsTo('GET /community/user/:userId/posts').map((c) => c.params.userId)).toEqual(['9']);
    expect(screen.getByRole('link', { name: 'Profili gör' })).toHaveAttribute('href', '/profile/9');
    const content = await screen.findByText(/Birinci satır/);
    expect(content.textContent).toBe('Birinci satır\nİkinci satır');
    const post = content.closest('article') as HTMLElement;
    expect(within(post).getByText('5 dakika önce')).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: 'burak' })).toHaveAttribute('href', '/profile/9');
  });

  it('marks the owner’s own post that a moderator removed, with the note and only its delete (docs/PRODUCT.md#trust-and-safety)', async () => {
    signIn(5, 'okur');
    mockBackend({
      'GET /profile/:userId': owner,
      'GET /community/user/:userId/posts': [
        makePost({ post_id: 61, user_id: 5, username: 'okur', content: 'Kaldırılan gönderi', removed: { at: '2026-03-04T09:30:00.000Z', note: 'Taciz içeriyor.' } }),
        makePost({ post_id: 62, user_id: 5, username: 'okur', content: 'Duran gönderi' }),
      ],
    });
    const user = userEvent.setup();
    renderCommunity(5);
    await screen.findByText('Kaldırılan gönderi');
    const removed = card('Kaldırılan gönderi');
    expect(within(removed).getByRole('note', { name: 'Kaldırıldı' })).toHaveTextContent('Moderatör notu: Taciz içeriyor.');
    expect(within(removed).queryByRole('button', { name: /beğen/ })).not.toBeInTheDocument();
    expect(within(removed).queryByRole('button', { name: /Yorumlar/ })).not.toBeInTheDocument();
    await user.click(within(removed).getByRole('button', { name: 'Gönderi seçenekleri' }));
    expect((await screen.findByRole('menu')).textContent).toBe('Sil');
    const kept = card('Duran gönderi');
    expect(within(kept).queryByRole('note')).not.toBeInTheDocument();
    expect(within(kept).getByRole('button', { name: /Yorumlar/ })).toBeInTheDocument();
  });

  it('shows the composer only to the owner', async () => {
    signIn(5, 'okur');
    mockBackend({ 'GET /profile/:userId': other, 'GET /community/user/:userId/posts': [] });
    renderCommunity(9);
    expect(await screen.findByText('burak henüz bir gönderi paylaşmadı.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Ne düşünüyorsunuz?' })).not.toBeInTheDocument();
  });

  it('does not send a blank post and shares a real one at the top of the list', async () => {
    signIn(5, 'okur');
    const created = makePost({ post_id: 500, user_id: 5, username: 'okur', content: 'Yeni düşünce' });
    const { callsTo } = mockBackend({
      'GET /profile/:userId': owner,
      'GET /community/user/:userId/posts': [makePost({ user_id: 5, username: 'okur', content: 'Eski gönderi' })],
      'POST /community/posts': () => jsonResponse({ postId: 500, post: created }, 201),
    });
    const user = userEvent.setup();
    renderCommunity(5);
    const box = await screen.findByRole('textbox', { name: 'Ne düşünüyorsunuz?' });
    const share = screen.getByRole('button', { name: 'Paylaş' });
    expect(share).toBeDisabled();

    await user.type(box, '   ');
    expect(share).toBeDisabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(callsTo('POST /community/posts')).toHaveLength(0);
    expect(screen.getByText('3 / 2.000', { exact: false })).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, '  Yeni düşünce ');
    await user.click(share);
    await screen.findByText('Yeni düşünce');
    expect(callsTo('POST /community/posts').map((c) => c.body)).toEqual([{ userId: 5, content: 'Yeni düşünce' }]);
    expect(box).toHaveValue('');
    const posts = screen.getAllByTestId('post-card');
    expect(posts[0]).toHaveTextContent('Yeni düşünce');
    expect(posts[1]).toHaveTextContent('Eski gönderi');
  });

  it('limits a post to 2000 characters with a counter', async () => {
    signIn(5, 'okur');
    mockBackend({ 'GET /profile/:userId': owner, 'GET /community/user/:userId/posts': [] });
    renderCommunity(5);
    const box = await screen.findByRole('textbox', { name: 'Ne düşünüyorsunuz?' });
    expect(box).toHaveAttribute('maxLength', '2000');
    expect(box).toHaveAccessibleDescription(/^0 \/ 2\.000\s?karakter$/);
  });

  it('loads the next page with the fallback button', async () => {
    signIn(5, 'okur');
    const first = Array.from({ length: 20 }, (_, i) => makePost({ post_id: 1000 + i, content: `Sayfa bir ${i}` }));
    mockBackend({
      'GET /profile/:userId': other,
      'GET /community/user/:userId/posts': ({ query }) => (query.get('before') === '1019' ? [makePost({ post_id: 2000, content: 'Sayfa iki' })] : first),
    });
    const user = userEvent.setup();
    renderCommunity(9);
    await screen.findByText('Sayfa bir 0');
    await user.click(screen.getByRole('button', { name: 'Daha fazla yükle' }));
    expect(await screen.findByText('Sayfa iki')).toBeInTheDocument();
    expect(screen.getAllByTestId('post-card')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Daha fazla yükle' })).not.toBeInTheDocument();
  });

  it('says "Kullanıcı bulunamadı." for an unknown user', async () => {
    signIn(5, 'okur');
    mockBackend({ 'GET /profile/:userId': apiError(404, 'Kullanıcı bulunamadı.', 'NOT_FOUND') });
    renderCommunity(404);
    expect(await screen.findByText('Kullanıcı bulunamadı.')).toBeInTheDocument();
  });
});
