import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES, LIMITS, MSG, emailDomainAllowed } from '@okuryazar/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { passwordResetTokens, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { Mailer } from '../../lib/mailer';
import { reserveAttempt } from '../../lib/throttle';
import { endSessionsAfterCommit } from '../realtime/end-sessions';

const RESET_TTL_MS = LIMITS.resetLinkHours * 60 * 60 * 1000;
/** Requests per address within an hour, whether or not it has an account. */
export const RESET_ADDRESS_LIMIT = 3;
const RESET_ADDRESS_WINDOW_MS = 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** docs/PRODUCT.md#product-decisions: the signup list without msn.com and msn.com.tr (12 by default; empty allows all). */
function resetDomains(ctx: AppContext): readonly string[] {
  return ctx.config.signupEmailDomains.filter((d) => d !== 'msn.com' && d !== 'msn.com.tr');
}

function resetMail(link: string, username: string) {
  const text = [
    `Merhaba ${username},`,
    '',
    'Okuryazar hesabınız için bir şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı açın:',
    '',
    link,
    '',
    'Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.',
    'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.',
    '',
    'Okuryazar',
  ].join('\n');
  const html = `<p>Merhaba ${username.replace(/[<>&"]/g, '')},</p>
<p>Okuryazar hesabınız için bir şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için aşağıdaki bağlantıyı açın:</p>
<p><a href="${link}">Şifremi sıfırla</a></p>
<p>Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir. Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.</p>
<p>Okuryazar</p>`;
  return { subject: 'Okuryazar şifre sıfırlama bağlantınız', text, html };
}

/**
 * Answers the same whether or not the address has an account, and equally fast: the answer
 * goes out before anything that depends on the account (lookup, token, mail) runs, in the
 * background with failures logged. A new request supersedes the earlier links; the token
 * itself is only in the mail, the database keeps its hash.
 */
export async function requestReset(ctx: AppContext, mailer: Mailer, email: string) {
  if (!emailDomainAllowed(email, resetDomains(ctx))) throw badRequest(MSG.invalidEmail, ERROR_CODES.INVALID_EMAIL);
  await reserveAttempt(ctx, `reset:${email.toLowerCase()}`, RESET_ADDRESS_LIMIT, RESET_ADDRESS_WINDOW_MS);
  ctx.background.run('password reset mail', () => sendResetLink(ctx, mailer, email));
  return { message: MSG.resetEmailSent };
}

async function sendResetLink(ctx: AppContext, mailer: Mailer, email: string): Promise<void> {
  const [user] = await ctx.db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date(now) })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now + RESET_TTL_MS),
      createdAt: new Date(now),
    });
  });
  await mailer.send({ to: user.email, ...resetMail(`${ctx.config.publicUrl}/reset-password/${token}`, user.username) });
}

/** Sets the new password once per link, and ends every session of the account. */
/**
 * Whether a link's token would be accepted now (unused, not superseded, not expired),
 * without using it up: the reset page checks it on opening and shows a dead link at once.
 */
export async function resetTokenStatus(ctx: AppContext, token: string): Promise<{ valid: boolean }> {
  if (token.length < 10) return { valid: false };
  const [row] = await ctx.db
    .select({ one: sql<number>`1` })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date(ctx.clock())),
      ),
    )
    .limit(1);
  return { valid: row !== undefined };
}

export async function resetPassword(ctx: AppContext, token: string, newPassword: string) {
  const now = new Date(ctx.clock());
  const passwordHash = await hashPassword(newPassword);
  const done = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return null;
    const [raised] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, claimed.userId))
      .returning({ id: users.id, tokenVersion: users.tokenVersion });
    // Every session of the account ends: its open sockets close once this commits.
    if (raised) await endSessionsAfterCommit(tx, raised.id, raised.tokenVersion, now);
    return raised ?? null;
  });
  if (!done) throw badRequest(MSG.resetLinkInvalid, 'RESET_TOKEN_INVALID');
  return { message: MSG.resetSuccess };
}
