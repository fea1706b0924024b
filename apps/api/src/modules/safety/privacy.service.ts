import type { MessagesFrom, PrivacyBody, PrivacySettings } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { users } from '../../db/schema';
import { unauthorized } from '../../lib/errors';
import type { AuthUser } from '../../lib/session';
import { effectiveMessagesFrom, isMinor } from '../../policies/blocks';

function present(ctx: AppContext, row: { messagesFrom: string; birthDate: string }): PrivacySettings {
  const now = ctx.clock();
  return {
    messages_from: effectiveMessagesFrom(row.messagesFrom as MessagesFrom, row.birthDate, now),
    minor_protected: isMinor(row.birthDate, now),
  };
}

export async function getPrivacy(ctx: AppContext, user: AuthUser): Promise<PrivacySettings> {
  const [row] = await ctx.db.select({ messagesFrom: users.messagesFrom, birthDate: users.birthDate }).from(users).where(eq(users.id, user.id));
  if (!row) throw unauthorized();
  return present(ctx, row);
}

/**
 * A minor's `everyone` is stored as `following`: the cap is the rule of docs/PRODUCT.md#trust-and-safety, not a
 * preference that opens up by itself on the 18th birthday.
 */
export async function updatePrivacy(ctx: AppContext, user: AuthUser, input: PrivacyBody): Promise<PrivacySettings> {
  const messagesFrom = effectiveMessagesFrom(input.messages_from, user.birthDate, ctx.clock());
  const [row] = await ctx.db
    .update(users)
    .set({ messagesFrom, updatedAt: new Date(ctx.clock()) })
    .where(eq(users.id, user.id))
    .returning({ messagesFrom: users.messagesFrom, birthDate: users.birthDate });
  if (!row) throw unauthorized();
  return present(ctx, row);
}
