import { liveMessageSchema, NOTIFICATION_TYPES, notificationSchema } from '@okuryazar/shared';
import { describe, expect, it } from 'vitest';
import { parseLiveFrame, parseLiveMessage, parseLiveNotification } from './liveSocket';
import { makeLiveMessage, makeNotification } from '../../test/live';

/*
 * The live socket checks frames without zod (it is part of every route's initial JavaScript);
 * these cases hold its checks to exactly what the shared schemas accept and return.
 */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  'x',
  '7',
  0,
  -3,
  1.5,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 1,
  -Number.MAX_SAFE_INTEGER - 1,
  true,
  false,
  [],
  {},
  [1],
];

function variants<T extends object>(base: T): unknown[] {
  const out: unknown[] = [
    base,
    { ...base, extra: 'dropped' },
    null,
    undefined,
    'text',
    42,
    [],
    [base],
    {},
  ];
  for (const key of Object.keys(base)) {
    const { [key as keyof T]: _omitted, ...without } = base;
    out.push(without);
    for (const value of BAD_VALUES) out.push({ ...base, [key]: value });
  }
  return out;
}

describe('live frame checks match the shared schemas', () => {
  const notifications = [
    makeNotification(),
    makeNotification({
      sender_id: null,
      sender_username: null,
      book_id: 3,
      chapter_id: 4,
      is_read: true,
    }),
    ...NOTIFICATION_TYPES.map((type) =>
      makeNotification({ type, sender_profile_image_url: '/u/a.png' }),
    ),
  ];
  it('notification frames', () => {
    const inputs = notifications.flatMap((n) => variants(n));
    let accepted = 0;
    for (const input of inputs) {
      const expected = notificationSchema.safeParse(input);
      if (expected.success) accepted += 1;
      expect(parseLiveNotification(input), JSON.stringify(input)).toEqual(
        expected.success ? expected.data : null,
      );
      const frame = JSON.stringify({ type: 'notification', data: input });
      const onWire = notificationSchema.safeParse((JSON.parse(frame) as { data?: unknown }).data);
      expect(parseLiveFrame(frame), frame).toEqual(
        onWire.success ? { type: 'notification', data: onWire.data } : null,
      );
    }
    expect(accepted).toBeGreaterThan(notifications.length);
  });

  const messages = [
    makeLiveMessage(),
    makeLiveMessage({ profile_image_url: 'avatars/e.png', content: '' }),
  ];
  it('new_message frames', () => {
    const inputs = messages.flatMap((m) => variants(m));
    let accepted = 0;
    for (const input of inputs) {
      const expected = liveMessageSchema.safeParse(input);
      if (expected.success) accepted += 1;
      expect(parseLiveMessage(input), JSON.stringify(input)).toEqual(
        expected.success ? expected.data : null,
      );
      const frame = JSON.stringify({ type: 'new_message', data: input });
      const onWire = liveMessageSchema.safeParse((JSON.parse(frame) as { data?: unknown }).data);
      expect(parseLiveFrame(frame), frame).toEqual(
        onWire.success ? { type: 'new_message', data: onWire.data } : null,
      );
    }
    expect(accepted).toBeGreaterThan(messages.length);
  });
});
