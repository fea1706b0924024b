import { describe, expect, it } from 'vitest';
import { createTestApp, registerAndLogin } from '../../../test/helpers';
import { connectLive, openPending } from '../../../test/ws-client';
import { CLOSE_CODES } from './close-codes';

describe('GET /ws on shutdown', () => {
  it('closes open sockets with 1001 "going away", authenticated or not, so clients reconnect', async () => {
    const t = await createTestApp();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await registerAndLogin(t.app);
    const live = await connectLive(base, user.token);
    const pending = await openPending(base);
    expect(live.ready).toBe(true);
    await t.close();
    expect(await live.closed).toBe(CLOSE_CODES.goingAway);
    expect(await pending.closed).toBe(CLOSE_CODES.goingAway);
  });
});
