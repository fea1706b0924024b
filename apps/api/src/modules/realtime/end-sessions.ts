import type { AppContext } from '../../context';

/**
 * Ends a user's sessions older than `keepTokenVersion` on the live channel: every socket
 * opened with an older token is closed with 4401 on every API instance, and none of them
 * receives another event. Call it after the commit that raised `users.token_version` (which
 * already makes the REST API refuse the old tokens) with the new version: a password change
 * keeps the session it returns a token for; a suspension or deletion passes the raised
 * version and keeps none.
 *
 * Never throws: the change is committed, and this instance's sockets are closed even when
 * the bus cannot reach the other instances.
 */
export async function endSessions(ctx: AppContext, userId: number, keepTokenVersion: number): Promise<void> {
  await ctx.events.endSessions(userId, keepTokenVersion).catch(() => undefined);
}
