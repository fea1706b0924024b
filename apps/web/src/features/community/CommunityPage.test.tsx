import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODERATION_MSG, MSG } from '@okuryazar/shared';
import { CommunityPage } from './CommunityPage';
import { makeComment, makePost, makeProfile, renderPage, signIn } from '../../test/community';
import { apiError, jsonResponse, mockBackend } from '../../test/mockBackend';

function renderCommunity(id: number) {
  return renderPage(<CommunityPage />, { path: `/community/${id}`, pattern: '/community/:profileUserId' });
}

const owner = makeProfile({ user_id: 5, username: 'okur', full_name: 'Okur Kişi' });
const other = makeProfile({ user_id: 9, username: 'burak', full_name: 'Burak Yılmaz' });

const card = (text: string) => screen.getByText(text).closest('article') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

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

  it("toggles a like with the server's count and state", async () => {
    signIn(5, 'okur');
    let liked = false;
    const { callsTo } = mockBackend({
      'GET /profile/:userId': other,
      'GET /community/user/:userId/posts': [makePost({ post_id: 1, content: 'Beğenilecek', likes_count: 3 })],
      'POST /community/posts/:postId/like': () => {
        liked = !liked;
        return jsonResponse({ isLiked: liked, likes_count: liked ? 10 : 9 });
      },
    });
    const user = userEvent.setup();
    renderCommunity(9);
    await screen.findByText('Beğenilecek');
    const like = within(card('Beğenilecek')).getByRole('button', { name: /beğen/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveTextContent('3');

    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveTextContent('10');
    expect(callsTo('POST /community/posts/:postId/like').map((c) => c.body)).toEqual([{ userId: 5 }]);

    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(like).toHaveTextContent('9');
  });

  it('keeps the like unchanged when the call fails (only logged)', async () => {
    signIn(5, 'okur');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockBackend({
      'GET /profile/:userId': other,
      'GET /community/user/:userId/posts': [makePost({ post_id: 1, content: 'Beğenilecek', likes_count: 3 })],
      'POST /community/posts/:postId/like': () => jsonResponse({ message: 'Hata' }, 500),
    });
    const user = userEvent.setup();
    renderCommunity(9);
    await screen.findByText('Beğenilecek');
    const like = within(card('Beğenilecek')).getByRole('button', { name: /beğen/ });
    await user.click(like);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveTextContent('3');
  });

  it('expands and collapses the comments, loading them once, and adds and likes comments', async () => {
    signIn(5, 'okur');
    const added = makeComment({ comment_id: 77, user_id: 5, username: 'okur', content: 'Katılıyorum' });
    const { callsTo } = mockBackend({
      'GET /profile/:userId': other,
      'GET /community/user/:userId/posts': [makePost({ post_id: 1, content: 'Yorumlu', comments_count: 2 })],
      'GET /community/posts/:postId/comments': [
        makeComment({ comment_id: 11, content: 'İlk yorum', likes_count: 1 }),
        makeComment({ comment_id: 12, content: 'İkinci yorum' }),
      ],
      'POST /community/posts/:postId/comments': () => jsonResponse({ commentId: 77, comment: added }, 201),
      'POST /community/comments/:commentId/like': { isLiked: true, likes_count: 5 },
    });
    const user = userEvent.setup();
    renderCommunity(9);
    await screen.findByText('Yorumlu');
    expect(callsTo('GET /community/posts/:postId/comments')).toHaveLength(0);
    const toggle = within(card('Yorumlu')).getByRole('button', { name: 'Yorumlar (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('İlk yorum')).toBeVisible();
    expect(screen.getByText('İkinci yorum')).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('İlk yorum')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(await screen.findByText('İlk yorum')).toBeVisible();
    expect(callsTo('GET /community/posts/:postId/comments')).toHaveLength(1);

    // Comment like: server's answer.
    const first = screen.getByText('İlk yorum').closest('li') as HTMLElement;
    const likeComment = within(first).getByRole('button', { name: /yorumu beğen/ });
    await user.click(likeComment);
    await waitFor(() => expect(likeComment).toHaveAttribute('aria-pressed', 'true'));
    expect(likeComment).toHaveTextContent('5');
    expect(callsTo('POST /community/comments/:commentId/like').map((c) => c.body)).toEqual([{ userId: 5 }]);

    // Blank comments are not sent; a real one is appended and the count rises.
    const input = screen.getByRole('textbox', { name: 'Yorum yazın' });
    await user.type(input, '   {Enter}');
    expect(callsTo('POST /community/posts/:postId/comments')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'Katılıyorum{Enter}');
    expect(await screen.findByText('Katılıyorum')).toBeInTheDocument();
    expect(callsTo('POST /community/posts/:postId/comments').map((c) => c.body)).toEqual([{ userId: 5, postId: 1, content: 'Katılıyorum' }]);
    expect(within(card('Yorumlu')).getByRole('button', { name: 'Yorumlar (3)' })).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('pages a post\'s comments 50 at a time with "Daha fazla yorum yükle"', async () => {
    signIn(5, 'okur');
    const firstPage = Array.from({ length: 50 }, (_, i) => makeComment({ comment_id: 100 + i, content: `Yorum no ${i}` }));
    const mine = makeComment({ comment_id: 500, user_id: 5, username: 'okur', content: 'Benim yeni yorumum' });
    const { callsTo } = mockBackend({
      'GET /profile/:userId': other,
      'GET /community/user/:userId/posts': [makePost({ post_id: 1, content: 'Çok yorumlu', comments_count: 52 })],
      'GET /community/posts/:postId/comments': ({ query }) =>
        query.get('after') === '149'
          ? [makeComment({ comment_id: 150, content: 'Yorum no 50' }), makeComment({ comment_id: 500, user_id: 5, username: 'okur', content: 'Benim yeni yorumum' })]
          : firstPage,
      'POST /community/posts/:postId/comments': () => jsonResponse({ commentId: 500, comment: mine }, 201),
    });
    const user = userEvent.setup();
    renderCommunity(9);
    await user.click(within(await screen.findByRole('article')).getByRole('button', { name: 'Yorumlar (52)' }));
    expect(await screen.findByText('Yorum no 49')).toBeInTheDocument();
    expect(screen.getAllByTestId('comment')).toHaveLength(50);

    // Written before the older page is in: shown at once, and only once after that page arrives.
    await user.type(screen.getByRole('textbox', { name: 'Yorum yazın' }), 'Benim yeni yorumum{Enter}');
    expect(await screen.findByText('Benim yeni yorumum')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Daha fazla yorum yükle' }));
    expect(await screen.findByText('Yorum no 50')).toBeInTheDocument();
    expect(callsTo('GET /community/posts/:postId/comments').map((c) => [c.params.postId, c.query.get('after')])).toEqual([
      ['1', null],
      ['1', '149'],
    ]);
    expect(screen.getAllByText('Benim yeni yorumum')).toHaveLength(1);
    expect(screen.getAllByTestId('comment')).toHaveLength(52);
    expect(screen.queryByRole('button', { name: 'Daha fazla yorum yükle' })).not.toBeInTheDocument();
    // A full page of comments with their menus renders slowly on a busy machine.
  }, 60_000);

  it('offers "Sil" only on own posts and deletes after confirmation', async () => {
    signIn(5, 'okur');
    const { callsTo } = mockBackend({
      'GET /profile/:userId': owner,
      'GET /community/user/:userId/posts': [
        makePost({ post_id: 1, user_id: 5, username: 'okur', content: 'Benim gönderim' }),
        makePost({ post_id: 2, user_id: 9, username: 'burak', content: 'Başkasının gönderisi' }),
      ],
      'DELETE /community/posts/:postId': { message: 'Gönderi silindi.' },
    });
    const user = userEvent.setup();
    renderCommunity(5);
    await screen.findByText('Başkasının gönderisi');

    await user.click(within(card('Başkasının gönderisi')).getByRole('button', { name: 'Gönderi seçenekleri' }));
    let menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Sil' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Şikayet et' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    // One's own post: delete, and nothing to report, mute or block.
    await user.click(within(card('Benim gönderim')).getByRole('button', { name: 'Gönderi seçenekleri' }));
    menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Sil']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gönderiyi sil' });
    expect(callsTo('DELETE /community/posts/:postId')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(screen.queryByText('Benim gönderim')).not.toBeInTheDocument());
    expect(callsTo('DELETE /community/posts/:postId')).toHaveLength(1);
    expect(screen.getByText('Başkasının gönderisi')).toBeInTheDocument();
  });

  it('offers comment delete only on own comments', async () => {
    signIn(5, 'okur');
    const { callsTo } = mockBackend({
      'GET /profile/:userId': other,
      'GET /community/user/:userId/posts': [makePost({ post_id: 1, content: 'Yorumlu', comments_count: 2 })],
      'GET /community/posts/:postId/comments': [
        makeComment({ comment_id: 11, user_id: 9, username: 'burak', content: 'Onun yorumu' }),
        makeComment({ comment_id: 12, user_id: 5, username: 'okur', content: 'Benim yorumum' }),
      ],
      'DELETE /community/comments/:commentId': { message: 'Yorum silindi.' },
    });
    const user = userEvent.setup();
    renderCommunity(9);
    await screen.findByText('Yorumlu');
    await user.click(within(card('Yorumlu')).getByRole('button', { name: 'Yorumlar (2)' }));
    await screen.findByText('Onun yorumu');

    const theirs = screen.getByText('Onun yorumu').closest('li') as HTMLElement;
    await user.click(within(theirs).getByRole('button', { name: 'Yorum seçenekleri' }));
    let menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Sil' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    const mine = screen.getByText('Benim yorumum').closest('li') as HTMLElement;
    await user.click(within(mine).getByRole('button', { name: 'Yorum seçenekleri' }));
    menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yorumu sil' });
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(screen.queryByText('Benim yorumum')).not.toBeInTheDocument());
    expect(callsTo('DELETE /community/comments/:commentId')).toHaveLength(1);
    expect(within(card('Yorumlu')).getByRole('button', { name: 'Yorumlar (1)' })).toBeInTheDocument();
  });

  it('reports a post through POST /reports: nine reasons, a description, then the success modal', async () => {
    signIn(5, 'okur');
    const { callsTo } = mockBackend({
      'GET /profile/:userId': other,
      'GET /community/user/:userId/posts': [makePost({ post_id: 1, content: 'Şikayetlik' })],
      'POST /reports': () => jsonResponse({ report_id: 3, message: MODERATION_MSG.reportCreated }, 201),
    });
    const user = userEvent.setup();
    renderCommunity(9);
    await screen.findByText('Şikayetlik');
    await user.click(within(card('Şikayetlik')).getByRole('button', { name: 'Gönderi seçenekleri' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Şikayet et', 'Sessize al', 'Engelle']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Şikayet et' }));

    const dialog = await screen.findByRole('dialog', { name: 'Gönderiyi şikayet et' });
    const reasons = within(dialog).getAllByRole('radio');
    expect(reasons.map((r) => r.closest('label')?.textContent)).toEqual([
      'Kendine zarar verme veya intihar',
      'Yasa dışı içerik',
      'Çıplaklık veya cinsel içerik',
      'Nefret söylemi',
      'Şiddet',
      'Taciz',
      'Dolandırıcılık',
      'Fikri mülkiyet ihlali',
      'Diğer',
    ]);
    // Sending without a reason asks for one.
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Lütfen bir şikayet nedeni seçin.');
    expect(callsTo('POST /reports')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Taciz' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Açıklama/ }), 'Sürekli rahatsız ediyor.');
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));

    expect(await screen.findByText(MSG.reportSuccess)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST /reports').map((c) => c.body)).toEqual([
      { targetType: 'post', targetId: 1, reason: 'harassment', description: 'Sürekli rahatsız ediyor.' },
    ]);
  });

  it('reports a comment under a post as a post comment', async () => {
    signIn(5, 'okur');
    const { callsTo } = mockBackend({
      'GET /profile/:userId': other,
      'GET /community/user/:userId/posts': [makePost({ post_id: 1, content: 'Yorumlu', comments_count: 1 })],
      'GET /community/posts/:postId/comments': [makeComment({ comment_id: 31, user_id: 9, username: 'burak', content: 'Kaba yorum' })],
      'POST /reports': () => jsonResponse({ report_id: 4, message: MODERATION_MSG.reportCreated }, 201),
    });
    const user = userEvent.setup();
    renderCommunity(9);
    await screen.findByText('Yorumlu');
    await user.click(within(card('Yorumlu')).getByRole('button', { name: 'Yorumlar (1)' }));
    const comment = (await screen.findByText('Kaba yorum')).closest('li') as HTMLElement;
    await user.click(within(comment).getByRole('button', { name: 'Yorum seçenekleri' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Şikayet et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yorumu şikayet et' });
    await user.click(within(dialog).getByRole('radio', { name: 'Nefret söylemi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(callsTo('POST /reports').map((c) => c.body)).toEqual([{ targetType: 'post_comment', targetId: 31, reason: 'hate', description: '' }]));
  });

  it("shows the server's message when the post was already reported (409)", async () => {
    signIn(5, 'okur');
    mockBackend({
      'GET /profile/:userId': other,
      'GET /community/user/:userId/posts': [makePost({ post_id: 1, content: 'Şikayetlik' })],
      'POST /reports': () => jsonResponse({ message: 'Bu içeriği zaten şikayet ettiniz.', code: 'REPORT_DUPLICATE' }, 409),
    });
    const user = userEvent.setup();
    renderCommunity(9);
    await screen.findByText('Şikayetlik');
    await user.click(within(card('Şikayetlik')).getByRole('button', { name: 'Gönderi seçenekleri' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Şikayet et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gönderiyi şikayet et' });
    await user.click(within(dialog).getByRole('radio', { name: 'Diğer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bu içeriği zaten şikayet ettiniz.');
    expect(screen.queryByText(MSG.reportSuccess)).not.toBeInTheDocument();
  });

  describe('when the server says "too fast" (429)', () => {
    const tooFast = () => jsonResponse({ message: MSG.tooFast, code: 'RATE_LIMITED' }, 429);
    // The failures are logged as well (docs/PRODUCT.md#error-messages); keep the test output quiet.
    beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

    it('the post composer shows the Turkish message and keeps the text', async () => {
      signIn(5, 'okur');
      mockBackend({ 'GET /profile/:userId': owner, 'GET /community/user/:userId/posts': [], 'POST /community/posts': tooFast });
      const user = userEvent.setup();
      renderCommunity(5);
      const box = await screen.findByRole('textbox', { name: 'Ne düşünüyorsunuz?' });
      await user.type(box, 'Sonra paylaşırım');
      await user.click(screen.getByRole('button', { name: 'Paylaş' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(MSG.tooFast);
      expect(box).toHaveValue('Sonra paylaşırım');
    });

    it('the comment box and the report dialog show it and keep what was typed', async () => {
      signIn(5, 'okur');
      mockBackend({
        'GET /profile/:userId': other,
        'GET /community/user/:userId/posts': [makePost({ post_id: 1, content: 'Yorumlu', comments_count: 0 })],
        'GET /community/posts/:postId/comments': [],
        'POST /community/posts/:postId/comments': tooFast,
        'POST /reports': tooFast,
      });
      const user = userEvent.setup();
      renderCommunity(9);
      await screen.findByText('Yorumlu');
      await user.click(within(card('Yorumlu')).getByRole('button', { name: 'Yorumlar (0)' }));
      const input = await screen.findByRole('textbox', { name: 'Yorum yazın' });
      await user.type(input, 'Kaybolmasın{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent(MSG.tooFast);
      expect(input).toHaveValue('Kaybolmasın');

      await user.click(within(card('Yorumlu')).getByRole('button', { name: 'Gönderi seçenekleri' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Şikayet et' }));
      const dialog = await screen.findByRole('dialog', { name: 'Gönderiyi şikayet et' });
      await user.click(within(dialog).getByRole('radio', { name: 'Taciz' }));
      const description = within(dialog).getByRole('textbox', { name: /Açıklama/ });
      await user.type(description, 'Rahatsız edici.');
      await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.tooFast);
      expect(description).toHaveValue('Rahatsız edici.');
      expect(within(dialog).getByRole('radio', { name: 'Taciz' })).toBeChecked();
    });
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
