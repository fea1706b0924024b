import { MSG } from '@okuryazar/shared';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, renderDashboardWithUnread } from '../../test/renderApp';
import { apiError, mockBackend, type MockRoutes } from '../../test/mockBackend';
import { FakeSocket, makeConversation, makeLiveMessage } from '../../test/live';
import { messagePreview } from './MessageToasts';
import { freshBrowserEachTest, stubPhoneWidth } from '../../test/browser';

// Generous waits: the whole suite runs in parallel on two cores.
configure({ asyncUtilTimeout: 4000 });

const elif = makeConversation({
  user_id: 9,
  username: 'elif',
  full_name: 'Elif Yıldırım',
  unread_count: 2,
  messages: [{ message_id: 120, sender_id: 9, recipient_id: 5, content: 'Okudunuz mu?', created_at: '2026-06-01T10:00:00.000Z' }],
});
const kaan = makeConversation({
  user_id: 12,
  username: 'kaan',
  full_name: 'Kaan Demir',
  last_message_at: '2026-05-01T10:00:00.000Z',
  messages: [{ message_id: 90, sender_id: 5, recipient_id: 12, content: 'Görüşürüz', created_at: '2026-05-01T10:00:00.000Z' }],
});

// The header and the dashboard page around the badges.
const shellCalls: MockRoutes = {
  'GET /header/headerInfo': { username: 'ayse', profile_image_url: null, role: 'user' },
  'GET /dashboard/dashboard': { yourLibrary: [], recommended: [], newReleases: [], popular: [] },
  'GET /bookReader/continue-reading': [],
};

let unread = 2;
let reads: unknown[] = [];
let api: ReturnType<typeof mockBackend>;

/** Connects the socket and waits for the refetch every connect makes, so a live frame is not overwritten by it. */
async function connect() {
  const before = api.callsTo('GET /messages/unread-count').length;
  act(() => FakeSocket.last.accept());
  await waitFor(() => expect(api.callsTo('GET /messages/unread-count').length).toBeGreaterThan(before));
  await act(() => new Promise((r) => setTimeout(r, 20)));
}

freshBrowserEachTest({ fakeSockets: true });
beforeEach(() => {
  unread = 2;
  reads = [];
  api = mockBackend({
    ...shellCalls,
    'GET /notifications/unread-count': { count: 0 },
    // Before GET /messages/:userId, which would also match this path.
    'GET /messages/unread-count': () => ({ count: unread }),
    'GET /messages': [elif, kaan],
    'GET /messages/:userId': ({ params }) =>
      params.userId === '9'
        ? { ...elif, messages: [{ message_id: 110, sender_id: 9, recipient_id: 5, content: 'Merhaba', created_at: '2026-06-01T09:00:00.000Z' }, ...elif.messages] }
        : apiError(404, MSG.userNotFound, 'NOT_FOUND'),
    'POST /messages/:userId/read': ({ params, body }) => {
      if (params.userId !== '9') return apiError(404, MSG.notFound, 'NOT_FOUND');
      reads.push(body);
      unread = 0;
      return { count: 0 };
    },
  });
});

describe('inbox badge and toast (desktop header)', () => {
  it('shows the unread count on the messages link and in the profile menu, raises it and toasts a live message', async () => {
    await renderDashboardWithUnread('Mesajlar', 2, '/inbox');

    await connect();
    const live = makeLiveMessage({ message_id: 130, sender_id: 9, content: 'Yeni bölümünüzü bir solukta okudum, devamını sabırsızlıkla bekliyorum, ne zaman gelir acaba?' });
    act(() => FakeSocket.last.receive({ type: 'new_message', data: live }));
    // The same frame twice (e.g. around a reconnect) counts once.
    act(() => FakeSocket.last.receive({ type: 'new_message', data: live }));
    expect(await screen.findByRole('link', { name: 'Mesajlar, 3 okunmamış' })).toBeInTheDocument();
    expect(await screen.findByText('Yeni mesaj: Elif Yıldırım')).toBeInTheDocument();
    expect(screen.getByText('Yeni bölümünüzü bir solukta okudum, devamını sabırsızlıkla bekliyorum, ne zaman gelir…')).toBeInTheDocument();
  });

  it('a message that arrives while the count is still loading is not lost', async () => {
    // The counts asked for on load and on connect are slow: both were asked for before the message was stored.
    const pending: ((count: number) => void)[] = [];
    let calls = 0;
    api = mockBackend({
      ...shellCalls,
      'GET /notifications/unread-count': { count: 0 },
      'GET /messages/unread-count': () => {
        calls += 1;
        if (calls > 2) return { count: unread };
        return new Promise<{ count: number }>((resolve) => pending.push((count) => resolve({ count })));
      },
    });
    renderApp('/dashboard');
    await waitFor(() => expect(calls).toBe(1));
    act(() => FakeSocket.last.accept());
    await waitFor(() => expect(calls).toBe(2));
    unread = 3;
    act(() => FakeSocket.last.receive({ type: 'new_message', data: makeLiveMessage({ message_id: 132, sender_id: 9 }) }));
    pending.forEach((answer) => answer(2));
    expect(await screen.findByRole('link', { name: 'Mesajlar, 3 okunmamış' })).toBeInTheDocument();
  });

  it('my own message from another tab raises nothing and shows no toast', async () => {
    renderApp('/dashboard');
    await screen.findByRole('link', { name: 'Mesajlar, 2 okunmamış' });
    act(() => FakeSocket.last.accept());
    act(() => FakeSocket.last.receive({ type: 'new_message', data: makeLiveMessage({ message_id: 131, sender_id: 5, recipient_id: 9, username: 'ayse', full_name: 'Ayşe' }) }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('link', { name: 'Mesajlar, 2 okunmamış' })).toBeInTheDocument();
    expect(screen.queryByText(/^Yeni mesaj:/)).toBeNull();
  });
});

describe('inbox', () => {
  it('marks unread conversations, reads the thread once it is shown and clears the badge', async () => {
    const user = userEvent.setup();
    renderApp('/inbox');
    const list = await screen.findByRole('list', { name: 'Konuşmalar' });
    const unreadRow = within(list).getByRole('link', { name: /Elif Yıldırım.*2 okunmamış mesaj/ });
    expect(unreadRow).toHaveAttribute('data-unread', 'true');
    expect(within(list).getByRole('link', { name: /Kaan Demir/ })).not.toHaveAttribute('data-unread');
    expect(reads).toEqual([]);

    await user.click(unreadRow);
    await waitFor(() => expect(reads).toEqual([{ message_id: 120 }]));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Mesajlar' })).toBeInTheDocument());
    expect(within(list).getByRole('link', { name: /Elif Yıldırım/ })).not.toHaveAttribute('data-unread');

    // A message in the open thread is read on arrival: no badge, no toast, read up to it.
    await connect();
    act(() => FakeSocket.last.receive({ type: 'new_message', data: makeLiveMessage({ message_id: 140, sender_id: 9, content: 'Buradayım' }) }));
    expect(await within(screen.getByRole('region', { name: 'Elif Yıldırım ile mesajlar' })).findByText('Buradayım')).toBeInTheDocument();
    await waitFor(() => expect(reads).toEqual([{ message_id: 120 }, { message_id: 140 }]));
    expect(screen.getByRole('link', { name: 'Mesajlar' })).toBeInTheDocument();
    expect(screen.queryByText('Yeni mesaj: Elif Yıldırım')).toBeNull();
  });

  it('a message from someone else while a thread is open raises the badge, bolds that row and toasts', async () => {
    renderApp('/inbox?recipient_username=elif');
    await waitFor(() => expect(reads).toEqual([{ message_id: 120 }]));
    await connect();
    act(() => FakeSocket.last.receive({ type: 'new_message', data: makeLiveMessage({ message_id: 141, sender_id: 12, username: 'kaan', full_name: 'Kaan Demir', content: 'Selam' }) }));
    expect(await screen.findByRole('link', { name: 'Mesajlar, 1 okunmamış' })).toBeInTheDocument();
    expect(await screen.findByText('Yeni mesaj: Kaan Demir')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Konuşmalar' });
    expect(within(list).getByRole('link', { name: /Kaan Demir.*1 okunmamış mesaj/ })).toHaveAttribute('data-unread', 'true');
  });
});

describe('mobile header (≤ 768 px)', () => {
  beforeEach(() => {
    stubPhoneWidth();
  });

  it('puts the count on the bottom bar’s Mesajlar tab and the account menu’s Mesajlar entry, not on the avatar', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard');
    const tab = await screen.findByRole('link', { name: 'Mesajlar, 2 okunmamış' });
    expect(tab).toHaveTextContent('2');
    const trigger = within(screen.getAllByRole('banner')[0]!).getByRole('button', { name: 'Profil menüsü' });
    await user.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Mesajlar, 2 okunmamış' })).toBeInTheDocument();
  });
});

describe('messagePreview', () => {
  it('keeps short messages whole and cuts long ones at a word', () => {
    expect(messagePreview('  Merhaba  ')).toBe('Merhaba');
    expect(messagePreview('bir iki üç dört beş altı yedi sekiz dokuz on on-bir on-iki on-üç')).toBe('bir iki üç dört beş altı yedi sekiz dokuz on on-bir on-iki…');
    expect(messagePreview('a'.repeat(200))).toBe(`${'a'.repeat(90)}…`);
  });
});
