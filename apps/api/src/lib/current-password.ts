import { eq } from 'drizzle-orm';
import type { AppContext } from './context';
import { users } from '../db/schema';
import type { AuthUser } from './session';
import { unauthorized } from './errors';
import { verifyPassword } from './passwords';
import { accountScope, reserveAttempt } from './throttle';

/** Current-password checks per account before a pause, shared by every call that asks for it. */
export const CURRENT_PASSWORD_LIMIT = 5;
export const CURRENT_PASSWORD_WINDOW_MS = 15 * 60 * 1000;

/**
 * Checks the password of the signed-in account for calls that ask for it again (settings,
 * story deletion). Without a limit a stolen session is a password oracle, so each check
 * reserves an attempt first: at most 5 checks per account in 15 minutes across all these
 * calls, then 429 without checking. A right password clears the count. Answers whether the
 * password is right; each caller keeps its own status for a wrong one.
 */
export async function verifyCurrentPassword(ctx: AppContext, user: AuthUser, password: string): Promise<boolean> {
  const [account] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, user.id));
  if (!account) throw unauthorized();
  const key = accountScope('current-password', account);
  await reserveAttempt(ctx, key, CURRENT_PASSWORD_LIMIT, CURRENT_PASSWORD_WINDOW_MS);
  if (!(await verifyPassword(account.passwordHash, password))) return false;
  await ctx.attempts.reset(key);
  return true;
}
