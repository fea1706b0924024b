import { MODERATION_CODES, MODERATION_MSG, USER_ROLES, type UserRole } from '@okuryazar/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/errors';
import type { AuthUser } from '../lib/session';
import { authorize } from './abilities';

/** A stored role as the closed set (a row can only hold these, by check constraint). */
export function roleOf(value: string): UserRole {
  return (USER_ROLES as readonly string[]).includes(value) ? (value as UserRole) : 'user';
}

/**
 * The caller as a moderator, their role read fresh (a demoted moderator loses access at once):
 * the `moderate` ability's 403 for anyone else. Every moderation service starts here.
 */
export async function loadModerator(db: DbOrTx, user: AuthUser): Promise<AuthUser & { role: string }> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
  const moderator = { ...user, role: row?.role ?? 'user' };
  authorize(moderator, 'moderate', null);
  return moderator;
}

/**
 * Whether a suspension holds at `now`: set, and either indefinite (no end) or not yet over.
 */
export function isSuspended(user: { suspendedAt: Date | null; suspendedUntil: Date | null }, now: number): boolean {
  if (!user.suspendedAt) return false;
  return user.suspendedUntil === null || user.suspendedUntil.getTime() > now;
}

/**
 * A suspended person's profile and pages are "not found" for everyone but themselves while
 * the suspension is recorded (docs/PRODUCT.md#trust-and-safety); it is lifted at their first login after its end,
 * the same moment their content comes back.
 */
export function profileShownTo(owner: { id: number; suspendedAt: Date | null }, viewer: { id: number }): boolean {
  return owner.suspendedAt === null || owner.id === viewer.id;
}

/**
 * What a moderator removed stays readable to its author but cannot be edited or published
 * again (docs/PRODUCT.md#trust-and-safety: a read-only view marked "Kaldırıldı").
 */
export function assertNotRemoved(...rows: ({ removedAt: Date | null } | null | undefined)[]): void {
  if (rows.some((row) => row?.removedAt)) throw new AppError(403, MODERATION_MSG.removedReadOnly, MODERATION_CODES.REMOVED);
}
