import { MODERATION_LIMITS, type ModerationQueueItem, type QueueTargetType, type ReportTargetType } from '@okuryazar/shared';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { legalNotices, moderationDecisions, users } from '../../db/schema';
import { toIso } from '../../lib/clock';
import { rowsOf } from '../../db/raw-sql';
import type { AuthUser } from '../../lib/session';
import { matureCutoff } from '../../policies/books';
import { loadModerator } from '../../policies/moderation';
import { safePreview } from './preview';
import { loadTarget } from './targets';

interface QueueRow {
  target_type: QueueTargetType;
  target_id: number;
  report_count: number;
  reasons: string[] | null;
  first_at: Date | string;
  descriptions: string[] | null;
}

const DUE_MS = MODERATION_LIMITS.dueHours * 60 * 60 * 1000;

/**
 * SQL: the target of a queue row (`q`) is part of a conversation with a reader under 18 at
 * `now`: a message they sent or received, a chapter comment by them or replying to them, a
 * post comment by them or under their post. Such reports come first (issue 27).
 */
function withMinor(now: number): SQL {
  const minor = (userId: SQL) => sql`exists (select 1 from users mu where mu.id = ${userId} and mu.birth_date::text > ${matureCutoff(now)})`;
  return sql`case q.target_type
      when 'message' then exists (select 1 from messages m where m.id = q.target_id and (${minor(sql`m.sender_id`)} or ${minor(sql`m.recipient_id`)}))
      when 'comment' then exists (select 1 from comments c left join comments pc on pc.id = c.parent_comment_id
                                  where c.id = q.target_id and (${minor(sql`c.user_id`)} or ${minor(sql`pc.user_id`)}))
      when 'post_comment' then exists (select 1 from post_comments c join posts p on p.id = c.post_id
                                       where c.id = q.target_id and (${minor(sql`c.user_id`)} or ${minor(sql`p.user_id`)}))
      else false end`;
}

/**
 * The queue (docs/PRODUCT.md#trust-and-safety): one item per target with its open (or resolved) reports, legal
 * notices among them; reports about a conversation with a minor first (withMinor), then
 * oldest first report first. A page is a few dozen targets, each read by its primary key for
 * the preview and author.
 */
export async function listQueue(ctx: AppContext, user: AuthUser, query: { status: 'open' | 'resolved'; page: number; limit: number }) {
  await loadModerator(ctx.db, user);
  const open = query.status === 'open';
  const offset = (query.page - 1) * query.limit;
  const rows = await rowsOf<QueueRow>(
    ctx.db,
    sql`select * from (
          select r.target_type::text as target_type, r.target_id, count(*)::int as report_count,
                 array_agg(distinct r.reason::text) as reasons, min(r.created_at) as first_at,
                 array_remove(array_agg(r.description order by r.created_at), '') as descriptions
            from reports r
           where (r.resolved_at is null) = ${open}
           group by r.target_type, r.target_id
          union all
          select 'legal_notice', n.id, 1, array[]::text[], n.created_at, array[n.description]
            from legal_notices n
           where (n.resolved_at is null) = ${open}
        ) q
        order by ${withMinor(ctx.clock())} desc, q.first_at, q.target_type, q.target_id
        limit ${query.limit + 1} offset ${offset}`,
  );
  const page = rows.slice(0, query.limit);
  const items: ModerationQueueItem[] = [];
  for (const row of page) items.push(await queueItem(ctx, row));
  return { items, next_page: rows.length > query.limit ? query.page + 1 : null };
}

async function queueItem(ctx: AppContext, row: QueueRow): Promise<ModerationQueueItem> {
  const first = new Date(toIso(row.first_at));
  const common = {
    target_type: row.target_type,
    target_id: Number(row.target_id),
    report_count: Number(row.report_count),
    reasons: row.reasons ?? [],
    first_reported_at: first.toISOString(),
    due_at: new Date(first.getTime() + DUE_MS).toISOString(),
    descriptions: (row.descriptions ?? []).map((d) => safePreview(d)),
  };
  if (row.target_type === 'legal_notice') {
    const [notice] = await ctx.db.select().from(legalNotices).where(eq(legalNotices.id, common.target_id));
    return {
      ...common,
      preview: safePreview(notice?.description ?? ''),
      author: null,
      removed: false,
      notice: notice ? { name: safePreview(notice.name, 100), email: notice.email, url: safePreview(notice.url, MODERATION_LIMITS.legalUrlMax) } : null,
    };
  }
  const target = await loadTarget(ctx.db, row.target_type as ReportTargetType, common.target_id);
  return {
    ...common,
    preview: target ? safePreview(target.text) : '',
    author: target ? { user_id: target.authorId, username: target.authorUsername } : null,
    removed: target?.removed ?? true,
    notice: null,
  };
}

/** Every decision, newest first: who, when, what, note. */
export async function listAudit(ctx: AppContext, user: AuthUser, query: { page: number; limit: number }) {
  await loadModerator(ctx.db, user);
  const rows = await ctx.db
    .select({ decision: moderationDecisions, username: users.username })
    .from(moderationDecisions)
    .leftJoin(users, eq(users.id, moderationDecisions.moderatorId))
    .orderBy(desc(moderationDecisions.createdAt), desc(moderationDecisions.id))
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
  return {
    items: rows.slice(0, query.limit).map(({ decision: d, username }) => ({
      decision_id: d.id,
      moderator: d.moderatorId !== null && username !== null ? { user_id: d.moderatorId, username } : null,
      target_type: d.targetType as QueueTargetType,
      target_id: d.targetId,
      action: d.action as 'dismiss' | 'remove' | 'suspend_author',
      note: d.note,
      suspend_days: d.suspendDays,
      created_at: toIso(d.createdAt),
    })),
    next_page: rows.length > query.limit ? query.page + 1 : null,
  };
}
