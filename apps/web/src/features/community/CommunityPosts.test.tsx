import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeComment, makePost, signIn } from '../../test/community';
import type { Post } from '@okuryazar/shared';
import { jsonResponse, mockBackend, type MockRoutes } from '../../test/mockBackend';
import { card, installCommunityTestCleanup, other, owner, renderCommunity } from './communityTestUtils';

installCommunityTestCleanup();

type User = ReturnType<typeof userEvent.setup>;

/** Signs okur (5) in and opens profile `profileId`'s community page with `posts` (and `routes`) until all of them show. */
async function openCommunity(profileId: number, posts: Post[], routes: MockRoutes = {}) {
  signIn(5, 'okur');
  const backend = mockBackend({
    'GET /profile/:userId': profileId === owner.user.user_id ? owner : other,
    'GET /community/user/:userId/posts': posts,
    ...routes,
  });
  const user = userEvent.setup();
  renderCommunity(profileId);
  for (const post of posts) await screen.findByText(post.content);
  return { ...backend, user };
}

/** The comment (its list item) that holds the text. */
const comment = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

/** Opens the options menu of a post or comment by its button's name. */
async function openMenu(user: User, item: HTMLElement, button: string) {
  await user.click(within(item).getByRole('button', { name: button }));
  return screen.findByRole('menu');
}

async function closeMenu(user: User) {
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
}

/** Picks "Sil" in the open menu: nothing is deleted until the dialog confirms, then `text` goes with one call. */
async function deleteConfirmed(user: User, menu: HTMLElement, dialogName: string, text: string, deletes: () => unknown[]) {
  await user.click(within(menu).getByRole('menuitem', { name: 'Sil' }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  expect(deletes()).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
  expect(deletes()).toHaveLength(1);
}

describe('CommunityPage likes, comments and deletion', { timeout: 15_000 }, () => {
  it("toggles a like with the server's count and state", async () => {
    let liked = false;
    const { callsTo, user } = await openCommunity(9, [makePost({ post_id: 1, content: 'Beğenilecek', likes_count: 3 })], {
      'POST /community/posts/:postId/like': () => {
        liked = !liked;
        return jsonResponse({ isLiked: liked, likes_count: liked ? 10 : 9 });
      },
    });
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
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openCommunity(9, [makePost({ post_id: 1, content: 'Beğenilecek', likes_count: 3 })], {
      'POST /community/posts/:postId/like': () => jsonResponse({ message: 'Hata' }, 500),
    });
    const like = within(card('Beğenilecek')).getByRole('button', { name: /beğen/ });
    await user.click(like);
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveTextContent('3');
  });

  it('expands and collapses the comments, loading them once, and adds and likes comments', async () => {
    const added = makeComment({ comment_id: 77, user_id: 5, username: 'okur', content: 'Katılıyorum' });
    const { callsTo, user } = await openCommunity(9, [makePost({ post_id: 1, content: 'Yorumlu', comments_count: 2 })], {
      'GET /community/posts/:postId/comments': [
        makeComment({ comment_id: 11, content: 'İlk yorum', likes_count: 1 }),
        makeComment({ comment_id: 12, content: 'İkinci yorum' }),
      ],
      'POST /community/posts/:postId/comments': () => jsonResponse({ commentId: 77, comment: added }, 201),
      'POST /community/comments/:commentId/like': { isLiked: true, likes_count: 5 },
    });
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
    const likeComment = within(comment('İlk yorum')).getByRole('button', { name: /yorumu beğen/ });
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
    const firstPage = Array.from({ length: 50 }, (_, i) => makeComment({ comment_id: 100 + i, content: `Yorum no ${i}` }));
    const mine = makeComment({ comment_id: 500, user_id: 5, username: 'okur', content: 'Benim yeni yorumum' });
    const { callsTo, user } = await openCommunity(9, [makePost({ post_id: 1, content: 'Çok yorumlu', comments_count: 52 })], {
      'GET /community/posts/:postId/comments': ({ query }) =>
        query.get('after') === '149'
          ? [makeComment({ comment_id: 150, content: 'Yorum no 50' }), makeComment({ comment_id: 500, user_id: 5, username: 'okur', content: 'Benim yeni yorumum' })]
          : firstPage,
      'POST /community/posts/:postId/comments': () => jsonResponse({ commentId: 500, comment: mine }, 201),
    });
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
    const mine = makePost({ post_id: 1, user_id: 5, username: 'okur', content: 'Benim gönderim' });
    const theirs = makePost({ post_id: 2, user_id: 9, username: 'burak', content: 'Başkasının gönderisi' });
    const { callsTo, user } = await openCommunity(5, [mine, theirs], { 'DELETE /community/posts/:postId': { message: 'Gönderi silindi.' } });

    let menu = await openMenu(user, card('Başkasının gönderisi'), 'Gönderi seçenekleri');
    expect(within(menu).queryByRole('menuitem', { name: 'Sil' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Şikayet et' })).toBeInTheDocument();
    await closeMenu(user);

    // One's own post: delete, and nothing to report, mute or block.
    menu = await openMenu(user, card('Benim gönderim'), 'Gönderi seçenekleri');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Sil']);
    await deleteConfirmed(user, menu, 'Gönderiyi sil', 'Benim gönderim', () => callsTo('DELETE /community/posts/:postId'));
    expect(screen.getByText('Başkasının gönderisi')).toBeInTheDocument();
  });

  it('offers comment delete only on own comments', async () => {
    const { callsTo, user } = await openCommunity(9, [makePost({ post_id: 1, content: 'Yorumlu', comments_count: 2 })], {
      'GET /community/posts/:postId/comments': [
        makeComment({ comment_id: 11, user_id: 9, username: 'burak', content: 'Onun yorumu' }),
        makeComment({ comment_id: 12, user_id: 5, username: 'okur', content: 'Benim yorumum' }),
      ],
      'DELETE /community/comments/:commentId': { message: 'Yorum silindi.' },
    });
    await user.click(within(card('Yorumlu')).getByRole('button', { name: 'Yorumlar (2)' }));
    await screen.findByText('Onun yorumu');

    let menu = await openMenu(user, comment('Onun yorumu'), 'Yorum seçenekleri');
    expect(within(menu).queryByRole('menuitem', { name: 'Sil' })).not.toBeInTheDocument();
    await closeMenu(user);

    menu = await openMenu(user, comment('Benim yorumum'), 'Yorum seçenekleri');
    await deleteConfirmed(user, menu, 'Yorumu sil', 'Benim yorumum', () => callsTo('DELETE /community/comments/:commentId'));
    expect(within(card('Yorumlu')).getByRole('button', { name: 'Yorumlar (1)' })).toBeInTheDocument();
  });
});
