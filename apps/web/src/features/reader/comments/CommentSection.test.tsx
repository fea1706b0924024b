import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@okuryazar/shared';
import { bodyOf, callsTo, installFakeServer, jsonResponse, makeComment, makeReader, renderReader, setSession } from '../testUtils';
import { expectAlert } from '../../../test/alerts';
import { cleanUpAfterEach } from '../../../test/cleanup';

const OWN_ID = 5;

beforeEach(() => {
  setSession(OWN_ID);
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

cleanUpAfterEach();

function seed() {
  const mine = makeComment({ comment_id: 1, user_id: OWN_ID, username: 'kitapkurdu', content: 'Benim yorumum' });
  const other = makeComment({ comment_id: 2, user_id: 7, username: 'baskaokur', content: 'Başkasının yorumu', likes_count: 3 });
  const replyToMine = makeComment({ comment_id: 3, parent_comment_id: 1, user_id: 7, username: 'baskaokur', content: 'Yanıt bir' });
  const ownReply = makeComment({ comment_id: 4, parent_comment_id: 2, user_id: OWN_ID, username: 'kitapkurdu', content: 'Benim yanıtım' });
  return [mine, other, replyToMine, ownReply];
}

const commentsRegion = () => screen.getByRole('region', { name: /Yorumlar/ });
const thread = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

// Role queries are slow in jsdom; the whole suite runs in parallel, so allow generous time.
describe('CommentSection', { timeout: 20_000 }, () => {
  it('shows "Henüz yorum yok." without comments', async () => {
    installFakeServer({ comments: [] });
    renderReader(2);
    expect(await within(await screen.findByRole('region', { name: /Yorumlar/ })).findByText(MSG.noComments)).toBeInTheDocument();
  });

  it('lists comments with replies nested under their parent, names, relative time and likes', async () => {
    installFakeServer({ comments: seed() });
    renderReader(2);
    await screen.findByText('Benim yorumum');
    const region = commentsRegion();
    const topLevel = within(region).getAllByRole('listitem').filter((li) => li.parentElement?.parentElement === region);
    expect(topLevel).toHaveLength(2);

    const replies = within(region).getByRole('list', { name: 'kitapkurdu adlı kullanıcının yorumuna yanıtlar' });
    expect(within(replies).getByText('Yanıt bir')).toBeInTheDocument();
    expect(within(region).getAllByText('2 saat önce').length).toBe(4);
    expect(within(region).getAllByRole('link', { name: 'baskaokur' })[0]).toHaveAttribute('href', '/profile/7');
    expect(within(region).getByRole('button', { name: 'baskaokur adlı kullanıcının yorumunu beğen (3 beğeni)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows "Sil" only on the reader\'s own comments', async () => {
    installFakeServer({ comments: seed() });
    renderReader(2);
    await screen.findByText('Benim yorumum');
    expect(screen.getAllByRole('button', { name: 'Sil' })).toHaveLength(2);
    const otherItem = screen.getByText('Başkasının yorumu').parentElement as HTMLElement;
    expect(within(otherItem).queryByRole('button', { name: 'Sil' })).not.toBeInTheDocument();
    const replyItem = screen.getByText('Yanıt bir').parentElement as HTMLElement;
    expect(within(replyItem).queryByRole('button', { name: 'Sil' })).not.toBeInTheDocument();
    expect(within(screen.getByText('Benim yorumum').parentElement as HTMLElement).getByRole('button', { name: 'Sil' })).toBeInTheDocument();
  });

  it('marks the reader’s own comment that a moderator removed, with the note and only its delete (docs/PRODUCT.md#trust-and-safety)', async () => {
    const removed = makeComment({
      comment_id: 9,
      user_id: OWN_ID,
      username: 'kitapkurdu',
      content: 'Kaldırılan yorum',
      removed: { at: '2026-03-04T09:30:00.000Z', note: 'Hakaret içeriyor.' },
    });
    installFakeServer({ comments: [removed, ...seed()] });
    renderReader(2);
    const item = (await screen.findByText('Kaldırılan yorum')).parentElement as HTMLElement;
    expect(within(item).getByRole('note', { name: 'Kaldırıldı' })).toHaveTextContent('Moderatör notu: Hakaret içeriyor.');
    expect(within(item).queryByRole('button', { name: /beğen/ })).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Yanıtla' })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Sil' })).toBeInTheDocument();
    // The others keep their actions.
    const mine = screen.getByText('Benim yorumum').parentElement as HTMLElement;
    expect(within(mine).queryByRole('note')).not.toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Yanıtla' })).toBeInTheDocument();
  });

  it("puts the ⋯ menu (report, mute, block) on others' comments only", async () => {
    installFakeServer({ comments: seed() });
    renderReader(2);
    await screen.findByText('Benim yorumum');
    const menuOf = (text: string) => within(screen.getByText(text).parentElement as HTMLElement).queryByRole('button', { name: 'Yorum seçenekleri' });
    expect(menuOf('Başkasının yorumu')).toBeInTheDocument();
    expect(menuOf('Yanıt bir')).toBeInTheDocument();
    expect(menuOf('Benim yorumum')).not.toBeInTheDocument();
    expect(menuOf('Benim yanıtım')).not.toBeInTheDocument();
  });

  it('posts a new comment, appends it and raises the comment count', async () => {
    const fetchMock = installFakeServer({ comments: [], reader: (id) => makeReader(id - 10, { chapter: { comments: 0 } }) });
    renderReader(2);
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Yorumunuz' });
    expect(screen.getByText('0 yorum')).toBeInTheDocument();
    await user.type(box, '  Çok güzel bir bölüm!  ');
    await user.click(within(commentsRegion()).getByRole('button', { name: 'Gönder' }));

    expect(await screen.findByText('Çok güzel bir bölüm!')).toBeInTheDocument();
    const posts = callsTo(fetchMock, 'POST', /^\/bookReader\/books\/1\/chapters\/12\/comments$/);
    expect(posts).toHaveLength(1);
    expect(bodyOf(posts[0]![1])).toEqual({ content: 'Çok güzel bir bölüm!', parentCommentId: null });
    expect(box).toHaveValue('');
    expect(screen.getByText('1 yorum')).toBeInTheDocument();
    expect(screen.queryByText(MSG.noComments)).not.toBeInTheDocument();
  });

  it('never sends an empty or whitespace-only comment', async () => {
    const fetchMock = installFakeServer({ comments: [] });
    renderReader(2);
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Yorumunuz' });
    const send = within(commentsRegion()).getByRole('button', { name: 'Gönder' });
    expect(send).toBeDisabled();
    await user.type(box, '   \n  ');
    expect(send).toBeDisabled();
    fireEvent.submit(box.closest('form')!);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(callsTo(fetchMock, 'POST', /\/comments$/)).toHaveLength(0);
  });

  it('replies inline: "Yanıtla" opens a box and the reply lands under its parent', async () => {
    const fetchMock = installFakeServer({ comments: seed() });
    renderReader(2);
    const user = userEvent.setup();
    await screen.findByText('Başkasının yorumu');
    const otherThread = thread('Başkasının yorumu');
    const replyButton = within(screen.getByText('Başkasının yorumu').parentElement as HTMLElement).getByRole('button', { name: 'Yanıtla' });
    await user.click(replyButton);
    expect(replyButton).toHaveAttribute('aria-expanded', 'true');

    const box = within(otherThread).getByRole('textbox', { name: 'baskaokur adlı kullanıcıya yanıtınız' });
    expect(box).toHaveFocus();
    await user.type(box, 'Katılıyorum');
    await user.click(within(otherThread).getByRole('button', { name: 'Gönder' }));

    const replies = await within(otherThread).findByRole('list', { name: /yanıtlar/ });
    expect(await within(replies).findByText('Katılıyorum')).toBeInTheDocument();
    const posts = callsTo(fetchMock, 'POST', /\/comments$/);
    expect(bodyOf(posts[0]![1])).toEqual({ content: 'Katılıyorum', parentCommentId: 2 });
    expect(within(otherThread).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('a reply to a reply stays one level deep (sent with the top-level parent)', async () => {
    const fetchMock = installFakeServer({ comments: seed() });
    renderReader(2);
    const user = userEvent.setup();
    await screen.findByText('Yanıt bir');
    await user.click(within(screen.getByText('Yanıt bir').parentElement as HTMLElement).getByRole('button', { name: 'Yanıtla' }));
    const box = screen.getByRole('textbox', { name: 'baskaokur adlı kullanıcıya yanıtınız' });
    await user.type(box, 'Ben de');
    await user.click(within(thread('Benim yorumum')).getByRole('button', { name: 'Gönder' }));
    await screen.findByText('Ben de');
    expect(bodyOf(callsTo(fetchMock, 'POST', /\/comments$/)[0]![1])).toEqual({ content: 'Ben de', parentCommentId: 1 });
  });

  it('deletes an own comment after confirmation; others’ replies stay under “Bu yorum silindi.”', async () => {
    const fetchMock = installFakeServer({ comments: seed(), reader: (id) => makeReader(id - 10, { chapter: { comments: 4 } }) });
    renderReader(2);
    const user = userEvent.setup();
    await screen.findByText('Benim yorumum');
    expect(screen.getByText('4 yorum')).toBeInTheDocument();
    await user.click(within(screen.getByText('Benim yorumum').parentElement as HTMLElement).getByRole('button', { name: 'Sil' }));

    const dialog = await screen.findByRole('dialog', { name: 'Yorumu sil' });
    expect(callsTo(fetchMock, 'DELETE', /comments/)).toHaveLength(0);
    // The buttons sit in the dialog's pinned action row.
    expect(within(dialog).getByRole('button', { name: 'Vazgeç' }).closest('[data-dialog-actions]')).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Sil' }).closest('[data-dialog-actions]')).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));

    await waitFor(() => expect(screen.queryByText('Benim yorumum')).not.toBeInTheDocument());
    const placeholder = thread(MSG.commentDeleted);
    expect(within(placeholder).getByText('Yanıt bir')).toBeInTheDocument();
    expect(within(placeholder).getByRole('list', { name: 'Silinmiş yoruma yanıtlar' })).toBeInTheDocument();
    expect(screen.getByText('Başkasının yorumu')).toBeInTheDocument();
    expect(screen.getByText('Benim yanıtım')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', /comments/).map(([url]) => url)).toEqual(['/bookReader/comments/1']);
    expect(screen.getByText('3 yorum')).toBeInTheDocument();
  });

  it('deletes an own reply alone', async () => {
    installFakeServer({ comments: seed(), reader: (id) => makeReader(id - 10, { chapter: { comments: 4 } }) });
    renderReader(2);
    const user = userEvent.setup();
    await screen.findByText('Benim yanıtım');
    await user.click(within(screen.getByText('Benim yanıtım').parentElement as HTMLElement).getByRole('button', { name: 'Sil' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Yorumu sil' })).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(screen.queryByText('Benim yanıtım')).not.toBeInTheDocument());
    expect(screen.getByText('Başkasının yorumu')).toBeInTheDocument();
    expect(screen.queryByText(MSG.commentDeleted)).not.toBeInTheDocument();
    expect(screen.getByText('3 yorum')).toBeInTheDocument();
  });

  it('shows a comment deleted by its writer as “Bu yorum silindi.” with its replies, naming nobody and offering nothing to do', async () => {
    const gone = makeComment({ comment_id: 10, user_id: null, username: null, profile_image_url: null, content: '', likes_count: 0, deleted: true, replies_count: 1 });
    const reply = makeComment({ comment_id: 11, parent_comment_id: 10, user_id: 7, username: 'baskaokur', content: 'Kalan yanıt' });
    installFakeServer({ comments: [gone, reply] });
    renderReader(2);
    await screen.findByText(MSG.commentDeleted);
    const placeholder = thread(MSG.commentDeleted);
    const item = screen.getByText(MSG.commentDeleted).closest('[data-deleted]') as HTMLElement;
    expect(item).not.toBeNull();
    expect(within(item).queryByRole('link')).not.toBeInTheDocument();
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    expect(item.textContent).not.toContain('null');
    expect(within(placeholder).getByText('Kalan yanıt')).toBeInTheDocument();
    expect(within(placeholder).getByRole('link', { name: 'baskaokur' })).toHaveAttribute('href', '/profile/7');
  });

  it('cancelling the confirmation keeps the comment', async () => {
    const fetchMock = installFakeServer({ comments: seed() });
    renderReader(2);
    const user = userEvent.setup();
    await screen.findByText('Benim yorumum');
    await user.click(within(screen.getByText('Benim yorumum').parentElement as HTMLElement).getByRole('button', { name: 'Sil' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Benim yorumum')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', /comments/)).toHaveLength(0);
  });

  it('toggles a comment like from the server answer', async () => {
    let liked = false;
    installFakeServer({
      comments: seed(),
      commentLike: () => {
        liked = !liked;
        return { isLiked: liked, likes: liked ? 4 : 3 };
      },
    });
    renderReader(2);
    await screen.findByText('Başkasının yorumu');
    const like = screen.getByRole('button', { name: /baskaokur adlı kullanıcının yorumunu beğen \(3/ });
    fireEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveAccessibleName('baskaokur adlı kullanıcının yorumunu beğen (4 beğeni)');
    fireEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(like).toHaveAccessibleName('baskaokur adlı kullanıcının yorumunu beğen (3 beğeni)');
  });

  it("shows the server's count for a comment like, not the old count moved by one", async () => {
    installFakeServer({ comments: seed(), commentLike: () => ({ isLiked: true, likes: 12 }) });
    renderReader(2);
    await screen.findByText('Başkasının yorumu');
    const like = screen.getByRole('button', { name: /baskaokur adlı kullanıcının yorumunu beğen \(3/ });
    fireEvent.click(like);
    await waitFor(() => expect(like).toHaveAccessibleName('baskaokur adlı kullanıcının yorumunu beğen (12 beğeni)'));
    expect(like).toHaveAttribute('aria-pressed', 'true');
  });

  it('loads 50 comments a page with "Daha fazla yorum yükle" and a thread\'s other replies on demand', async () => {
    const top = Array.from({ length: 52 }, (_, i) => makeComment({ comment_id: 100 + i, user_id: 7, username: 'baskaokur', content: `Yorum ${i}` }));
    const replies = Array.from({ length: 5 }, (_, i) =>
      makeComment({ comment_id: 300 + i, parent_comment_id: 100, user_id: 7, username: 'baskaokur', content: `Yanıt ${i}` }),
    );
    const fetchMock = installFakeServer({ comments: [...top, ...replies] });
    renderReader(2);
    const user = userEvent.setup();
    await screen.findByText('Yorum 49');
    expect(screen.queryByText('Yorum 50')).not.toBeInTheDocument();
    // The first page brings the first three replies and says how many more there are.
    expect(screen.getByText('Yanıt 2')).toBeInTheDocument();
    expect(screen.queryByText('Yanıt 3')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2 yanıt daha göster' }));
    expect(await screen.findByText('Yanıt 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /yanıt daha göster/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', /comments\?parent=/).map(([url]) => url)).toEqual(['/bookReader/chapters/12/comments?parent=100&after=302']);

    await user.click(screen.getByRole('button', { name: 'Daha fazla yorum yükle' }));
    expect(await screen.findByText('Yorum 51')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', /comments\?after=/).map(([url]) => url)).toEqual(['/bookReader/chapters/12/comments?after=149']);
    expect(screen.getAllByText(/^Yorum \d+$/)).toHaveLength(52);
    expect(screen.queryByRole('button', { name: 'Daha fazla yorum yükle' })).not.toBeInTheDocument();
  }, 60_000);

  it('only logs a failed comment post and keeps the text', async () => {
    installFakeServer({
      comments: [],
      createComment: () => {
        throw new Error('ağ hatası');
      },
    });
    renderReader(2);
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Yorumunuz' });
    await user.type(box, 'Kaybolmasın');
    await user.click(within(commentsRegion()).getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(box).toHaveValue('Kaybolmasın');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the Turkish rate-limit message under the box on a 429 and keeps the text', async () => {
    const tooFast = () => jsonResponse({ message: MSG.tooFast, code: 'RATE_LIMITED' }, 429);
    installFakeServer({ comments: seed(), createComment: tooFast });
    renderReader(2);
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Yorumunuz' });
    await user.type(box, 'Bekleyince gönderirim');
    await user.click(within(commentsRegion()).getByRole('button', { name: 'Gönder' }));
    await expectAlert(within(box.closest('form')!), MSG.tooFast);
    expect(box).toHaveValue('Bekleyince gönderirim');
    expect(box).toHaveAccessibleDescription(MSG.tooFast);

    // A reply box keeps its text and stays open too.
    await user.click(within(screen.getByText('Başkasının yorumu').parentElement as HTMLElement).getByRole('button', { name: 'Yanıtla' }));
    const replyBox = screen.getByRole('textbox', { name: 'baskaokur adlı kullanıcıya yanıtınız' });
    await user.type(replyBox, 'Yanıtım');
    await user.click(within(thread('Başkasının yorumu')).getByRole('button', { name: 'Gönder' }));
    await expectAlert(within(replyBox.closest('form')!), MSG.tooFast);
    expect(replyBox).toHaveValue('Yanıtım');
  });
});
