import { MSG, type Notification } from '@okuryazar/shared';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routePatterns } from '../../config/paths';
import { liveKeys } from '../live';
import { apiError, mockBackend } from '../../test/mockBackend';
import { FakeSocket, makeNotification, renderLive } from '../../test/live';
import { NotificationsPage } from './NotificationsPage';
import { notificationTarget, notificationsLabel } from './notificationTarget';
import { expectAlert } from '../../test/alerts';
import { freshBrowserEachTest } from '../../test/browser';

// Generous waits: the whole suite runs in parallel on two cores.
configure({ asyncUtilTimeout: 4000 });

const render = () => renderLive(<NotificationsPage />, { pattern: routePatterns.notifications, entry: '/notifications' });

freshBrowserEachTest({ silenceErrors: true });

describe('notificationTarget', () => {
  it('routes each type', () => {
    expect(notificationTarget(makeNotification({ type: 'follow', sender_id: 9 }))).toBe('/profile/9');
    for (const type of ['like', 'comment', 'new-chapter'] as const) {
      expect(notificationTarget(makeNotification({ type, book_id: 3, chapter_id: 7 }))).toBe('/read/3/7');
      expect(notificationTarget(makeNotification({ type, book_id: 3, chapter_id: null }))).toBe('/book/3');
    }
    // A comment opens the chapter at the comment; once the comment is gone, at the chapter.
    expect(notificationTarget(makeNotification({ type: 'comment', book_id: 3, chapter_id: 7, comment_id: 42 }))).toBe('/read/3/7#yorum-42');
    expect(notificationTarget(makeNotification({ type: 'like', book_id: 3, chapter_id: 7, comment_id: 42 }))).toBe('/read/3/7');
    // A comment's likes open the chapter at the liked comment, or the chapter once it is gone.
    expect(notificationTarget(makeNotification({ type: 'comment-like', book_id: 3, chapter_id: 7, comment_id: 42 }))).toBe('/read/3/7#yorum-42');
    expect(notificationTarget(makeNotification({ type: 'comment-like', book_id: 3, chapter_id: 7, comment_id: null }))).toBe('/read/3/7');
    // A comment on a paragraph opens that paragraph's thread at it.
    expect(notificationTarget(makeNotification({ type: 'comment', book_id: 3, chapter_id: 7, comment_id: 42, paragraph_id: 'k9a' }))).toBe('/read/3/7?paragraph=k9a#yorum-42');
    expect(notificationTarget(makeNotification({ type: 'comment-like', book_id: 3, chapter_id: 7, comment_id: 42, paragraph_id: 'p2' }))).toBe('/read/3/7?paragraph=p2#yorum-42');
    expect(notificationTarget(makeNotification({ type: 'comment', book_id: 3, chapter_id: 7, comment_id: null, paragraph_id: 'p2' }))).toBe('/read/3/7');
    expect(notificationTarget(makeNotification({ type: 'read', book_id: 3, chapter_id: 7 }))).toBe('/book/3');
    expect(notificationTarget(makeNotification({ type: 'read', book_id: null }))).toBeNull();
    // A beta reader's note opens the chapter's editor at its beta notes.
    expect(notificationTarget(makeNotification({ type: 'beta-comment', book_id: 3, chapter_id: 7, paragraph_id: 'p2' }))).toBe('/edit-story?kitap=3&bolum=7#beta-notlari');
    expect(notificationTarget(makeNotification({ type: 'beta-comment', book_id: 3, chapter_id: null }))).toBeNull();
  });

  it('leads a removal notice to the author’s read-only view (docs/PRODUCT.md#trust-and-safety), and other moderation notices nowhere', () => {
    const moderation = (ids: Partial<Notification>) => makeNotification({ type: 'moderation', sender_id: null, ...ids });
    expect(notificationTarget(moderation({ book_id: 3, chapter_id: 7, comment_id: 42 }))).toBe('/read/3/7#yorum-42');
    expect(notificationTarget(moderation({ book_id: 3, chapter_id: 7 }))).toBe('/story-details/3#icindekiler');
    expect(notificationTarget(moderation({ book_id: 3 }))).toBe('/story-details/3');
    expect(notificationTarget(moderation({ post_id: 11 }), 5)).toBe('/community/5');
    expect(notificationTarget(moderation({ post_id: 11 }))).toBeNull();
    // A reviewed report or a suspension carries no ids.
    expect(notificationTarget(moderation({}), 5)).toBeNull();
  });

  it('names the link with the unread count', () => {
    expect(notificationsLabel(0)).toBe('Bildirimler');
    expect(notificationsLabel(3)).toBe('Bildirimler, 3 okunmamış');
  });
});

describe('NotificationsPage', () => {
  it('shows the empty state', async () => {
    mockBackend({ 'GET /notifications': [], 'GET /notifications/unread-count': { count: 0 } });
    render();
    expect(await screen.findByText('Henüz bildiriminiz yok.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MSG.markAllRead })).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    mockBackend({ 'GET /notifications': () => apiError(500, 'x') });
    render();
    await expectAlert(screen, 'Bildirimler yüklenemedi');
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });

  it.each([
    ['follow', makeNotification({ id: 1, type: 'follow', sender_id: 9 }), '/profile/9'],
    ['like', makeNotification({ id: 1, type: 'like', book_id: 3, chapter_id: 7 }), '/read/3/7'],
    ['comment', makeNotification({ id: 1, type: 'comment', book_id: 3, chapter_id: null }), '/book/3'],
    ['new-chapter', makeNotification({ id: 1, type: 'new-chapter', book_id: 4, chapter_id: 8 }), '/read/4/8'],
    ['read', makeNotification({ id: 1, type: 'read', book_id: 3, chapter_id: 7 }), '/book/3'],
  ])('routes a %s notification on click and marks it read', async (_type, n, target) => {
    const { callsTo } = mockBackend({
      'GET /notifications': [n],
      'GET /notifications/unread-count': { count: 1 },
      'PUT /notifications/:id/mark-read': ({ params }) => ({ id: Number(params.id), is_read: true }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('link', { name: new RegExp(n.content) }));
    expect(await screen.findByTestId('location')).toHaveTextContent(target);
    await waitFor(() => expect(callsTo('PUT /notifications/:id/mark-read').map((r) => r.params.id)).toEqual(['1']));
  });

  it('marks read optimistically and reverts when the call fails', async () => {
    let fail!: () => void;
    mockBackend({
      'GET /notifications': [makeNotification({ id: 1, type: 'read', book_id: null, content: 'Biri okudu.' })],
      'GET /notifications/unread-count': { count: 1 },
      'PUT /notifications/:id/mark-read': () => new Promise<Response>((resolve) => (fail = () => resolve(apiError(500, 'Hata')))),
    });
    const user = userEvent.setup();
    const { client } = render();
    const item = await screen.findByRole('button', { name: /Biri okudu/ });
    expect(within(item).getByText('Okunmadı')).toBeInTheDocument();
    await user.click(item);
    await waitFor(() => expect(within(item).queryByText('Okunmadı')).not.toBeInTheDocument());
    expect(client.getQueryData(liveKeys.unreadCount)).toEqual({ count: 0 });
    act(() => fail());
    await waitFor(() => expect(within(item).getByText('Okunmadı')).toBeInTheDocument());
    expect(client.getQueryData(liveKeys.unreadCount)).toEqual({ count: 1 });
  });

  it('marks everything read', async () => {
    const { callsTo } = mockBackend({
      'GET /notifications': [
        makeNotification({ id: 2, type: 'read', book_id: null, content: 'İkinci' }),
        makeNotification({ id: 1, type: 'read', book_id: null, content: 'Birinci' }),
      ],
      'GET /notifications/unread-count': { count: 2 },
      'PUT /notifications/mark-all-read': { updated: 2 },
    });
    const user = userEvent.setup();
    const { client } = render();
    expect(await screen.findAllByText('Okunmadı')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: MSG.markAllRead }));
    await waitFor(() => expect(screen.queryByText('Okunmadı')).not.toBeInTheDocument());
    expect(callsTo('PUT /notifications/mark-all-read')).toHaveLength(1);
    expect(client.getQueryData(liveKeys.unreadCount)).toEqual({ count: 0 });
    expect(screen.getByRole('button', { name: MSG.markAllRead })).toBeDisabled();
  });

  it('loads older pages with ?before', async () => {
    const first = Array.from({ length: 50 }, (_, i) =>
      makeNotification({ id: 100 - i, is_read: true, type: 'read', book_id: 1, content: `Bildirim ${100 - i}` }),
    );
    const older = [makeNotification({ id: 10, is_read: true, type: 'read', book_id: 1, content: 'Eski bildirim' })];
    const { callsTo } = mockBackend({
      'GET /notifications': ({ query }) => (query.get('before') === '51' ? older : first),
      'GET /notifications/unread-count': { count: 0 },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Daha eski bildirimler' }));
    expect(await screen.findByText('Eski bildirim')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Bildirim listesi' })).getAllByRole('listitem')).toHaveLength(51);
    expect(screen.queryByRole('button', { name: 'Daha eski bildirimler' })).not.toBeInTheDocument();
    expect(callsTo('GET /notifications').map((r) => r.query.get('before'))).toContain('51');
  });

  it('shows a notification that arrives live at the top', async () => {
    const { fetchMock, callsTo } = mockBackend({
      'GET /notifications': [makeNotification({ id: 1, is_read: true, type: 'read', book_id: 1, content: 'Eski' })],
      'GET /notifications/unread-count': { count: 0 },
    });
    const { client } = render();
    act(() => FakeSocket.last.accept());
    await screen.findByText('Eski');
    // The socket became ready while the first loads were under way: they were asked again,
    // since their answers could predate an event the socket never saw (liveCache refetchMissed).
    await waitFor(() => expect(callsTo('GET /notifications/unread-count')).toHaveLength(2));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const calls = fetchMock.mock.calls.length;
    act(() =>
      FakeSocket.last.receive({
        type: 'notification',
        data: makeNotification({ id: 2, type: 'follow', content: 'kaan sizi takip etmeye başladı.' }),
      }),
    );
    await screen.findByText('kaan sizi takip etmeye başladı.');
    // The live notification is applied to the cache, not fetched again.
    expect(fetchMock).toHaveBeenCalledTimes(calls);
    expect(callsTo('GET /notifications')).toHaveLength(2);
    expect(callsTo('GET /notifications/unread-count')).toHaveLength(2);
    expect(client.getQueryData(liveKeys.unreadCount)).toEqual({ count: 1 });
    const items = within(screen.getByRole('list', { name: 'Bildirim listesi' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('kaan sizi takip etmeye başladı.');
    expect(items).toHaveLength(2);
  });

  it('shows a comment’s likes as one notice that a new liker moves to the top, unread again (issue 28 item 10)', async () => {
    const liked = makeNotification({
      id: 7,
      type: 'comment-like',
      is_read: true,
      sender_username: 'elif',
      book_id: 3,
      chapter_id: 4,
      comment_id: 42,
      content: 'elif yorumunuzu beğendi: “Harika bir bölüm”',
      timestamp: new Date(Date.now() - 60 * 60_000).toISOString(),
    });
    mockBackend({
      'GET /notifications': [makeNotification({ id: 9, is_read: true, type: 'read', book_id: 1, content: 'Daha yeni' }), liked],
      'GET /notifications/unread-count': { count: 0 },
    });
    const { client } = render();
    act(() => FakeSocket.last.accept());
    const list = await screen.findByRole('list', { name: 'Bildirim listesi' });
    const first = await within(list).findByRole('link', { name: /elif yorumunuzu beğendi/ });
    expect(first).toHaveAttribute('href', '/read/3/4#yorum-42');
    expect(first).toHaveTextContent('Yorum beğenisi');

    const updated = { ...liked, is_read: false, sender_username: 'kaan', content: 'kaan ve 1 kişi yorumunuzu beğendi: “Harika bir bölüm”', timestamp: new Date().toISOString() };
    act(() => FakeSocket.last.receive({ type: 'notification', data: updated }));
    await within(list).findByText('kaan ve 1 kişi yorumunuzu beğendi: “Harika bir bölüm”');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('kaan ve 1 kişi yorumunuzu beğendi');
    expect(items[0]).toHaveTextContent('Okunmadı');
    expect(within(list).queryByText(/elif yorumunuzu beğendi/)).toBeNull();
    expect(client.getQueryData(liveKeys.unreadCount)).toEqual({ count: 1 });
    // The same frame again changes nothing.
    act(() => FakeSocket.last.receive({ type: 'notification', data: updated }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(client.getQueryData(liveKeys.unreadCount)).toEqual({ count: 1 });
  });
});
