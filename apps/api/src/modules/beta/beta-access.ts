import { createHash, randomBytes } from 'node:crypto';
import { BETA_MSG } from '@okuryazar/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { resultRows } from '../../db/raw-sql';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/session';
import { matureCutoff } from '../../policies/books';

/** A new link's secret: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export function newBetaToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashBetaToken(token) };
}

export function hashBetaToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface OpenedLink {
  linkId: number;
  bookId: number;
  authorId: number;
  isAuthor: boolean;
}

/**
 * The link behind `token` as `user` may use it, else 404 (the same answer whatever the reason,
 * so a link tells nobody anything). It works while it is neither ended nor expired, for the
 * story's author, or for its reader: the first other signed-in person to open it becomes its
 * reader, and nobody else can use it after. The story must still exist and not have been
 * removed by a moderator, its author must be active, there must be no block between the reader
 * and the author either way, and a mature story opens only for an adult.
 */
export async function openBetaLink(db: DbOrTx, user: AuthUser, token: string, now: number): Promise<OpenedLink> {
  const [row] = resultRows<{ id: number; bookId: number; authorId: number; readerId: number | null }>(
    await db.execute(sql`
      select l.id, l.book_id as "bookId", b.author_id as "authorId", l.reader_id as "readerId"
      from beta_links l
      join books b on b.id = l.book_id
      join users a on a.id = b.author_id
      join users v on v.id = ${user.id}
      where l.token_hash = ${hashBetaToken(token)}
        and l.ended_at is null and (l.expires_at is null or l.expires_at > ${new Date(now)})
        and b.deleted_at is null
        and (b.author_id = v.id or (
          b.removed_at is null and a.suspended_at is null
          and (not b.is_mature_content or v.birth_date::text <= ${matureCutoff(now)})
          and not exists (select 1 from user_blocks ub
            where (ub.blocker_id = v.id and ub.blocked_id = b.author_id) or (ub.blocker_id = b.author_id and ub.blocked_id = v.id))))`),
  );
  if (!row) throw notFound(BETA_MSG.linkNotFound);
  const link = { linkId: Number(row.id), bookId: Number(row.bookId), authorId: Number(row.authorId) };
  if (link.authorId === user.id) return { ...link, isAuthor: true };
  if (row.readerId !== null && Number(row.readerId) !== user.id) throw notFound(BETA_MSG.linkNotFound);
  if (row.readerId === null) {
    // Two people opening a fresh link at once: one statement decides which of them it is.
    const claimed = resultRows<{ id: number }>(
      await db.execute(sql`update beta_links set reader_id = ${user.id} where id = ${link.linkId} and (reader_id is null or reader_id = ${user.id}) returning id`),
    );
    if (claimed.length === 0) throw notFound(BETA_MSG.linkNotFound);
  }
  return { ...link, isAuthor: false };
}
