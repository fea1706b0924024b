import type { NotificationType } from '@okuryazar/shared';
import { and, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { matureCutoff } from './books';

/**
 * What a reader under 18 hears only from accounts they follow (docs/PRODUCT.md#trust-and-safety, issue 27): replies
 * and comments, and likes. A stranger's reply stays public and reportable; the minor is just
 * not handed the stranger's name, as a stranger's message is refused (MINOR_PROTECTED).
 */
export const FOLLOWED_ONLY_FOR_MINORS: ReadonlySet<NotificationType> = new Set<NotificationType>(['comment', 'like', 'comment-like']);

/** Of `recipientIds`, the readers under 18 at `now` who do not follow `senderId` (one query for a fan-out). */
export async function minorsNotFollowing(db: DbOrTx, recipientIds: number[], senderId: number, now: number): Promise<Set<number>> {
  if (recipientIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, recipientIds),
        // Born after the cutoff day: not 18 yet (the same rule as canSeeMature).
        sql`${users.birthDate}::text > ${matureCutoff(now)}`,
        sql`not exists (select 1 from follows f where f.follower_id = ${users.id} and f.followed_id = ${senderId})`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * SQL: the recipient (`id` and `birthDate` columns of their users row) may hear of
 * `senderId`'s reply, comment or like: 18 at `now`, or following the sender. The same rule as
 * minorsNotFollowing, for a notice written by one statement (notifications/comment-like.ts).
 */
export function adultOrFollowing(recipient: { id: SQLWrapper; birthDate: SQLWrapper }, senderId: number, now: number): SQL {
  return sql`(${recipient.birthDate}::text <= ${matureCutoff(now)}
    or exists (select 1 from follows f where f.follower_id = ${recipient.id} and f.followed_id = ${senderId}))`;
}
