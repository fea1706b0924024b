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

/** One kind of live frame: its sample payloads, the schema that decides, and the socket's own check. */
interface FrameCase {
  type: 'notification' | 'new_message';
  bases: object[];
  schema: { safeParse: (input: unknown) => { success: true; data: unknown } | { success: false } };
  parse: (input: unknown) => unknown;
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
  const messages = [
    makeLiveMessage(),
    makeLiveMessage({ profile_image_url: 'avatars/e.png', content: '' }),
  ];
  const cases: FrameCase[] = [
    { type: 'notification', bases: notifications, schema: notificationSchema, parse: parseLiveNotification },
    { type: 'new_message', bases: messages, schema: liveMessageSchema, parse: parseLiveMessage },
  ];
  it.each(cases)('$type frames', ({ type, bases, schema, parse }) => {
    const inputs = bases.flatMap((b) => variants(b));
    let accepted = 0;
    for (const input of inputs) {
      const expected = schema.safeParse(input);
      if (expected.success) accepted += 1;
      expect(parse(input), JSON.stringify(input)).toEqual(
        expected.success ? expected.data : null,
      );
      const frame = JSON.stringify({ type, data: input });
      const onWire = schema.safeParse((JSON.parse(frame) as { data?: unknown }).data);
      expect(parseLiveFrame(frame), frame).toEqual(
        onWire.success ? { type, data: onWire.data } : null,
      );
    }
    expect(accepted).toBeGreaterThan(bases.length);
  });
});
