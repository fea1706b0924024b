import type { DbOrTx } from '../db/client';
import { notFound } from '../lib/errors';
import { hasBlocked } from './blocks';
import { profileShownTo } from './moderation';

/**
 * Whether `viewer` may find `person` by name or link and reach them (docs/PRODUCT.md#trust-and-safety): the one rule
 * of the profile, the community page, following and the messages lookup and send. A
 * suspended account does not exist for anyone but itself while the suspension is recorded,
 * and a blocker does not exist for the person they blocked: 404 with `message`, the same
 * answer as for nobody at all, so neither side learns anything. Answers the person found.
 */
export async function assertPersonShown<T extends { id: number; suspendedAt: Date | null }>(
  db: DbOrTx,
  viewer: { id: number },
  person: T | undefined,
  message: string,
): Promise<T> {
  if (!person || !profileShownTo(person, viewer)) throw notFound(message);
  if (person.id !== viewer.id && (await hasBlocked(db, person.id, viewer.id))) throw notFound(message);
  return person;
}
