import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { CLOSE_CODES } from './close-codes';
import { SocketHub } from './socket-hub';

/** A socket that records what it was sent and how it was closed, and stays OPEN meanwhile. */
function fakeSocket() {
  const sent: string[] = [];
  const closes: number[] = [];
  const socket = { OPEN: 1, readyState: 1, send: (frame: string) => sent.push(frame), close: (code: number) => closes.push(code) };
  return { socket: socket as unknown as WebSocket, sent, closes };
}
const event = { type: 'new_message' as const, data: { content: 'selam' } };

describe('SocketHub', () => {
  it('delivers a batch event to the recipients it holds, each with the id of their own copy', () => {
    const hub = new SocketHub(20);
    const seven = fakeSocket();
    const eight = fakeSocket();
    hub.add(7, 1, seven.socket);
    hub.add(8, 1, eight.socket);
    hub.deliverFanout({ type: 'notification', data: { content: 'yeni bölüm', id: 0 }, recipients: [7, 9, 8], ids: [70, 90, 80] });
    expect(seven.sent.map((f) => JSON.parse(f))).toEqual([{ type: 'notification', data: { content: 'yeni bölüm', id: 70 } }]);
    expect(eight.sent.map((f) => JSON.parse(f))).toEqual([{ type: 'notification', data: { content: 'yeni bölüm', id: 80 } }]);
  });

  it('ends the sessions below a token version: closes them with 4401 and delivers nothing more to them, even before they are closed', () => {
    const hub = new SocketHub(20);
    const old = fakeSocket();
    const current = fakeSocket();
    const stranger = fakeSocket();
    hub.add(7, 1, old.socket);
    hub.add(7, 2, current.socket);
    hub.add(8, 1, stranger.socket);

    hub.endSessions(7, 2);
    hub.deliver(7, event);
    hub.deliver(8, event);

    expect(old.closes).toEqual([CLOSE_CODES.unauthorized]);
    expect(old.sent).toEqual([]); // The fake never reaches CLOSED: only the hub kept it from sending.
    expect(current.sent).toHaveLength(1);
    expect(current.closes).toEqual([]);
    expect(stranger.sent).toHaveLength(1);
    expect(hub.countFor(7)).toBe(1);
  });

  it('refuses a socket authenticated with an old version after the session end was seen (the token was checked just before the change)', () => {
    const hub = new SocketHub(20);
    hub.endSessions(7, 3);
    const late = fakeSocket();
    expect(hub.add(7, 2, late.socket)).toBe(false);
    hub.deliver(7, event);
    expect(late.sent).toEqual([]);
    expect(hub.add(7, 3, fakeSocket().socket)).toBe(true);
  });

  it('an older session end does not lower the version already required', () => {
    const hub = new SocketHub(20);
    hub.endSessions(7, 3);
    hub.endSessions(7, 2);
    expect(hub.add(7, 2, fakeSocket().socket)).toBe(false);
  });

  it('closes the oldest socket of a user beyond the cap with 4409 and leaves other users alone', () => {
    const hub = new SocketHub(2);
    const [a, b, c, other] = [fakeSocket(), fakeSocket(), fakeSocket(), fakeSocket()];
    hub.add(7, 0, a.socket);
    hub.add(8, 0, other.socket);
    hub.add(7, 0, b.socket);
    hub.add(7, 0, c.socket);
    expect(a.closes).toEqual([CLOSE_CODES.replaced]);
    expect(b.closes).toEqual([]);
    expect(other.closes).toEqual([]);
    expect(hub.countFor(7)).toBe(2);
  });
});
