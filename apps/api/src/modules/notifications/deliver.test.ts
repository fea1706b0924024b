import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../lib/context';
import { LocalEventBus, type BusMessage } from '../../lib/realtime/event-bus';
import { useTestApp } from '../../../test/app-fixture';
import { deliverNotifications } from './deliver';
import { createNotifications, notificationText } from './notify';

const { t, actor, recipient } = useTestApp({ actor: {}, recipient: {} });

/** The app's context with a bus that records and a database that must not be read. */
function deliveryContext(seen: BusMessage[]): AppContext {
  const events = new LocalEventBus();
  events.subscribe((m) => seen.push(m));
  const db = new Proxy(
    {},
    {
      get() {
        throw new Error('the delivery path read the database');
      },
    },
  );
  return { ...t.app.ctx, events, db } as unknown as AppContext;
}

describe('deliverNotifications', () => {
  it('delivers what createNotifications stored, sender included, without reading the database after the commit', async () => {
    const rows = await t.database.db.transaction((tx) =>
      createNotifications(tx, [
        {
          userId: recipient.id,
          senderId: actor.id,
          type: 'follow',
          content: notificationText.follow(actor.username),
        },
      ]),
    );
    expect(rows[0]!.sender).toEqual({ username: actor.username, profileImageUrl: null });

    const seen: BusMessage[] = [];
    await deliverNotifications(deliveryContext(seen), rows);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      kind: 'user_event',
      userId: recipient.id,
      event: {
        type: 'notification',
        data: { type: 'follow', sender_id: actor.id, sender_username: actor.username },
      },
    });
  });

  it('looks the sender up for a row that does not carry one', async () => {
    const [row] = await createNotifications(t.database.db, [
      { userId: recipient.id, senderId: actor.id, type: 'comment', content: 'yorum' },
    ]);
    const { sender: _sender, ...plain } = row!;
    const seen: BusMessage[] = [];
    const events = new LocalEventBus();
    events.subscribe((m) => seen.push(m));
    await deliverNotifications({ ...t.app.ctx, events }, [plain]);
    expect(seen[0]).toMatchObject({ event: { data: { sender_username: actor.username } } });
  });
});
