import type { AppContext } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { enqueueJob } from '../../lib/jobs/queue';
import type { JobProcessor } from '../../lib/jobs/runner';

const KIND = 'sessions.end';

interface EndSessionsJob {
  userId: number;
  keepTokenVersion: number;
}

/**
 * Ends a user's sessions older than `keepTokenVersion` on the live channel: every socket
 * opened with an older token is closed with 4401 on every API instance, and none of them
 * receives another event. Call it in the transaction that raises `users.token_version`
 * (which makes the REST API refuse the old tokens once it commits), with the new version: a
 * password change keeps the session it returns a token for; a suspension or deletion passes
 * the raised version and keeps none. The closing is a job (issue 26): it happens once the
 * change commits, and an instance that dies first leaves it to another.
 */
export async function endSessionsAfterCommit(db: DbOrTx, userId: number, keepTokenVersion: number, now: Date): Promise<void> {
  await enqueueJob(db, KIND, { userId, keepTokenVersion } satisfies EndSessionsJob, { runAt: now });
}

/** Tells every instance (through the event bus) to close the old sockets; a bus failure is retried. */
export const sessionsEnd: JobProcessor<EndSessionsJob> = {
  kind: KIND,
  async run(ctx: AppContext, job) {
    await ctx.events.endSessions(job.payload.userId, job.payload.keepTokenVersion);
  },
};
