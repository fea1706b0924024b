import { ERROR_CODES, MSG, SAFETY_MSG } from '@okuryazar/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { books, users } from '../../db/schema';
import { verifyCurrentPassword } from '../../lib/current-password';
import { AppError, unauthorized } from '../../lib/errors';
import { deleteImage } from '../../lib/images';
import { invalidateShelves } from '../../lib/shelf-cache';
import { storageKeyOf } from '../../lib/storage';
import type { AuthUser } from '../../lib/session';
import { endSessionsAfterCommit } from '../realtime/end-sessions';
import { enqueueAccountPurge } from './account-purge';

/**
 * KVKK article 7, self-served (docs/PRODUCT.md#trust-and-safety). The request does what must hold at once, in one
 * short transaction whatever the account's size (issue 26 item 4): the account is frozen
 * (`deleted_at`, suspended for good, so it and everything it wrote is gone from every list and
 * lookup as a suspended account's is), its e-mail and username are freed, its password and
 * profile cleared, every token refused (token version raised), its stories tombstoned, and the
 * purge job queued. The job (account-purge.ts) then lowers the counters its likes and comments
 * raised, retires its comments as a deletion by hand would (answered ones stay as "Bu yorum
 * silindi."), deletes its rows in batches and the row last; reports it made stay without the
 * reporter. Files go after the commit (a failed delete leaves an orphan file, never a
 * dangling row).
 */
export async function deleteAccount(ctx: AppContext, user: AuthUser, password: string) {
  if (!(await verifyCurrentPassword(ctx, user, password))) throw new AppError(401, MSG.wrongPassword, ERROR_CODES.INVALID_PASSWORD);
  const now = new Date(ctx.clock());
  const { files, hadPublished } = await ctx.db.transaction(async (tx) => {
    const [me] = await tx
      .select({ tokenVersion: users.tokenVersion, profileImageUrl: users.profileImageUrl })
      .from(users)
      .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
      .for('update');
    if (!me) throw unauthorized();
    const [published] = await tx
      .select({ one: sql<number>`1` })
      .from(books)
      .where(and(eq(books.authorId, user.id), eq(books.isPublished, true), isNull(books.deletedAt)))
      .limit(1);
    await tx
      .update(users)
      .set({
        deletedAt: now,
        suspendedAt: now,
        suspendedUntil: null,
        tokenVersion: me.tokenVersion + 1,
        // Not a valid address nor username (USERNAME_PATTERN has no '#'): the real ones are free.
        email: `silinen-${user.id}@silindi.invalid`,
        username: `#silinen${user.id}`,
        passwordHash: '',
        fullName: '',
        bio: '',
        profileImageUrl: null,
      })
      .where(eq(users.id, user.id));
    const own = await tx
      .update(books)
      .set({ deletedAt: now, isPublished: false })
      .where(and(eq(books.authorId, user.id), isNull(books.deletedAt)))
      .returning({ cover: books.coverImageUrl });
    await enqueueAccountPurge(tx, user.id, now);
    // Every token is refused once this commits; the open sockets close then too.
    await endSessionsAfterCommit(tx, user.id, me.tokenVersion + 1, now);
    return {
      files: [me.profileImageUrl, ...own.map((b) => b.cover)].map(storageKeyOf).filter((k): k is string => k !== null),
      hadPublished: published !== undefined,
    };
  });
  await Promise.all(files.map((key) => deleteImage(ctx.storage, key).catch(() => undefined)));
  if (hadPublished) await invalidateShelves(ctx);
  return { message: SAFETY_MSG.accountDeleted };
}
