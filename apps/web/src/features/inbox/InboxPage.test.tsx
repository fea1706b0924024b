import { ERROR_CODES, MSG, SAFETY_MSG, type Conversation } from '@okuryazar/shared';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routePatterns } from '../../config/paths';
import { apiError, jsonResponse, mockBackend, type MockRequest } from '../../test/mockBackend';
import type { MessagePartner } from '../live';
import { FakeSocket, makeConversation, makeLiveMessage, renderLive } from '../../test/live';
import { dayLabel } from './dates';
import { InboxPage } from './InboxPage';
import { expectAlert } from '../../test/alerts';
import { freshBrowserEachTest } from '../../test/browser';

// Generous waits: the whole suite runs in parallel on two cores.
configure({ asyncUtilTimeout: 4000 });

const render = (entry = '/inbox') => renderLive(<InboxPage />, { pattern: routePatterns.inbox, entry });

const elif = makeConversation({ user_id: 9, username: 'elif', full_name: 'Elif Yıldırım', last_message_at: '2024-03-01T10:00:00.000Z' });
const kaan = makeConversation({
  user_id: 12,
  username: 'kaan',
  full_name: 'Kaan Demirel',
  last_message_at: '2024-03-02T10:00:00.000Z',
  messages: [{ message_id: 150, sender_id: 5, recipient_id: 12, content: 'Görüşürüz', created_at: '2024-03-02T10:00:00.000Z' }],
});
/** GET /messages/:userId answered per user; anyone else is not found. */
const threads =
  (byUser: Record<string, Conversation>) =>
  ({ params }: MockRequest) =>
    byUser[params.userId ?? ''] ?? apiError(404, MSG.userNotFound, 'NOT_FOUND');
/** GET /messages/users/:username answered per name (a Response is answered afresh each time); anyone else is not found. */
const people =
  (byName: Record<string, MessagePartner | Response>) =>
  ({ params }: MockRequest) => {
    const answer = byName[params.username ?? ''];
    return answer instanceof Response ? answer.clone() : (answer ?? apiError(404, MSG.notFound, 'NOT_FOUND'));
  };

const elifThread = {
  ...elif,
  messages: [
    { message_id: 90, sender_id: 5, recipient_id: 9, content: 'Selam Elif', created_at: '2024-02-29T09:00:00.000Z' },
    { message_id: 100, sender_id: 9, recipient_id: 5, content: 'Merhaba!', created_at: '2024-03-01T10:00:00.000Z' },
  ],
};

const deniz = { user_id: 20, username: 'deniz', full_name: 'Deniz Özkan', profile_image_url: null };
const denizThread = { ...elif, ...deniz, messages: [] };

freshBrowserEachTest({ silenceErrors: true });

describe('dayLabel', () => {
  it('speaks Turkish', () => {
    const now = new Date(2024, 2, 10, 12);
    expect(dayLabel(new Date(2024, 2, 10, 8), now)).toBe('Bugün');
    expect(dayLabel(new Date(2024, 2, 9, 23), now)).toBe('Dün');
    expect(dayLabel(new Date(2024, 2, 6, 8), now)).toBe('Çarşamba');
    expect(dayLabel(new Date(2024, 0, 2, 8), now)).toBe('2 Ocak');
    expect(dayLabel(new Date(2022, 0, 2, 8), now)).toBe('2 Ocak 2022');
  });
});

describe('InboxPage', () => {
  it('lists conversations newest first with a preview', async () => {
    mockBackend({ 'GET /messages': [elif, kaan] });
    render();
    const list = await screen.findByRole('list', { name: 'Konuşmalar' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/inbox?recipient_username=kaan', '/inbox?recipient_username=elif']);
    expect(links[0]).toHaveTextContent('Kaan Demirel');
    expect(links[0]).toHaveTextContent('Siz: Görüşürüz');
    expect(links[1]).toHaveTextContent('Merhaba!');
  });

  it('shows the empty state', async () => {
    mockBackend({ 'GET /messages': [] });
    render();
    expect(await screen.findByText('Henüz mesajınız yok.')).toBeInTheDocument();
  });

  it('opens the conversation named in the query, with day separators and own bubbles', async () => {
    const { callsTo } = mockBackend({ 'GET /messages': [elif, kaan], 'GET /messages/:userId': threads({ 9: elifThread }) });
    render('/inbox?recipient_username=elif');
    const region = await screen.findByRole('region', { name: 'Elif Yıldırım ile mesajlar' });
    expect(await within(region).findByText('Merhaba!')).toBeInTheDocument();
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(4); // two days, two messages
    expect(items[1]).toHaveClass('mine');
    expect(items[3]).toHaveClass('theirs');
    expect(callsTo('GET /messages/users/:username')).toEqual([]);
    expect(within(screen.getByRole('list', { name: 'Konuşmalar' })).getByRole('link', { current: true })).toHaveTextContent('Elif');
  });

  it('starts a new conversation from the query after looking the user up', async () => {
    mockBackend({
      'GET /messages': [elif],
      'GET /messages/users/:username': people({ deniz }),
      'GET /messages/:userId': threads({ 20: denizThread }),
    });
    render('/inbox?recipient_username=deniz');
    expect(await screen.findByText(/Henüz mesaj yok/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Deniz Özkan kişisine mesaj' })).toBeInTheDocument();
  });

  it('says the username is not valid when the look-up answers 404', async () => {
    mockBackend({ 'GET /messages': [], 'GET /messages/users/:username': people({}) });
    render('/inbox?recipient_username=yokboyle');
    await expectAlert(screen, MSG.validUsernameRequired);
  });

  it('asks to try again for other look-up failures', async () => {
    mockBackend({ 'GET /messages': [], 'GET /messages/users/:username': people({ kim: apiError(500, 'x') }) });
    render('/inbox?recipient_username=kim');
    await expectAlert(screen, MSG.tryAgain);
  });

  it('refuses a conversation with oneself from the query', async () => {
    const { callsTo } = mockBackend({ 'GET /messages': [] });
    render('/inbox?recipient_username=Ayse');
    const alert = await expectAlert(screen, MSG.cannotMessageSelf);
    expect(alert).toHaveTextContent(MSG.cannotStartWithSelf);
    expect(callsTo('GET /messages/users/:username')).toEqual([]);
  });

  describe('new message dialog', () => {
    async function openDialog() {
      const user = userEvent.setup();
      const result = render();
      await screen.findByText('Henüz mesajınız yok.');
      await user.click(screen.getAllByRole('button', { name: 'Yeni mesaj' })[0]!);
      const dialog = await screen.findByRole('dialog', { name: 'Yeni mesaj' });
      const field = within(dialog).getByLabelText('Kullanıcı adı');
      return { user, dialog, field, ...result };
    }

    it('focuses the field and refuses one’s own username', async () => {
      mockBackend({ 'GET /messages': [] });
      const { user, dialog, field } = await openDialog();
      expect(field).toHaveFocus();
      await user.type(field, 'ayse{Enter}');
      const alert = await expectAlert(within(dialog), MSG.cannotMessageSelf);
      expect(alert).toHaveTextContent(MSG.cannotStartWithSelf);
      expect(field).toHaveAttribute('aria-invalid', 'true');
    });

    it('shows the 404 text and the generic text', async () => {
      mockBackend({ 'GET /messages': [], 'GET /messages/users/:username': people({ hata: apiError(500, 'x') }) });
      const { user, dialog, field } = await openDialog();
      await user.type(field, 'kimseyok{Enter}');
      expect(await within(dialog).findByText(MSG.validUsernameRequired)).toBeInTheDocument();
      await user.clear(field);
      await user.type(field, 'hata{Enter}');
      expect(await within(dialog).findByText(MSG.tryAgain)).toBeInTheDocument();
    });

    it('opens the conversation for a real user', async () => {
      mockBackend({
        'GET /messages': [],
        'GET /messages/users/:username': people({ deniz }),
        'GET /messages/:userId': threads({ 20: denizThread }),
      });
      const { user, field } = await openDialog();
      await user.type(field, '@deniz{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByRole('textbox', { name: 'Deniz Özkan kişisine mesaj' })).toBeInTheDocument();
    });
  });

  describe('composer', () => {
    it('sends with Enter, clears the input, keeps Shift+Enter as a newline and refuses blanks', async () => {
      const sent: unknown[] = [];
      mockBackend({
        'GET /messages': [elif],
        'GET /messages/:userId': threads({ 9: elifThread }),
        'POST /messages': ({ body }) => {
          sent.push(body);
          return jsonResponse(
            { message_id: 500, sender_id: 5, recipient_id: 9, content: (body as { content: string }).content, created_at: new Date().toISOString() },
            201,
          );
        },
      });
      const user = userEvent.setup();
      render('/inbox?recipient_username=elif');
      const box = await screen.findByRole('textbox', { name: 'Elif Yıldırım kişisine mesaj' });
      await user.type(box, '   {Enter}');
      expect(sent).toEqual([]);
      expect(screen.getByRole('button', { name: 'Gönder' })).toBeDisabled();

      await user.clear(box);
      await user.type(box, 'Birinci satır{Shift>}{Enter}{/Shift}ikinci satır');
      expect(box).toHaveValue('Birinci satır\nikinci satır');
      await user.keyboard('{Enter}');
      expect(box).toHaveValue('');
      await waitFor(() => expect(sent).toEqual([{ recipient_username: 'elif', content: 'Birinci satır\nikinci satır' }]));
      const region = screen.getByRole('region', { name: 'Elif Yıldırım ile mesajlar' });
      expect(await within(region).findByText(/Birinci satır/)).toBeInTheDocument();
      // The list preview follows.
      expect(within(screen.getByRole('list', { name: 'Konuşmalar' })).getByRole('link')).toHaveTextContent('Siz: Birinci satır');

      // The same message echoed over the socket is not shown twice.
      act(() => FakeSocket.last.accept());
      act(() =>
        FakeSocket.last.receive({
          type: 'new_message',
          data: makeLiveMessage({ message_id: 500, sender_id: 5, recipient_id: 9, username: 'ayse', content: 'Birinci satır\nikinci satır' }),
        }),
      );
      await waitFor(() => expect(within(region).getAllByText(/Birinci satır/)).toHaveLength(1));
    });

    it('keeps the typed text when sending fails', async () => {
      mockBackend({
        'GET /messages': [elif],
        'GET /messages/:userId': threads({ 9: elifThread }),
        'POST /messages': () => apiError(500, 'Hata'),
      });
      const user = userEvent.setup();
      render('/inbox?recipient_username=elif');
      const box = await screen.findByRole('textbox', { name: 'Elif Yıldırım kişisine mesaj' });
      await user.type(box, 'Kaybolmasın{Enter}');
      await waitFor(() => expect(box).toHaveValue('Kaybolmasın'));
      expect(console.error).toHaveBeenCalled();
    });

    it('shows the Turkish rate-limit message on a 429, keeps the text, and clears the message on the next send', async () => {
      let refuse = true;
      mockBackend({
        'GET /messages': [elif],
        'GET /messages/:userId': threads({ 9: elifThread }),
        'POST /messages': ({ body }) =>
          refuse
            ? apiError(429, MSG.tooFast, 'RATE_LIMITED')
            : jsonResponse(
                { message_id: 900, sender_id: 5, recipient_id: 9, content: (body as { content: string }).content, created_at: new Date().toISOString() },
                201,
              ),
      });
      const user = userEvent.setup();
      render('/inbox?recipient_username=elif');
      const box = await screen.findByRole('textbox', { name: 'Elif Yıldırım kişisine mesaj' });
      await user.type(box, 'Biraz bekleyeceğim{Enter}');
      await expectAlert(screen, MSG.tooFast);
      expect(box).toHaveValue('Biraz bekleyeceğim');
      expect(box).toHaveAccessibleDescription(expect.stringContaining(MSG.tooFast));

      refuse = false;
      await user.type(box, '{Enter}');
      await waitFor(() => expect(box).toHaveValue(''));
      expect(screen.queryByText(MSG.tooFast)).not.toBeInTheDocument();
    });

    it('shows why a message is refused (a protected minor, docs/PRODUCT.md#trust-and-safety) and keeps the text', async () => {
      mockBackend({
        'GET /messages': [elif],
        'GET /messages/:userId': threads({ 9: elifThread }),
        'POST /messages': () => apiError(403, SAFETY_MSG.minorProtected, ERROR_CODES.MINOR_PROTECTED),
      });
      const user = userEvent.setup();
      render('/inbox?recipient_username=elif');
      const box = await screen.findByRole('textbox', { name: 'Elif Yıldırım kişisine mesaj' });
      await user.type(box, 'Merhaba küçük okur{Enter}');
      await expectAlert(screen, SAFETY_MSG.minorProtected);
      expect(box).toHaveValue('Merhaba küçük okur');
    });

    it('shows and announces a message that arrives live', async () => {
      mockBackend({ 'GET /messages': [elif], 'GET /messages/:userId': threads({ 9: elifThread }) });
      render('/inbox?recipient_username=elif');
      const region = await screen.findByRole('region', { name: 'Elif Yıldırım ile mesajlar' });
      await within(region).findByText('Merhaba!');
      act(() => FakeSocket.last.accept());
      await waitFor(() => expect(FakeSocket.last.readyState).toBe(1));
      act(() => FakeSocket.last.receive({ type: 'new_message', data: makeLiveMessage({ message_id: 600, content: 'Canlı mesaj' }) }));
      expect(await within(region).findByText('Canlı mesaj')).toBeInTheDocument();
      expect(screen.getByText('Yeni mesaj, Elif Yıldırım: Canlı mesaj')).toBeInTheDocument();
    });
  });

  it('deletes a conversation after confirmation', async () => {
    const { callsTo } = mockBackend({
      'GET /messages': [elif, kaan],
      'GET /messages/:userId': threads({ 9: elifThread }),
      'DELETE /messages/:userId': { message: 'Silindi' },
    });
    const user = userEvent.setup();
    render('/inbox?recipient_username=elif');
    await screen.findByText('Selam Elif');
    await user.click(screen.getByRole('button', { name: 'Konuşmayı sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konuşmayı sil' });
    expect(dialog).toHaveTextContent('Bu konuşmayı silmek istediğinize emin misiniz?');

    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(callsTo('DELETE /messages/:userId')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Konuşmayı sil' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Konuşmayı sil' })).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(callsTo('DELETE /messages/:userId').map((r) => r.params.userId)).toEqual(['9']));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Konuşmalar' })).getAllByRole('link').map((l) => l.textContent)).toEqual([
        expect.stringContaining('Kaan'),
      ]),
    );
    expect(await screen.findByText('Bir konuşma seçin')).toBeInTheDocument();
  });

  it('loads more conversations 50 at a time with "Daha fazla konuşma yükle"', async () => {
    const start = Date.parse('2024-04-01T10:00:00.000Z');
    const many = Array.from({ length: 51 }, (_, i) =>
      makeConversation({
        user_id: 1000 + i,
        username: `okur${i}`,
        full_name: `Okur ${i}`,
        last_message_at: new Date(start - i * 60_000).toISOString(),
        messages: [{ message_id: 5000 + i, sender_id: 1000 + i, recipient_id: 5, content: `Mesaj ${i}`, created_at: new Date(start - i * 60_000).toISOString() }],
      }),
    );
    const { callsTo } = mockBackend({ 'GET /messages': ({ query }) => (query.get('before') === '1049' ? many.slice(50) : many.slice(0, 50)) });
    const user = userEvent.setup();
    render();
    const list = await screen.findByRole('list', { name: 'Konuşmalar' });
    expect(within(list).getAllByRole('link')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Daha fazla konuşma yükle' }));
    expect(await within(list).findByText('Okur 50')).toBeInTheDocument();
    expect(within(list).getAllByRole('link')).toHaveLength(51);
    expect(callsTo('GET /messages').map((r) => r.query.get('before'))).toContain('1049');
    expect(screen.queryByRole('button', { name: 'Daha fazla konuşma yükle' })).not.toBeInTheDocument();
  }, 60_000);

  it('loads older messages of a long thread above the first one with "Önceki mesajları yükle"', async () => {
    const at = (i: number) => new Date(Date.parse('2024-03-01T10:00:00.000Z') + i * 60_000).toISOString();
    const message = (i: number) => ({ message_id: 100 + i, sender_id: i % 2 ? 5 : 9, recipient_id: i % 2 ? 9 : 5, content: `Satır ${i}`, created_at: at(i) });
    const all = Array.from({ length: 60 }, (_, i) => message(i));
    const { callsTo } = mockBackend({
      'GET /messages': [elif],
      'GET /messages/:userId': ({ params, query }) =>
        params.userId !== '9'
          ? apiError(404, MSG.userNotFound, 'NOT_FOUND')
          : { ...elif, messages: query.get('before') === '110' ? all.slice(0, 10) : all.slice(10) },
    });
    const user = userEvent.setup();
    render('/inbox?recipient_username=elif');
    const region = await screen.findByRole('region', { name: 'Elif Yıldırım ile mesajlar' });
    expect(await within(region).findByText('Satır 59')).toBeInTheDocument();
    expect(within(region).queryByText('Satır 9')).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Önceki mesajları yükle' }));
    expect(await within(region).findByText('Satır 0')).toBeInTheDocument();
    expect(callsTo('GET /messages/:userId').map((r) => r.query.get('before'))).toContain('110');
    const texts = within(region).getAllByText(/^Satır \d+$/).map((el) => el.textContent);
    expect(texts).toEqual(all.map((m) => m.content));
    expect(within(region).queryByRole('button', { name: 'Önceki mesajları yükle' })).not.toBeInTheDocument();
  }, 60_000);
});
