import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES, MSG } from '@okuryazar/shared';
import { bodyOf, callsTo, installFakeServer, jsonResponse, makeComment, makeReader, renderReader, setSession } from '../testUtils';
import { cleanUpAfterEach } from '../../../test/cleanup';

/** Issue 31: the composer while comments are closed, and the story author's entries in a comment's menu. */
const AUTHOR_ID = 77;
const READER_ID = 5;

beforeEach(() => {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

cleanUpAfterEach();

const others = () => [makeComment({ comment_id: 2, user_id: 8, username: 'kabaokur', content: 'Kaba bir yorum', likes_count: 1 })];
const closedReader = (chapterId: number) => ({ ...makeReader(chapterId - 10), comments_closed: true });
const region = () => screen.getByRole('region', { name: /Yorumlar/ });

describe('closed comments', { timeout: 20_000 }, () => {
  it('replaces the composer and the reply buttons with the explanation, and keeps the comments and their likes', async () => {
    setSession(READER_ID);
    const server = installFakeServer({ comments: others(), reader: closedReader });
    renderReader(2);
    await screen.findByText('Kaba bir yorum');
    expect(within(region()).getByRole('status')).toHaveTextContent(MSG.commentsClosed);
    expect(within(region()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(region()).queryByRole('button', { name: 'Yanıtla' })).not.toBeInTheDocument();
    expect(within(region()).queryByRole('button', { name: 'Yorumları yeniden aç' })).not.toBeInTheDocument();
    await userEvent.click(within(region()).getByRole('button', { name: /kabaokur adlı kullanıcının yorumunu beğen/ }));
    await waitFor(() => expect(callsTo(server, 'POST', /^\/bookReader\/comments\/2\/like$/)).toHaveLength(1));
  });

  it('shows the explanation at once when the author closed comments while the box was open', async () => {
    setSession(READER_ID);
    installFakeServer({
      comments: others(),
      createComment: () => jsonResponse({ message: MSG.commentsClosed, code: ERROR_CODES.COMMENTS_CLOSED }, 403),
    });
    renderReader(2);
    await screen.findByText('Kaba bir yorum');
    await userEvent.type(within(region()).getByRole('textbox', { name: 'Yorumunuz' }), 'Geç kalan yorum');
    await userEvent.click(within(region()).getByRole('button', { name: 'Gönder' }));
    expect(await within(region()).findByRole('status')).toHaveTextContent(MSG.commentsClosed);
    expect(within(region()).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('tells the author it is their choice and reopens from the same place', async () => {
    setSession(AUTHOR_ID);
    const server = installFakeServer({ comments: others(), reader: closedReader });
    renderReader(2);
    await screen.findByText('Kaba bir yorum');
    expect(within(region()).getByRole('status')).toHaveTextContent('Bu hikayede yorumları kapattınız.');
    await userEvent.click(within(region()).getByRole('button', { name: 'Yorumları yeniden aç' }));
    expect(await within(region()).findByRole('textbox', { name: 'Yorumunuz' })).toBeInTheDocument();
    const [[, init] = []] = callsTo(server, 'PUT', /^\/stories\/1\/comment-settings$/);
    expect(bodyOf(init)).toEqual({ closed: false });
  });
});

describe('the story author’s comment menu', { timeout: 20_000 }, () => {
  it('deletes a reader’s comment after a confirmation that says the writer is told', async () => {
    setSession(AUTHOR_ID);
    const server = installFakeServer({ comments: others() });
    renderReader(2);
    await screen.findByText('Kaba bir yorum');
    await userEvent.click(within(region()).getByRole('button', { name: 'Yorum seçenekleri' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Yorumu sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yorumu sil' });
    expect(dialog).toHaveTextContent('kabaokur adlı kullanıcının yorumu kalıcı olarak silinecek ve kendisine bildirilecek');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(screen.queryByText('Kaba bir yorum')).not.toBeInTheDocument());
    expect(callsTo(server, 'DELETE', /^\/bookReader\/comments\/2$/)).toHaveLength(1);
  });

  it('closes comments from the menu, and the composer gives way', async () => {
    setSession(AUTHOR_ID);
    const server = installFakeServer({ comments: others() });
    renderReader(2);
    await screen.findByText('Kaba bir yorum');
    await userEvent.click(within(region()).getByRole('button', { name: 'Yorum seçenekleri' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Yorumları kapat' }));
    expect(await within(region()).findByRole('status')).toHaveTextContent('Bu hikayede yorumları kapattınız.');
    expect(within(region()).queryByRole('textbox')).not.toBeInTheDocument();
    const [[, init] = []] = callsTo(server, 'PUT', /^\/stories\/1\/comment-settings$/);
    expect(bodyOf(init)).toEqual({ closed: true });
  });

  it('offers neither entry to a reader who is not the story’s author', async () => {
    setSession(READER_ID);
    installFakeServer({ comments: others() });
    renderReader(2);
    await screen.findByText('Kaba bir yorum');
    await userEvent.click(within(region()).getByRole('button', { name: 'Yorum seçenekleri' }));
    expect(await screen.findByRole('menuitem', { name: 'Şikayet et' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Yorumu sil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Yorumları kapat' })).not.toBeInTheDocument();
  });
});
