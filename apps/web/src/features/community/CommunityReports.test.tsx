import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODERATION_MSG, MSG } from '@okuryazar/shared';
import { makeComment, makePost, signIn } from '../../test/community';
import { jsonResponse, mockBackend } from '../../test/mockBackend';
import { card, installCommunityTestCleanup, other, owner, renderCommunity } from './communityTestUtils';
import { expectAlert } from '../../test/alerts';

installCommunityTestCleanup();

describe('CommunityPage reports and rate limits', { timeout: 15_000 }, () => {
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
    await expectAlert(within(dialog), 'Bu içeriği zaten şikayet ettiniz.');
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
      await expectAlert(screen, MSG.tooFast);
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
      await expectAlert(screen, MSG.tooFast);
      expect(input).toHaveValue('Kaybolmasın');

      await user.click(within(card('Yorumlu')).getByRole('button', { name: 'Gönderi seçenekleri' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Şikayet et' }));
      const dialog = await screen.findByRole('dialog', { name: 'Gönderiyi şikayet et' });
      await user.click(within(dialog).getByRole('radio', { name: 'Taciz' }));
      const description = within(dialog).getByRole('textbox', { name: /Açıklama/ });
      await user.type(description, 'Rahatsız edici.');
      await user.click(within(dialog).getByRole('button', { name: 'Gönder' }));
      await expectAlert(within(dialog), MSG.tooFast);
      expect(description).toHaveValue('Rahatsız edici.');
      expect(within(dialog).getByRole('radio', { name: 'Taciz' })).toBeChecked();
    });
  });
});
