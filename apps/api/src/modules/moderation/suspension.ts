import { eq } from 'drizzle-orm';
import { MODERATION_CODES, MODERATION_MSG } from '@okuryazar/shared';
import type { AppContext } from '../../lib/context';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { isSuspended } from '../../policies/moderation';

const turkishDate = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Istanbul' });

/** A suspension's end as people read it ("22 Haziran 2026"), or null when it has none. */
export function suspensionEndText(until: Date | null): string | null {
  return until ? turkishDate.format(until) : null;
}

/** Login refuses a suspended account with 403 SUSPENDED and the end date (docs/PRODUCT.md#trust-and-safety). */
export function assertNotSuspended(user: { suspendedAt: Date | null; suspendedUntil: Date | null }, now: number): void {
  if (!isSuspended(user, now)) return;
  throw new AppError(403, MODERATION_MSG.suspendedLogin(suspensionEndText(user.suspendedUntil)), MODERATION_CODES.SUSPENDED, {}, {
    suspended_until: user.suspendedUntil ? user.suspendedUntil.toISOString() : null,
  });
}

/**
 * At login: refuses a suspended account; once a suspension is over, lifts it, which also
 * brings the author's content back (lists hide the content of authors with `suspended_at`).
 */
export async function checkSuspensionAtLogin(
  ctx: AppContext,
  user: { id: number; suspendedAt: Date | null; suspendedUntil: Date | null },
): Promise<void> {
  assertNotSuspended(user, ctx.clock());
  if (user.suspendedAt) await ctx.db.update(users).set({ suspendedAt: null, suspendedUntil: null }).where(eq(users.id, user.id));
}
