import { ERROR_CODES, MSG, type BeforePageQuery, type LiveMessage, type MessagesFrom } from '@okuryazar/shared';
import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { conversations, messages, users } from '../../db/schema';
import { toIso } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { publicFileUrl } from '../../lib/file-urls';
import { keysetAfter } from '../../lib/keyset';
import { withEffects } from '../../lib/outcome';
import type { AuthUser } from '../../lib/session';
import { assertMayMessage, assertNotBlocked, isSilenced, notSilencedBy } from '../../policies/blocks';
import { profileShownTo } from '../../policies/moderation';
import { assertPersonShown } from '../../policies/people';
import { isFollowing } from '../social/follows.service';
import { presentMessage } from './message.presenter';

function pair(a: number, b: number) {
  return a < b ? { low: a, high: b } : { low: b, high: a };
}

/** The moment up to which `userId` has deleted this conversation (their side only). */
function clearedAtFor(userId: number) {
  return sql`case when ${conversations.userLowId} = ${userId} then ${conversations.lowClearedAt} else ${conversations.highClearedAt} end`;
}

/**
 * The number of unread messages for `userId` in the conversation of the current row: sent to
 * them (their own never count), after their read mark, and after their "cleared at" (a deleted
 * conversation's old messages are gone for them). Their side's counter, kept by the triggers of
 * migration 0029 in the transaction that writes a message or moves a mark.
 */
function unreadIn(userId: number) {
  return sql<number>`(case when ${conversations.userLowId} = ${userId} then ${conversations.lowUnread} else ${conversations.highUnread} end)`;
}

async function publicUser(ctx: AppContext, where: ReturnType<typeof eq>) {
  const [row] = await ctx.db
    .select({ id: users.id, username: users.username, fullName: users.fullName, profileImageUrl: users.profileImageUrl, suspendedAt: users.suspendedAt })
    .from(users)
    .where(where)
    .limit(1);
  return row;
}

const byUsername = (username: string) => eq(sql`lower(${users.username})`, username.trim().toLowerCase());

/**
 * The messages lookup finds a person as their profile does (policies/people.ts): not while
 * they are suspended, nor for someone they blocked.
 */
export async function findUserByUsername(ctx: AppContext, viewer: AuthUser, username: string) {
  const row = await assertPersonShown(ctx.db, viewer, await publicUser(ctx, byUsername(username)), MSG.validUsernameRequired);
  return { user_id: row.id, username: row.username, full_name: row.fullName, profile_image_url: publicFileUrl(ctx.config, row.profileImageUrl) };
}

/**
 * Conversations with at least one message the user still sees, newest first, each with its
 * last visible message and the other person: ONE query (a lateral join picks the last
 * message through the (conversation_id, created_at, id) index), at most `limit` of them.
 * `before` is the user_id of the last conversation the client holds; the page continues
 * after that conversation's (last_message_at, id).
 */
export async function listConversations(ctx: AppContext, user: AuthUser, page: BeforePageQuery) {
  const other = sql`case when ${conversations.userLowId} = ${user.id} then ${conversations.userHighId} else ${conversations.userLowId} end`;
  const cleared = clearedAtFor(user.id);
  const last = ctx.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversations.id),
        sql`(${cleared} is null or ${messages.createdAt} > ${cleared})`,
        sql`(${messages.removedAt} is null or ${messages.senderId} = ${user.id})`,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as('last_message');
  const rows = await ctx.db
    .select({
      createdAt: conversations.createdAt,
      unread: unreadIn(user.id),
      person: { id: users.id, username: users.username, fullName: users.fullName, profileImageUrl: users.profileImageUrl },
      last: {
        id: last.id,
        conversationId: last.conversationId,
        senderId: last.senderId,
        recipientId: last.recipientId,
        content: last.content,
        createdAt: last.createdAt,
      },
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, other))
    .innerJoinLateral(last, sql`true`)
    // Conversations with people the user blocked or muted are hidden (docs/PRODUCT.md#trust-and-safety).
    .where(and(mine(user.id), notSilencedBy(user.id, users.id), page.before === undefined ? undefined : conversationsBefore(user.id, page.before)))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(page.limit);
  return rows.map((row) => ({
    user_id: row.person.id,
    username: row.person.username,
    full_name: row.person.fullName,
    profile_image_url: publicFileUrl(ctx.config, row.person.profileImageUrl),
    messages: [presentMessage(row.last)],
    created_at: toIso(row.createdAt),
    last_message_at: toIso(row.last.createdAt),
    unread_count: Number(row.unread),
  }));
}

/** The conversations after the one with `otherId` in (last_message_at, id) descending order, inside the same query. */
function conversationsBefore(userId: number, otherId: number) {
  const { low, high } = pair(userId, otherId);
  return sql`(${conversations.lastMessageAt}, ${conversations.id}) < (select c.last_message_at, c.id from conversations c where c.user_low_id = ${low} and c.user_high_id = ${high})`;
}

/**
 * The thread with one person: the newest `limit` messages the user still sees (before the
 * `before` message when given), returned oldest first as the chat pane shows them.
 */
export async function getThread(ctx: AppContext, user: AuthUser, otherId: number, page: BeforePageQuery) {
  const person = await publicUser(ctx, eq(users.id, otherId));
  if (!person) throw notFound(MSG.userNotFound);
  const { low, high } = pair(user.id, otherId);
  const [conversation] = await ctx.db
    .select({
      id: conversations.id,
      createdAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
      cleared: clearedAtFor(user.id),
      // Nothing is unread from someone the user blocked or muted (their messages are hidden).
      unread: sql<number>`(case when ${notSilencedBy(user.id, sql`${otherId}::integer`)} then ${unreadIn(user.id)} else 0 end)`,
    })
    .from(conversations)
    .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
  const rows = conversation
    ? await ctx.db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversation.id),
            // A message a moderator removed stays only in its sender's view.
            sql`(${messages.removedAt} is null or ${messages.senderId} = ${user.id})`,
            notSilencedBy(user.id, messages.senderId),
            conversation.cleared ? gt(messages.createdAt, new Date(conversation.cleared as unknown as string)) : undefined,
            await keysetAfter(ctx.db, messages, page.before, 'desc'),
          ),
        )
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(page.limit)
    : [];
  rows.reverse();
  return {
    user_id: person.id,
    username: person.username,
    full_name: person.fullName,
    profile_image_url: publicFileUrl(ctx.config, person.profileImageUrl),
    messages: rows.map(presentMessage),
    created_at: toIso(conversation?.createdAt ?? new Date(ctx.clock())),
    last_message_at: toIso(conversation?.lastMessageAt ?? new Date(ctx.clock())),
    unread_count: Number(conversation?.unread ?? 0),
  };
}

const mine = (userId: number) => or(eq(conversations.userLowId, userId), eq(conversations.userHighId, userId));

/**
 * Unread messages over all of the user's conversations (the inbox badge, polled): the sum of
 * their side's counters over the conversations where it is not zero (the partial indexes
 * conversations_low_unread_idx and conversations_high_unread_idx), without the people they
 * blocked or muted. It ran one count of messages per conversation (0.66 s in 20,000).
 */
export async function unreadMessageCount(ctx: AppContext, user: AuthUser) {
  const other = sql`case when ${conversations.userLowId} = ${user.id} then ${conversations.userHighId} else ${conversations.userLowId} end`;
  const [row] = await ctx.db
    .select({ count: sql<number>`coalesce(sum(${unreadIn(user.id)}), 0)::int` })
    .from(conversations)
    .where(
      and(
        or(
          and(eq(conversations.userLowId, user.id), sql`${conversations.lowUnread} > 0`),
          and(eq(conversations.userHighId, user.id), sql`${conversations.highUnread} > 0`),
        ),
        notSilencedBy(user.id, other),
      ),
    );
  return { count: Number(row?.count ?? 0) };
}

/**
 * Marks the thread with `otherId` read up to `messageId`, the newest message the client
 * showed. The mark only moves forward and never past the conversation's newest message, so
 * a stale or invented id cannot hide messages that arrive later. Answers the new total.
 */
export async function markThreadRead(ctx: AppContext, user: AuthUser, otherId: number, messageId: number) {
  if (otherId !== user.id) {
    const { low, high } = pair(user.id, otherId);
    const column = user.id === low ? conversations.lowLastReadId : conversations.highLastReadId;
    const newest = sql`(select coalesce(max(m.id), 0) from ${messages} m where m.conversation_id = ${conversations.id})`;
    await ctx.db
      .update(conversations)
      .set(user.id === low ? { lowLastReadId: sql`greatest(${column}, least(${messageId}, ${newest}))` } : { highLastReadId: sql`greatest(${column}, least(${messageId}, ${newest}))` })
      .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
  }
  return unreadMessageCount(ctx, user);
}

export async function sendMessage(ctx: AppContext, user: AuthUser, recipientUsername: string, content: string) {
  const recipient = await publicUser(ctx, byUsername(recipientUsername));
  // A suspended account cannot be reached (the same rule as its profile); a block is told
  // apart, 403 BLOCKED, below (docs/PRODUCT.md#trust-and-safety).
  if (!recipient || !profileShownTo(recipient, user)) throw notFound(MSG.validUsernameRequired);
  if (recipient.id === user.id) throw new AppError(400, MSG.cannotMessageSelf, ERROR_CODES.VALIDATION);
  await assertMayReach(ctx, user, recipient.id);
  const { low, high } = pair(user.id, recipient.id);
  const now = new Date(ctx.clock());
  // The sender's details for the live copy are read before the commit: between the commit
  // and the recipient's socket nothing waits on the database (docs/PRODUCT.md#budgets).
  const { message: row, sender } = await ctx.db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({ userLowId: low, userHighId: high, lastMessageAt: now, createdAt: now })
      .onConflictDoUpdate({ target: [conversations.userLowId, conversations.userHighId], set: { lastMessageAt: now } })
      .returning({ id: conversations.id, lowClearedAt: conversations.lowClearedAt, highClearedAt: conversations.highClearedAt });
    // A message sent after a side deleted the conversation must show for that side, even
    // within the same millisecond (or from an instance whose clock lags): stamp it after the deletion.
    const clearedAt = Math.max(conversation!.lowClearedAt?.getTime() ?? 0, conversation!.highClearedAt?.getTime() ?? 0);
    const createdAt = clearedAt >= now.getTime() ? new Date(clearedAt + 1) : now;
    if (createdAt !== now) await tx.update(conversations).set({ lastMessageAt: createdAt }).where(eq(conversations.id, conversation!.id));
    const [message] = await tx
      .insert(messages)
      .values({ conversationId: conversation!.id, senderId: user.id, recipientId: recipient.id, content, createdAt })
      .returning();
    const [sender] = await tx.select({ fullName: users.fullName, profileImageUrl: users.profileImageUrl }).from(users).where(eq(users.id, user.id));
    return { message: message!, sender };
  });
  const live: LiveMessage = {
    ...presentMessage(row),
    username: user.username,
    full_name: sender?.fullName ?? user.username,
    profile_image_url: publicFileUrl(ctx.config, sender?.profileImageUrl ?? null),
  };
  // The recipient's sockets (unless they muted the sender, who is not told) and the sender's
  // other tabs, once the message has committed.
  const event = { type: 'new_message', data: live } as const;
  const silenced = await isSilenced(ctx.db, recipient.id, user.id);
  return withEffects(presentMessage(row), { events: [...(silenced ? [] : [{ userId: recipient.id, event }]), { userId: user.id, event }] });
}

/** Blocks first (either side), then the recipient's "who may message me" (docs/PRODUCT.md#trust-and-safety). */
async function assertMayReach(ctx: AppContext, sender: AuthUser, recipientId: number) {
  await assertNotBlocked(ctx.db, sender.id, recipientId);
  const [recipient] = await ctx.db.select({ messagesFrom: users.messagesFrom, birthDate: users.birthDate }).from(users).where(eq(users.id, recipientId));
  if (!recipient) throw notFound(MSG.validUsernameRequired);
  const follows = recipient.messagesFrom === 'nobody' ? false : await isFollowing(ctx.db, recipientId, sender.id);
  assertMayMessage({ messagesFrom: recipient.messagesFrom as MessagesFrom, birthDate: recipient.birthDate }, follows, ctx.clock());
}

/** Deleting hides the conversation up to now for this user; the other side keeps its copy. */
export async function deleteConversation(ctx: AppContext, user: AuthUser, otherId: number) {
  const { low, high } = pair(user.id, otherId);
  const now = new Date(ctx.clock());
  const side = user.id === low ? { lowClearedAt: now } : { highClearedAt: now };
  const updated = await ctx.db
    .update(conversations)
    .set(side)
    .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)))
    .returning({ id: conversations.id });
  if (updated.length === 0) throw notFound(MSG.notFound);
  return { message: MSG.conversationDeleted };
}

