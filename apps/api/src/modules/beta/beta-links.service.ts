import { BETA_CODES, BETA_LIMITS, BETA_MSG, type BetaLink, type CreateBetaLinkBody } from '@okuryazar/shared';
import { sql } from 'drizzle-orm';
import { resultRows } from '../../db/raw-sql';
import { betaLinks } from '../../db/schema';
import { toIso } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/session';
import { loadOwnBook } from '../../policies/authoring';
import { newBetaToken } from './beta-access';

const DAY = 24 * 60 * 60 * 1000;

interface LinkRow {
  id: number;
  createdAt: Date | string;
  expiresAt: Date | string | null;
  endedAt: Date | string | null;
  readerId: number | null;
  readerUsername: string | null;
  commentCount: number;
}

function presentLink(row: LinkRow, now: number): BetaLink {
  const expired = row.expiresAt !== null && new Date(row.expiresAt).getTime() <= now;
  return {
    link_id: Number(row.id),
    created_at: toIso(row.createdAt),
    expires_at: row.expiresAt === null ? null : toIso(row.expiresAt),
    state: row.endedAt !== null ? 'ended' : expired ? 'expired' : row.readerId === null ? 'waiting' : 'open',
    reader: row.readerId === null ? null : { id: Number(row.readerId), username: row.readerUsername ?? '' },
    comment_count: Number(row.commentCount),
  };
}

const linkColumns = sql`l.id, l.created_at as "createdAt", l.expires_at as "expiresAt", l.ended_at as "endedAt",
  l.reader_id as "readerId", r.username as "readerUsername",
  (select count(*)::int from beta_comments c where c.link_id = l.id) as "commentCount"`;

/**
 * POST /stories/{id}/beta-links: a private link to the story's chapters, drafts included. The
 * live links are counted under a lock on the story's row, so two made at once cannot both be
 * the fifty-first.
 */
export async function createBetaLink(ctx: AppContext, user: AuthUser, storyId: number, body: CreateBetaLinkBody) {
  const book = await loadOwnBook(ctx.db, user, storyId);
  const now = ctx.clock();
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && (expiresAt.getTime() <= now || expiresAt.getTime() > now + BETA_LIMITS.expiryMaxDays * DAY)) throw badRequest(BETA_MSG.expiryInvalid);
  const { token, hash } = newBetaToken();
  const id = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from books where id = ${book.id} for no key update`);
    const [live] = resultRows<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from beta_links
        where book_id = ${book.id} and ended_at is null and (expires_at is null or expires_at > ${new Date(now)})`),
    );
    if (Number(live?.n ?? 0) >= BETA_LIMITS.liveLinksMax) throw conflict(BETA_MSG.tooManyLinks, BETA_CODES.BETA_LIMIT);
    const [created] = await tx.insert(betaLinks).values({ bookId: book.id, tokenHash: hash, createdAt: new Date(now), expiresAt }).returning({ id: betaLinks.id });
    return created!.id;
  });
  return { link_id: id, token, url: `/beta/${token}` };
}

/** GET /stories/{id}/beta-links: the author's links, newest first, with who reads through each. */
export async function listBetaLinks(ctx: AppContext, user: AuthUser, storyId: number, before: number | undefined) {
  const book = await loadOwnBook(ctx.db, user, storyId);
  const limit = BETA_LIMITS.pageSize;
  const rows = resultRows<LinkRow>(
    await ctx.db.execute(sql`select ${linkColumns}
      from beta_links l left join users r on r.id = l.reader_id
      where l.book_id = ${book.id} ${before === undefined ? sql`` : sql`and l.id < ${before}`}
      order by l.id desc limit ${limit + 1}`),
  );
  const page = rows.slice(0, limit);
  const now = ctx.clock();
  return { links: page.map((row) => presentLink(row, now)), next_before: rows.length > limit ? Number(page[page.length - 1]!.id) : null };
}

/** DELETE /beta-links/{linkId}: ends the link at once; its reader's next call is 404. */
export async function endBetaLink(ctx: AppContext, user: AuthUser, linkId: number): Promise<BetaLink> {
  const now = ctx.clock();
  const [row] = resultRows<LinkRow>(
    await ctx.db.execute(sql`
      with ended as (
        update beta_links l set ended_at = coalesce(l.ended_at, ${new Date(now)})
        from books b
        where l.id = ${linkId} and b.id = l.book_id and b.author_id = ${user.id} and b.deleted_at is null
        returning l.*)
      select ${linkColumns} from ended l left join users r on r.id = l.reader_id`),
  );
  if (!row) throw notFound(BETA_MSG.linkNotFound);
  return presentLink(row, now);
}
