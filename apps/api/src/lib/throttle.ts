import type { AppContext } from './context';
import { tooManyRequests } from './errors';

/**
 * Reserves one attempt under `key` BEFORE the expensive check it guards, and refuses with
 * 429 (Retry-After, Turkish message) once the window's limit is used up. Because the
 * store's hit() is atomic, N concurrent requests get N different counts, so at most
 * `limit` of them ever reach the check; reading the count first and counting after the
 * check let a burst of concurrent guesses all through. Callers reset the key on success.
 */
export async function reserveAttempt(ctx: AppContext, key: string, limit: number, windowMs: number): Promise<void> {
  const { count, resetAt } = await ctx.attempts.hit(key, windowMs);
  if (count > limit) throw tooManyRequests((resetAt - ctx.clock()) / 1000);
}

/**
 * The key scope of one account's counters. It carries the account's token version, which a
 * password reset or change raises: every counter of the account (on every address) is then
 * left behind to expire, the same way in memory and in Redis, without listing keys.
 */
export const accountScope = (name: string, account: { id: number; tokenVersion: number }) =>
  `${name}:u${account.id}.v${account.tokenVersion}`;
