import { ERROR_CODES, MSG, emailDomainAllowed, profileImageFieldsSchema, type Settings } from '@okuryazar/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateSettingsBodySchema } from '@okuryazar/shared';
import type { AppContext } from '../../lib/context';
import { users } from '../../db/schema';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors';
import { verifyCurrentPassword } from '../../lib/current-password';
import { publicFileUrl } from '../../lib/file-urls';
import { deleteImage, PHOTO_LIMITS, normalizeImage, storeImage } from '../../lib/images';
import type { MultipartFile } from '../../lib/multipart';
import { hashPassword } from '../../lib/passwords';
import { uniqueViolation } from '../../lib/pg-errors';
import { storageKeyOf } from '../../lib/storage';
import type { AuthUser } from '../../lib/session';
import { endSessionsAfterCommit } from '../realtime/end-sessions';

async function loadAccount(ctx: AppContext, user: AuthUser) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  if (!row) throw unauthorized();
  return row;
}

function present(ctx: AppContext, row: typeof users.$inferSelect): Settings {
  return {
    username: row.username,
    email: row.email,
    full_name: row.fullName,
    bio: row.bio,
    profile_image_url: publicFileUrl(ctx.config, row.profileImageUrl),
  };
}

export async function getSettings(ctx: AppContext, user: AuthUser): Promise<Settings> {
  return present(ctx, await loadAccount(ctx, user));
}

/**
 * Saves the settings after checking the current password (docs/PRODUCT.md#product-decisions: a wrong one is 401
 * 'Girdiğiniz şifre hatalı'). A new password raises the token version, which ends every
 * other session; this session gets a fresh token in the answer.
 */
export async function updateSettings(ctx: AppContext, user: AuthUser, input: z.infer<typeof updateSettingsBodySchema>) {
  const account = await loadAccount(ctx, user);
  if (!(await verifyCurrentPassword(ctx, user, input.current_password))) {
    throw new AppError(401, MSG.wrongPassword, ERROR_CODES.INVALID_PASSWORD);
  }

  const emailChanged = input.email.toLowerCase() !== account.email.toLowerCase();
  if (emailChanged && !emailDomainAllowed(input.email, ctx.config.signupEmailDomains)) {
    throw badRequest(MSG.invalidEmail, ERROR_CODES.INVALID_EMAIL);
  }
  const clash = await ctx.db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(and(ne(users.id, user.id), sql`(lower(${users.email}) = lower(${input.email}) or lower(${users.username}) = lower(${input.username}))`));
  if (clash.some((c) => c.username.toLowerCase() === input.username.toLowerCase())) throw conflict(MSG.usernameTaken, ERROR_CODES.USERNAME_TAKEN);
  if (clash.length > 0) throw conflict(MSG.emailTaken, ERROR_CODES.EMAIL_TAKEN);

  const newPassword = input.password_hash;
  const now = new Date(ctx.clock());
  // Hashed before the transaction: argon2 takes a while, and the embedded database's one
  // connection must not wait on it.
  const passwordHash = newPassword ? await hashPassword(newPassword) : null;
  let updated: typeof users.$inferSelect;
  try {
    updated = await ctx.db.transaction(async (tx) => {
      const [row] = (await tx
        .update(users)
        .set({
          username: input.username,
          email: input.email,
          fullName: input.full_name,
          bio: input.bio,
          updatedAt: now,
          ...(passwordHash ? { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(eq(users.id, user.id))
        .returning()) as [typeof users.$inferSelect];
      // The other sessions end: their open sockets close once this commits.
      if (newPassword) await endSessionsAfterCommit(tx, row.id, row.tokenVersion, now);
      return row;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_username_lower_uq') throw conflict(MSG.usernameTaken, ERROR_CODES.USERNAME_TAKEN);
    if (constraint === 'users_email_lower_uq') throw conflict(MSG.emailTaken, ERROR_CODES.EMAIL_TAKEN);
    throw error;
  }
  const token = newPassword ? await ctx.tokens.sign({ userId: updated.id, tokenVersion: updated.tokenVersion }) : undefined;
  return { ...present(ctx, updated), message: MSG.profileUpdated, ...(token ? { token } : {}) };
}

export async function updateProfileImage(ctx: AppContext, user: AuthUser, fields: Record<string, string>, file: MultipartFile | null) {
  const account = await loadAccount(ctx, user);
  const remove = profileImageFieldsSchema.parse(fields).removeImage === 'true';
  if (!remove && !file) throw badRequest(MSG.imagesOnly);
  const key = remove ? null : await storeImage(ctx.storage, 'avatars', await normalizeImage(file!.buffer, PHOTO_LIMITS));
  await ctx.db.update(users).set({ profileImageUrl: key, updatedAt: new Date(ctx.clock()) }).where(eq(users.id, user.id));
  const old = storageKeyOf(account.profileImageUrl);
  if (old) await deleteImage(ctx.storage, old).catch(() => undefined);
  return { profile_image_url: publicFileUrl(ctx.config, key), message: remove ? MSG.photoRemoved : MSG.photoUpdated };
}
