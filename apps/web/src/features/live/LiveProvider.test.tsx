import type { Notification } from '@okuryazar/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../lib/api';
import { clearSession, saveSession } from '../../lib/session';
import { apiError, mockBackend } from '../../test/mockBackend';
import { LiveProvider, useChapterWatch, useLiveStatus } from './LiveProvider';
import { allConversations, wholeThread, type ConversationPages, type NotificationPages, type ThreadPages } from './liveCache';
import { setOpenThread } from './openThread';
import { liveKeys } from './queryKeys';
import { FakeSocket, fakeSocketFactory, makeConversation, makeLiveMessage, makeNotification } from '../../test/live';
import { freshBrowserEachTest, signInAyse } from '../../test/browser';

function Status() {
  return <output data-testid="status">{useLiveStatus()}</output>;
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <LiveProvider createSocket={fakeSocketFactory}>
        <Status />
      </LiveProvider>
    </QueryClientProvider>,
  );
  return { client, ...utils };
}

function Watcher({ chapterId }: { chapterId: number }) {
  useChapterWatch(chapterId, () => {});
  useChapterWatch(chapterId, () => {});
  return null;
}

const pages = (list: Notification[]): NotificationPages => ({ pages: [list], pageParams: [undefined] });

freshBrowserEachTest();
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveProvider', () => {
  it('opens no socket without a session and closes it on logout', () => {
    clearSession();
    const { getByTestId } = setup();
    expect(FakeSocket.instances).toHaveLength(0);
    expect(getByTestId('status')).toHaveTextContent('idle');
    act(() => signInAyse());
    expect(FakeSocket.instances).toHaveLength(1);
    act(() => FakeSocket.last.accept());
    expect(getByTestId('status')).toHaveTextContent('open');
    const socket = FakeSocket.last;
    act(() => clearSession());
    expect(socket.closedWith).toBe(1000);
    expect(getByTestId('status')).toHaveTextContent('idle');
  });

  it('watches the chapter on screen with one frame per chapter, none in between, and nothing once it is gone', async () => {
    signInAyse();
    const client = new QueryClient();
    const ui = (chapter: number | null) => (
      <QueryClientProvider client={client}>
        <LiveProvider createSocket={fakeSocketFactory}>{chapter === null ? null : <Watcher key={chapter} chapterId={chapter} />}</LiveProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(ui(11));
    act(() => FakeSocket.last.accept());
    const watches = () => FakeSocket.last.sent.filter((f) => (f as { type: string }).type === 'watch');
    expect(watches()).toEqual([{ type: 'watch', chapter_id: 11 }]);
    // The next chapter: its watchers replace the old ones in one commit, one frame.
    await act(async () => rerender(ui(12)));
    expect(watches()).toEqual([{ type: 'watch', chapter_id: 11 }, { type: 'watch', chapter_id: 12 }]);
    await act(async () => rerender(ui(null)));
    expect(watches().at(-1)).toEqual({ type: 'watch', chapter_id: null });
    expect(watches()).toHaveLength(3);
  });

  it('refetches notifications, the unread count and messages after every (re)connect', async () => {
    vi.useFakeTimers();
    const { client } = setup();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    act(() => FakeSocket.last.accept());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: liveKeys.notifications }, expect.anything());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: liveKeys.messages }, expect.anything());
    invalidate.mockClear();

    client.setQueryData(liveKeys.unreadCount, { count: 1 });
    act(() => FakeSocket.last.drop());
    act(() => vi.advanceTimersByTime(1300));
    expect(FakeSocket.instances).toHaveLength(2);
    expect(invalidate).not.toHaveBeenCalled();
    act(() => FakeSocket.last.accept());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: liveKeys.notifications }, expect.anything());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: liveKeys.messages }, expect.anything());
    expect(client.getQueryState(liveKeys.unreadCount)?.isInvalidated).toBe(true);
  });

  it('after a 4401 waits for a new session before connecting again', () => {
    vi.useFakeTimers();
    // The session still holds (the socket only failed to authenticate in time).
    const { callsTo } = mockBackend({ 'GET /header/headerInfo': { username: 'ayse', profile_image_url: null, role: 'user' } });
    const { getByTestId } = setup();
    act(() => {
      FakeSocket.last.open();
      FakeSocket.last.drop(4401);
    });
    expect(getByTestId('status')).toHaveTextContent('unauthorized');
    expect(callsTo('GET /header/headerInfo')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1500));
    expect(callsTo('GET /header/headerInfo')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(120_000));
    expect(FakeSocket.instances).toHaveLength(1);
    act(() => saveSession({ token: 'fresh', userId: 5, username: 'ayse' }));
    expect(FakeSocket.instances).toHaveLength(2);
    act(() => FakeSocket.last.open());
    expect(FakeSocket.last.sent).toEqual([{ type: 'auth', token: 'fresh' }]);
  });

  it('after a 4401 whose session ended (a suspension, docs/PRODUCT.md#trust-and-safety) the tab logs out', async () => {
    vi.useFakeTimers();
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockBackend({ 'GET /header/headerInfo': () => apiError(401, 'Oturumunuz sona erdi.', 'UNAUTHORIZED') });
    setup();
    act(() => {
      FakeSocket.last.accept();
      FakeSocket.last.drop(4401);
    });
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a 4401 heard just before this tab receives its own new token (a password change here) keeps the session', async () => {
    vi.useFakeTimers();
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const { callsTo } = mockBackend({ 'GET /header/headerInfo': () => apiError(401, 'Oturumunuz sona erdi.', 'UNAUTHORIZED') });
    setup();
    act(() => {
      FakeSocket.last.accept();
      FakeSocket.last.drop(4401);
    });
    act(() => saveSession({ token: 'after-password-change', userId: 5, username: 'ayse' }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(callsTo('GET /header/headerInfo')).toHaveLength(0);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('after-password-change');
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('after a 4409 (too many tabs) connects again only when the tab is shown again', () => {
    vi.useFakeTimers();
    const { getByTestId } = setup();
    act(() => {
      FakeSocket.last.accept();
      FakeSocket.last.drop(4409);
    });
    expect(getByTestId('status')).toHaveTextContent('replaced');
    act(() => vi.advanceTimersByTime(120_000));
    expect(FakeSocket.instances).toHaveLength(1);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(FakeSocket.instances).toHaveLength(2);
    visibility.mockRestore();
  });

  it('prepends a live notification and raises the unread count once', () => {
    const { client } = setup();
    const old = makeNotification({ id: 1, is_read: true });
    client.setQueryData(liveKeys.notificationsList, pages([old]));
    client.setQueryData(liveKeys.unreadCount, { count: 2 });
    act(() => FakeSocket.last.accept());
    const fresh = makeNotification({ id: 2, type: 'like', content: 'elif beğendi.' });
    act(() => FakeSocket.last.receive({ type: 'notification', data: fresh }));
    act(() => FakeSocket.last.receive({ type: 'notification', data: fresh }));
    expect(client.getQueryData<NotificationPages>(liveKeys.notificationsList)?.pages[0]?.map((n) => n.id)).toEqual([2, 1]);
    expect(client.getQueryData(liveKeys.unreadCount)).toEqual({ count: 3 });
  });

  it('moves a notice updated in place to the top, counting it only when the copy held was read, and asks the count when none is held', () => {
    const { client } = setup();
    const liked = makeNotification({ id: 3, type: 'comment-like', is_read: false, timestamp: '2024-01-01T10:00:00.000Z' });
    client.setQueryData(liveKeys.notificationsList, pages([makeNotification({ id: 4, is_read: true }), liked]));
    client.setQueryData(liveKeys.unreadCount, { count: 1 });
    act(() => FakeSocket.last.accept());
    // Still unread: already counted.
    act(() => FakeSocket.last.receive({ type: 'notification', data: { ...liked, content: 'kaan ve 1 kişi', timestamp: '2024-01-01T11:00:00.000Z' } }));
    expect(client.getQueryData<NotificationPages>(liveKeys.notificationsList)?.pages[0]?.map((n) => [n.id, n.content])).toEqual([
      [3, 'kaan ve 1 kişi'],
      [4, 'elif sizi takip etmeye başladı.'],
    ]);
    expect(client.getQueryData(liveKeys.unreadCount)).toEqual({ count: 1 });
    // Read in the meantime: unread again, counted once.
    client.setQueryData(liveKeys.notificationsList, pages([{ ...liked, is_read: true }]));
    act(() => FakeSocket.last.receive({ type: 'notification', data: { ...liked, timestamp: '2024-01-01T12:00:00.000Z' } }));
    act(() => FakeSocket.last.receive({ type: 'notification', data: { ...liked, timestamp: '2024-01-01T12:00:00.000Z' } }));
    expect(client.getQueryData(liveKeys.unreadCount)).toEqual({ count: 2 });
    // Not held at all (the list not loaded): the count is not guessed but asked again (the
    // badge, which watches it, refetches it).
    client.removeQueries({ queryKey: liveKeys.notificationsList });
    act(() => FakeSocket.last.receive({ type: 'notification', data: { ...liked, id: 8, timestamp: '2024-01-01T13:00:00.000Z' } }));
    expect(client.getQueryData(liveKeys.unreadCount)).toEqual({ count: 2 });
    expect(client.getQueryState(liveKeys.unreadCount)?.isInvalidated).toBe(true);
  });

  it('appends a new message to its thread once and lifts its conversation to the top', () => {
    const { client } = setup();
    const older = makeConversation({ user_id: 9, username: 'elif', last_message_at: '2024-01-01T10:00:00.000Z' });
    const newer = makeConversation({
      user_id: 12,
      username: 'kaan',
      last_message_at: '2024-01-02T10:00:00.000Z',
      messages: [{ message_id: 150, sender_id: 12, recipient_id: 5, content: 'Selam', created_at: '2024-01-02T10:00:00.000Z' }],
    });
    client.setQueryData(liveKeys.conversations, { pages: [[newer, older]], pageParams: [undefined] });
    client.setQueryData(liveKeys.thread(9), { pages: [{ ...older }], pageParams: [undefined] });
    act(() => FakeSocket.last.accept());

    const live = makeLiveMessage({ message_id: 300, sender_id: 9, recipient_id: 5, created_at: '2024-01-03T09:00:00.000Z' });
    act(() => FakeSocket.last.receive({ type: 'new_message', data: live }));
    act(() => FakeSocket.last.receive({ type: 'new_message', data: live }));

    const thread = wholeThread(client.getQueryData<ThreadPages>(liveKeys.thread(9))!);
    expect(thread.messages.map((m) => m.message_id)).toEqual([100, 300]);
    expect(thread.messages[1]).not.toHaveProperty('username');
    const list = allConversations(client.getQueryData<ConversationPages>(liveKeys.conversations)!);
    expect(list.map((c) => c.user_id)).toEqual([9, 12]);
    expect(list[0]!.messages).toEqual([expect.objectContaining({ message_id: 300, content: live.content })]);
    expect(list[0]!.last_message_at).toBe('2024-01-03T09:00:00.000Z');
  });

  it('adds a conversation for a first message from someone new', () => {
    const { client } = setup();
    client.setQueryData(liveKeys.conversations, { pages: [[makeConversation({ user_id: 9 })]], pageParams: [undefined] });
    act(() => FakeSocket.last.accept());
    const live = makeLiveMessage({ message_id: 301, sender_id: 20, username: 'deniz', full_name: 'Deniz Özkan' });
    act(() => FakeSocket.last.receive({ type: 'new_message', data: live }));
    const list = allConversations(client.getQueryData<ConversationPages>(liveKeys.conversations)!);
    expect(list[0]).toMatchObject({ user_id: 20, username: 'deniz', full_name: 'Deniz Özkan' });
  });

  it("files my own message from another tab under the recipient's conversation", () => {
    const { client } = setup();
    client.setQueryData(liveKeys.conversations, { pages: [[makeConversation({ user_id: 9 })]], pageParams: [undefined] });
    act(() => FakeSocket.last.accept());
    const mine = makeLiveMessage({ message_id: 302, sender_id: 5, recipient_id: 9, username: 'ayse', content: 'Teşekkürler' });
    act(() => FakeSocket.last.receive({ type: 'new_message', data: mine }));
    const list = allConversations(client.getQueryData<ConversationPages>(liveKeys.conversations)!);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ user_id: 9, username: 'elif' });
    expect(list[0]!.messages[0]!.content).toBe('Teşekkürler');
  });

  it('counts a message from someone else once, in the total and in its conversation; never my own', () => {
    const { client } = setup();
    client.setQueryData(liveKeys.unreadMessages, { count: 1 });
    client.setQueryData(liveKeys.conversations, { pages: [[makeConversation({ user_id: 9, unread_count: 1 })]], pageParams: [undefined] });
    act(() => FakeSocket.last.accept());
    const live = makeLiveMessage({ message_id: 310, sender_id: 9 });
    act(() => FakeSocket.last.receive({ type: 'new_message', data: live }));
    act(() => FakeSocket.last.receive({ type: 'new_message', data: live }));
    act(() => FakeSocket.last.receive({ type: 'new_message', data: makeLiveMessage({ message_id: 311, sender_id: 5, recipient_id: 9 }) }));
    act(() => FakeSocket.last.receive({ type: 'new_message', data: makeLiveMessage({ message_id: 312, sender_id: 20, username: 'deniz' }) }));
    expect(client.getQueryData(liveKeys.unreadMessages)).toEqual({ count: 3 });
    const list = allConversations(client.getQueryData<ConversationPages>(liveKeys.conversations)!);
    expect(list.map((c) => [c.user_id, c.unread_count])).toEqual([
      [20, 1],
      [9, 2],
    ]);
  });

  it('a message in the thread on screen counts only while the tab is hidden', () => {
    const { client } = setup();
    client.setQueryData(liveKeys.unreadMessages, { count: 0 });
    client.setQueryData(liveKeys.conversations, { pages: [[makeConversation({ user_id: 9 })]], pageParams: [undefined] });
    const close = setOpenThread(9);
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    try {
      act(() => FakeSocket.last.accept());
      visibility.mockReturnValue('visible');
      act(() => FakeSocket.last.receive({ type: 'new_message', data: makeLiveMessage({ message_id: 320, sender_id: 9 }) }));
      expect(client.getQueryData(liveKeys.unreadMessages)).toEqual({ count: 0 });
      visibility.mockReturnValue('hidden');
      act(() => FakeSocket.last.receive({ type: 'new_message', data: makeLiveMessage({ message_id: 321, sender_id: 9 }) }));
      expect(client.getQueryData(liveKeys.unreadMessages)).toEqual({ count: 1 });
      expect(allConversations(client.getQueryData<ConversationPages>(liveKeys.conversations)!)[0]!.unread_count).toBe(1);
    } finally {
      visibility.mockRestore();
      close();
    }
  });
});
