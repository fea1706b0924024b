import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { intArrayParam, rowsOf } from '../../db/raw-sql';

/**
 * Takes comments out because their writer deleted them (or their account): the one rule for
 * both (docs/PRODUCT.md#trust-and-safety). A reader's reply outlives the comment it answers, so a comment that
 * someone else's reply (outside `selected`) still hangs under stays as a placeholder: no
 * text, no author, no likes, `deleted_at` set; lists show it as "Bu yorum silindi.". Every
 * other selected comment is deleted. A placeholder left without replies goes too.
 *
 * `selected` is a subquery of comment ids. A comment a moderator removed is deleted with its
 * replies as before: the removal already hid them from every list and count. Counters are
 * the caller's: the placeholders and the deleted rows leave the counts, the replies stay.
 */
export async function retireComments(tx: Tx, selected: SQL, now: Date): Promise<void> {
  const kept = await rowsOf<{ id: number }>(tx, sql`
    update comments set deleted_at = ${now}, user_id = null, content = '', likes_count = 0
    where id in (${selected}) and removed_at is null and deleted_at is null
      and exists (select 1 from comments r where r.parent_comment_id = comments.id and r.id not in (${selected}))
    returning id`);
  const keptIds = kept.map((r) => Number(r.id));
  if (keptIds.length > 0) await tx.execute(sql`delete from comment_likes where comment_id = any (${intArrayParam(keptIds)}::int[])`);
  const gone = await rowsOf<{ id: number | null }>(tx, sql`
    delete from comments where id in (${selected}) and deleted_at is null
    returning parent_comment_id as id`);
  const parents = [...new Set(gone.flatMap((r) => (r.id === null ? [] : [Number(r.id)])))];
  if (parents.length > 0) {
    await tx.execute(sql`
      delete from comments p
      where p.id = any (${intArrayParam(parents)}::int[]) and p.deleted_at is not null
        and not exists (select 1 from comments r where r.parent_comment_id = p.id)`);
  }
}
