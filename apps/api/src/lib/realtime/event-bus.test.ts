import { describe, expect, it } from 'vitest';
import { LocalEventBus, parseBusMessage, type BusMessage } from './event-bus';

describe('parseBusMessage (the Redis wire format)', () => {
  it('reads user events with and without kind (instances from before session ends) and session ends', () => {
    const event = { type: 'new_message', data: { content: 'selam' } };
    expect(parseBusMessage(JSON.stringify({ userId: 3, event }))).toEqual({ kind: 'user_event', userId: 3, event });
    expect(parseBusMessage(JSON.stringify({ kind: 'user_event', userId: 3, event }))).toEqual({ kind: 'user_event', userId: 3, event });
    expect(parseBusMessage(JSON.stringify({ kind: 'session_end', userId: 3, minTokenVersion: 2 }))).toEqual({ kind: 'session_end', userId: 3, minTokenVersion: 2 });
  });

  it.each([
    ['not JSON', 'selam'],
    ['no user', JSON.stringify({ event: { type: 'notification', data: {} } })],
    ['a session end without a version', JSON.stringify({ kind: 'session_end', userId: 3 })],
    ['a user event without an event', JSON.stringify({ kind: 'user_event', userId: 3 })],
    ['an unknown kind', JSON.stringify({ kind: 'other', userId: 3, event: {} })],
  ])('ignores %s', (_label, raw) => {
    expect(parseBusMessage(raw)).toBeNull();
  });
});

describe('LocalEventBus', () => {
  it('hands events and session ends to listeners in publication order', async () => {
    const bus = new LocalEventBus();
    const seen: BusMessage[] = [];
    bus.subscribe((m) => seen.push(m));
    await bus.endSessions(3, 2);
    await bus.publish(3, { type: 'notification', data: {} });
    expect(seen.map((m) => m.kind)).toEqual(['session_end', 'user_event']);
  });
});
