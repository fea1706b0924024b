import type { Message } from '@okuryazar/shared';
import type { messages } from '../../db/schema';
import { toIso } from '../../lib/clock';

/** A message as the inbox, the thread and the live event show it. */
export function presentMessage(row: Omit<typeof messages.$inferSelect, 'removedAt'>): Message {
  return {
    message_id: row.id,
    sender_id: row.senderId,
    recipient_id: row.recipientId,
    content: row.content,
    created_at: toIso(row.createdAt),
  };
}
