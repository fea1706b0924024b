import { MODERATION_CODES, MODERATION_MSG } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/authentication';
import { canModerate } from '../../policies/moderation';

/** The caller's role read fresh (a demoted moderator loses access at once); 403 for non-staff. */
export async function requireModerator(ctx: AppContext, user: AuthUser): Promise<AuthUser & { role: string }> {
  const [row] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
  const moderator = { ...user, role: row?.role ?? 'user' };
  if (!canModerate(moderator)) throw new AppError(403, MODERATION_MSG.moderatorOnly, MODERATION_CODES.MODERATOR_ONLY);
  return moderator;
}
