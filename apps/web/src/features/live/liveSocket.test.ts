import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, createLiveConnection, liveSocketUrl, parseLiveFrame, type LiveStatus } from './liveSocket';
import { FakeSocket, fakeSocketFactory, makeNotification } from '../../test/live';

beforeEach(() => {
  FakeSocket.reset();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

function connect(extra: Partial<Parameters<typeof createLiveConnection>[0]> = {}) {
  const statuses: LiveStatus[] = [];
  const onEvent = vi.fn();
  const onReady = vi.fn();
  const connection = createLiveConnection({
    url: 'ws://localhost/ws',
    token: 'tok',
    createSocket: fakeSocketFactory,
    onEvent,
    onReady,
    onStatus: (s) => statuses.push(s),
    random: () => 0.5,
    ...extra,
  });
  connection.start();
  return { connection, statuses, onEvent, onReady };
}

describe('backoffDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    const exact = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((a) => backoffDelay(a, exact))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('adds up to ±20 % jitter without passing the cap', () => {
    expect(backoffDelay(0, () => 0)).toBe(800);
    expect(backoffDelay(0, () => 1)).toBe(1200);
    expect(backoffDelay(8, () => 1)).toBe(30000);
  });
});

describe('liveSocketUrl', () => {
  it('follows the page protocol', () => {
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws');
    expect(liveSocketUrl({ protocol: 'https:', host: 'okuryazar.app' })).toBe('wss://okuryazar.app/ws');
  });
});

describe('createLiveConnection', () => {
  it('authenticates with the token as the first frame', () => {
    const { statuses, onReady } = connect();
    const socket = FakeSocket.last;
    expect(socket.url).toBe('ws://localhost/ws');
    socket.open();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'tok' }]);
    socket.receive({ type: 'ready' });
    expect(onReady).toHaveBeenCalledWith({ reconnected: false });
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('watches the chapter on screen once ready, at once while open, again after a reconnect, and passes its paragraph comments on', () => {
    const { connection, onEvent } = connect();
    connection.watch(12);
    FakeSocket.last.accept();
    expect(FakeSocket.last.sent).toEqual([{ type: 'auth', token: 'tok' }, { type: 'watch', chapter_id: 12 }]);
    connection.watch(13);
    connection.watch(13);
    expect(FakeSocket.last.sent.slice(2)).toEqual([{ type: 'watch', chapter_id: 13 }]);
    FakeSocket.last.receive({ type: 'watching', data: { chapter_id: 13 } });
    FakeSocket.last.receive({ type: 'paragraph_comment', data: { chapter_id: 13, paragraph_id: 'k9a' } });
    FakeSocket.last.receive({ type: 'paragraph_comment', data: { chapter_id: '13', paragraph_id: 'k9a' } });
    expect(onEvent.mock.calls).toEqual([[{ type: 'paragraph_comment', data: { chapter_id: 13, paragraph_id: 'k9a' } }]]);

    FakeSocket.last.drop();
    vi.advanceTimersByTime(1000);
    FakeSocket.last.accept();
    expect(FakeSocket.last.sent).toEqual([{ type: 'auth', token: 'tok' }, { type: 'watch', chapter_id: 13 }]);
    connection.watch(null);
    expect(FakeSocket.last.sent.at(-1)).toEqual({ type: 'watch', chapter_id: null });
  });

  it('reconnects after a drop with 1 s, 2 s, 4 s waits and reports each reconnect', () => {
    const { onReady, statuses } = connect();
    FakeSocket.last.accept();
    FakeSocket.last.drop();
    expect(statuses.at(-1)).toBe('reconnecting');

    vi.advanceTimersByTime(999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);

    FakeSocket.last.drop(); // refused before ready: the wait doubles
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(3);

    FakeSocket.last.drop();
    vi.advanceTimersByTime(3999);
    expect(FakeSocket.instances).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(4);

    FakeSocket.last.accept();
    expect(onReady).toHaveBeenLastCalledWith({ reconnected: true });
    expect(statuses.at(-1)).toBe('open');

    // A successful connection resets the back-off to 1 s.
    FakeSocket.last.drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(5);
  });

  it('never waits more than 30 s', () => {
    connect();
    for (let i = 0; i < 8; i += 1) {
      FakeSocket.last.drop();
      vi.advanceTimersByTime(30_000);
    }
    expect(FakeSocket.instances).toHaveLength(9);
  });

  it('reconnects after a 1001 "going away" close (a server shutting down or redeploying)', () => {
    const { statuses } = connect();
    FakeSocket.last.accept();
    FakeSocket.last.drop(1001);
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    FakeSocket.last.accept();
    expect(statuses.at(-1)).toBe('open');
  });

  it('does not retry after a 4401 close', () => {
    const { statuses } = connect();
    FakeSocket.last.open();
    FakeSocket.last.drop(4401);
    expect(statuses.at(-1)).toBe('unauthorized');
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('after a 4409 (replaced by a newer tab) waits for reconnectNow instead of retrying', () => {
    const { connection, statuses } = connect();
    FakeSocket.last.accept();
    FakeSocket.last.drop(4409);
    expect(statuses.at(-1)).toBe('replaced');
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.instances).toHaveLength(1);
    connection.reconnectNow();
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('reconnectNow does nothing while the socket is open', () => {
    const { connection } = connect();
    FakeSocket.last.accept();
    connection.reconnectNow();
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('stop() closes the socket and cancels a pending retry', () => {
    const { connection } = connect();
    FakeSocket.last.accept();
    FakeSocket.last.drop();
    connection.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);

    const second = connect();
    const socket = FakeSocket.last;
    socket.accept();
    second.connection.stop();
    expect(socket.closedWith).toBe(1000);
    expect(second.statuses.at(-1)).toBe('idle');
  });

  it('reconnectNow skips the wait', () => {
    const { connection } = connect();
    FakeSocket.last.accept();
    FakeSocket.last.drop();
    connection.reconnectNow();
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('passes valid events on and ignores junk', () => {
    const { onEvent } = connect();
    const socket = FakeSocket.last;
    socket.accept();
    socket.onmessage?.({ data: 'not json' } as MessageEvent);
    socket.receive({ type: 'notification', data: { id: 'x' } });
    socket.receive({ type: 'something-else' });
    const n = makeNotification();
    socket.receive({ type: 'notification', data: n });
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({ type: 'notification', data: n });
  });
});

describe('parseLiveFrame', () => {
  it('reads ready frames', () => {
    expect(parseLiveFrame('{"type":"ready"}')).toEqual({ type: 'ready' });
    expect(parseLiveFrame(42)).toBeNull();
  });
});
