import { ERROR_CODES, LIMITS, MSG, SAFETY_MSG, ageOn, type MessagesFrom } from '@okuryazar/shared';
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { userBlocks, users } from '../db/schema';
import { AppError } from '../lib/errors';

/**
 * Blocks and mutes (docs/PRODUCT.md#trust-and-safety). A block works both as a refusal (the blocked person cannot
 * message, follow or comment on the blocker's things, nor see their profile) and as a
 * filter; a mute is only a filter. Neither side is ever told: the blocker's things look
 * gone (404) or closed (403 BLOCKED), never "you were blocked by …".
 */

/** Whether `ownerId` has blocked `actorId`. */
export async function hasBlocked(db: DbOrTx, ownerId: number, actorId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, ownerId), eq(userBlocks.blockedId, actorId)))
    .limit(1);
  return Boolean(row);
}

/**
 * The refusal for an interaction of `actorId` with something of `ownerId` (a message, a
 * follow, a comment or a reply): 403 BLOCKED when either has blocked the other. The blocker
 * is told to lift their own block first; the blocked person only that it is not possible.
 */
export async function assertNotBlocked(db: DbOrTx, actorId: number, ownerId: number): Promise<void> {
  if (actorId === ownerId) return;
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      sql`(${userBlocks.blockerId} = ${ownerId} and ${userBlocks.blockedId} = ${actorId}) or (${userBlocks.blockerId} = ${actorId} and ${userBlocks.blockedId} = ${ownerId})`,
    );
  if (rows.length === 0) return;
  const byOwner = rows.some((r) => r.blockerId === ownerId);
  throw new AppError(403, byOwner ? SAFETY_MSG.blocked : SAFETY_MSG.youBlocked, ERROR_CODES.BLOCKED);
}

/**
 * The one check for acting on someone's work (docs/PRODUCT.md#trust-and-safety): liking a chapter, comment, post or
 * post comment, adding a story to a library, commenting or replying. 403 BLOCKED when the
 * actor and any owner (the work's author; for a comment, also the story's or post's author)
 * have blocked each other. Taking back what was done before the block stays possible: the
 * callers ask only before adding.
 */
export async function assertMayActOn(db: DbOrTx, actorId: number, ...ownerIds: (number | null)[]): Promise<void> {
  for (const ownerId of new Set(ownerIds)) if (ownerId !== null) await assertNotBlocked(db, actorId, ownerId);
}

/** The blocker's profile and pages are "not found" for the person they blocked. */
export async function assertNotHiddenProfile(db: DbOrTx, viewerId: number, ownerId: number): Promise<void> {
  if (viewerId !== ownerId && (await hasBlocked(db, ownerId, viewerId))) throw new AppError(404, MSG.profileNotFound, ERROR_CODES.NOT_FOUND);
}

/** SQL: a block stands between `viewer` and `author`, whichever of them made it. */
function blockedEitherWay(viewer: SQLWrapper | number, author: SQLWrapper | number): SQL {
  return sql`(exists (select 1 from user_blocks ub where ub.blocker_id = ${viewer} and ub.blocked_id = ${author})
    or exists (select 1 from user_blocks ub where ub.blocker_id = ${author} and ub.blocked_id = ${viewer}))`;
}

/**
 * SQL: `viewer` does not see the person in `author` (columns or values): a block either way
 * (a block works both ways, docs/PRODUCT.md#trust-and-safety), or the viewer's own mute (a mute only filters).
 */
function silenced(viewer: SQLWrapper | number, author: SQLWrapper | number): SQL {
  return sql`(${blockedEitherWay(viewer, author)}
    or exists (select 1 from user_mutes um where um.muter_id = ${viewer} and um.muted_id = ${author}))`;
}

/**
 * SQL: no block either way between the viewer and the author of a listed story (policies/
 * books.ts listedBooks). Most viewers have no block at all: the first test, which does not
 * depend on the row, is computed once per statement and spares every row its lookups.
 */
export function notBlockedEitherWay(viewer: SQLWrapper | number, author: SQLWrapper): SQL {
  return sql`(not exists (select 1 from user_blocks ub where ub.blocker_id = ${viewer} or ub.blocked_id = ${viewer}) or not ${blockedEitherWay(viewer, author)})`;
}

/**
 * SQL: the author in `authorColumn` is not hidden from `viewerId`: no block either way, no
 * mute by the viewer. The one visibility rule of every list of comments, posts,
 * conversations, messages and notifications the viewer reads (stories: listedBooks).
 */
export function notSilencedBy(viewerId: number, authorColumn: SQLWrapper): SQL {
  return sql`not ${silenced(viewerId, authorColumn)}`;
}

/**
 * SQL: the person in `recipient` (a column) hears from `senderId`: no block either way, no
 * mute by the recipient. The rule of a notice written by one statement (a comment's likes,
 * notifications/comment-like.ts); createNotifications asks recipientsSilencing instead.
 */
export function hearsFrom(recipient: SQLWrapper, senderId: number): SQL {
  return sql`not ${silenced(recipient, senderId)}`;
}

/** Whether `viewerId` has blocked or muted `authorId` (a live event from them is not pushed). */
export async function isSilenced(db: DbOrTx, viewerId: number, authorId: number): Promise<boolean> {
  const [row] = await db.select({ silenced: silenced(viewerId, authorId).mapWith(Boolean) }).from(users).where(eq(users.id, viewerId));
  return Boolean(row?.silenced);
}

/** Of `recipientIds`, those who have blocked or muted `senderId` (one query for a fan-out). */
export async function recipientsSilencing(db: DbOrTx, recipientIds: number[], senderId: number): Promise<Set<number>> {
  if (recipientIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, recipientIds), silenced(users.id, senderId)));
  return new Set(rows.map((r) => r.id));
}

/** Under-18 readers are protected in messages whatever they chose (docs/PRODUCT.md#trust-and-safety). */
export function isMinor(birthDate: string, now: number): boolean {
  return ageOn(birthDate, new Date(now)) < LIMITS.matureAge;
}

/** The setting that applies: a minor's is never more open than `following`. */
export function effectiveMessagesFrom(stored: MessagesFrom, birthDate: string, now: number): MessagesFrom {
  return isMinor(birthDate, now) && stored === 'everyone' ? 'following' : stored;
}

/**
 * Whether `senderId` may message a recipient with this setting, who does (or does not)
 * follow the sender: 403 with MINOR_PROTECTED for a protected minor, MESSAGES_RESTRICTED otherwise.
 */
export function assertMayMessage(recipient: { messagesFrom: MessagesFrom; birthDate: string }, followsSender: boolean, now: number): void {
  const minor = isMinor(recipient.birthDate, now);
  const setting = effectiveMessagesFrom(recipient.messagesFrom, recipient.birthDate, now);
  if (setting === 'everyone' || (setting === 'following' && followsSender)) return;
  if (minor) throw new AppError(403, SAFETY_MSG.minorProtected, ERROR_CODES.MINOR_PROTECTED);
  throw new AppError(403, setting === 'nobody' ? SAFETY_MSG.messagesClosed : SAFETY_MSG.messagesFollowingOnly, ERROR_CODES.MESSAGES_RESTRICTED);
}
