import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userRef } from './users';

/** A conversation between two users, stored once with the smaller id first. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userLowId: userRef('user_low_id'),
    userHighId: userRef('user_high_id'),
    /** Deleting hides the messages up to this moment for that side only. */
    lowClearedAt: timestamp('low_cleared_at', { withTimezone: true }),
    highClearedAt: timestamp('high_cleared_at', { withTimezone: true }),
    /**
     * Per side, the newest message id that side has read (0: none). Message ids only grow, so
     * "unread" is "sent to me with a larger id"; the client sends the newest id it showed,
     * which keeps a message that arrived after the thread was drawn unread.
     */
    lowLastReadId: integer('low_last_read_id').notNull().default(0),
    highLastReadId: integer('high_last_read_id').notNull().default(0),
    /**
     * Per side, how many messages that side has unread (sent to them after their read mark and
     * after their "cleared at"), kept by triggers in the writing transaction (migration 0029):
     * a message inserted or deleted, a read mark or a "cleared at" moved. The inbox badge sums
     * them over the conversations with unread messages, where it ran one count per conversation
     * (0.66 s in 20,000 conversations; issue 26).
     */
    lowUnread: integer('low_unread').notNull().default(0),
    highUnread: integer('high_unread').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_uq').on(t.userLowId, t.userHighId),
    // Keyset pages of one user's conversations, newest first, from either side of the pair.
    index('conversations_low_recent_idx').on(t.userLowId, t.lastMessageAt, t.id),
    index('conversations_high_idx').on(t.userHighId, t.lastMessageAt, t.id),
    // The inbox badge: only a user's conversations with something unread on their side.
    index('conversations_low_unread_idx').on(t.userLowId).where(sql`${t.lowUnread} > 0`),
    index('conversations_high_unread_idx').on(t.userHighId).where(sql`${t.highUnread} > 0`),
    check('conversations_ordered_pair', sql`${t.userLowId} < ${t.userHighId}`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: userRef('sender_id'),
    recipientId: userRef('recipient_id'),
    content: text('content').notNull(),
    /** Set when a moderator removed it (docs/PRODUCT.md#trust-and-safety): hidden from everyone but its author. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    // Unread counts: one range scan per conversation over the messages sent to me after my read mark.
    index('messages_unread_idx').on(t.conversationId, t.recipientId, t.id),
    // A deleted account's messages, either side.
    // (person, id): the KVKK export walks a user's sent and received messages in id order.
    index('messages_sender_idx').on(t.senderId, t.id),
    index('messages_recipient_idx').on(t.recipientId, t.id),
  ],
);
