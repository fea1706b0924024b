import { afterEach, describe, expect, it, vi } from 'vitest';
import { Heartbeat } from './heartbeat';

function fakeSocket() {
  return {
    pings: 0,
    terminated: false,
    ping() {
      this.pings += 1;
    },
    terminate() {
      this.terminated = true;
    },
  };
}

afterEach(() => vi.useRealTimers());

describe('Heartbeat', () => {
  it('pings a slice of the sockets per tick, never all of them at once, and each once per period', () => {
    vi.useFakeTimers();
    const heartbeat = new Heartbeat<ReturnType<typeof fakeSocket>>(30_000, 30);
    const sockets = Array.from({ length: 300 }, fakeSocket);
    for (const s of sockets) heartbeat.add(s);
    heartbeat.start();
    vi.advanceTimersByTime(1_000);
    expect(sockets.filter((s) => s.pings > 0)).toHaveLength(10);
    for (const s of sockets) heartbeat.pong(s);
    vi.advanceTimersByTime(29_000);
    expect(sockets.every((s) => s.pings === 1)).toBe(true);
    heartbeat.stop();
  });

  it('terminates a socket that did not answer its previous ping, and keeps one that did', () => {
    const heartbeat = new Heartbeat<ReturnType<typeof fakeSocket>>(30_000, 1);
    const [silent, lively] = [fakeSocket(), fakeSocket()];
    heartbeat.add(silent);
    heartbeat.add(lively);
    heartbeat.tick();
    heartbeat.pong(lively);
    heartbeat.tick();
    expect(silent.terminated).toBe(true);
    expect(lively.terminated).toBe(false);
    expect(lively.pings).toBe(2);
    expect(heartbeat.size).toBe(1);
  });

  it('forgets a removed socket', () => {
    const heartbeat = new Heartbeat<ReturnType<typeof fakeSocket>>(30_000, 1);
    const gone = fakeSocket();
    heartbeat.add(gone);
    heartbeat.remove(gone);
    heartbeat.tick();
    expect(gone.pings).toBe(0);
    expect(heartbeat.size).toBe(0);
  });
});
