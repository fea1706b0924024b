import type { Removal, ReportTargetType } from '@okuryazar/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { moderationDecisions } from '../../db/schema';
import { toIso } from '../../lib/clock';

/** Decisions that take content down (a suspension also removes the reported content). */
const REMOVING_ACTIONS = ['remove', 'suspend_author'];

/**
 * The author's view of removed content (docs/PRODUCT.md#trust-and-safety): for each row a moderator removed, when
 * and with which note (the note of the decision that removed it, kept in the audit table).
 * Rows that are not removed are left out, so a list without removals reads nothing. Only
 * the content's author is ever given the result.
 */
export async function loadRemovals(
  db: DbOrTx,
  type: ReportTargetType,
  rows: readonly { id: number; removedAt: Date | null }[],
): Promise<Map<number, Removal>> {
  const removed = rows.filter((r): r is { id: number; removedAt: Date } => r.removedAt !== null);
  const result = new Map<number, Removal>();
  if (removed.length === 0) return result;
  const decisions = await db
    .select({ targetId: moderationDecisions.targetId, note: moderationDecisions.note })
    .from(moderationDecisions)
    .where(
      and(
        eq(moderationDecisions.targetType, type),
        inArray(
          moderationDecisions.targetId,
          removed.map((r) => r.id),
        ),
        inArray(moderationDecisions.action, REMOVING_ACTIONS),
      ),
    )
    // Oldest first: the latest decision's note wins.
    .orderBy(asc(moderationDecisions.createdAt), asc(moderationDecisions.id));
  const notes = new Map(decisions.map((d) => [d.targetId, d.note]));
  for (const row of removed) result.set(row.id, { at: toIso(row.removedAt), note: notes.get(row.id) ?? '' });
  return result;
}

/** One row's removal, or null (the single-row form of loadRemovals). */
export async function loadRemoval(db: DbOrTx, type: ReportTargetType, row: { id: number; removedAt: Date | null }): Promise<Removal | null> {
  return (await loadRemovals(db, type, [row])).get(row.id) ?? null;
}
