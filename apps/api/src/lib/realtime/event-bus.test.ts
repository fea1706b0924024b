import { describe, expect, it } from 'vitest';
import { LocalEventBus, parseBusMessage, type BusMessage } from './event-bus';

describe('parseBusMessage (the Redis wire format)', () => {
  it('reads user events with and without kind (instances from before session ends) and session ends', () => {
    const event = { type: 'new_message', data: { content: 'selam' } };
    expect(parseBusMessage(JSON.stringify({ userId: 3, event }))).toEqual({ kind: 'user_event', userId: 3, event });
    expect(parseBusMessage(JSON.stringify({ kind: 'user_event', userId: 3, event }))).toEqual({ kind: 'user_event', userId: 3, event });
    expect(parseBusMessage(JSON.stringify({ kind: 'session_end', userId: 3, minTokenVersion: 2 }))).toEqual({ kind: 'session_end', userId: 3, minTokenVersion: 2 });
    const batch = { kind: 'fanout_event', type: 'notification', data: { content: 'yeni bölüm' }, recipients: [3, 4], ids: [10, 11] };
    expect(parseBusMessage(JSON.stringify(batch))).toEqual(batch);
    const chapter = { kind: 'chapter_event', chapterId: 7, event: { type: 'paragraph_comment', data: { chapter_id: 7, paragraph_id: 'k9a' } } };
    expect(parseBusMessage(JSON.stringify(chapter))).toEqual(chapter);
  });

  it.each([
    ['not JSON', 'selam'],
    ['no user', JSON.stringify({ event: { type: 'notification', data: {} } })],
    ['a session end without a version', JSON.stringify({ kind: 'session_end', userId: 3 })],
    ['a user event without an event', JSON.stringify({ kind: 'user_event', userId: 3 })],
    ['an unknown kind', JSON.stringify({ kind: 'other', userId: 3, event: {} })],
    ['a batch whose lists differ in length', JSON.stringify({ kind: 'fanout_event', type: 'notification', data: {}, recipients: [1, 2], ids: [5] })],
    ['a batch with a recipient that is not an id', JSON.stringify({ kind: 'fanout_event', type: 'notification', data: {}, recipients: ['1'], ids: [5] })],
    ['a batch of an unknown event type', JSON.stringify({ kind: 'fanout_event', type: 'other', data: {}, recipients: [1], ids: [5] })],
    ['a chapter event for another chapter than its data', JSON.stringify({ kind: 'chapter_event', chapterId: 7, event: { type: 'paragraph_comment', data: { chapter_id: 8, paragraph_id: 'a' } } })],
    ['a chapter event without a paragraph', JSON.stringify({ kind: 'chapter_event', chapterId: 7, event: { type: 'paragraph_comment', data: { chapter_id: 7 } } })],
    ['a chapter event of an unknown type', JSON.stringify({ kind: 'chapter_event', chapterId: 7, event: { type: 'other', data: { chapter_id: 7, paragraph_id: 'a' } } })],
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
