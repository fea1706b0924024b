import { ERROR_CODES, LIMITS, MSG, ageOn, emailDomainAllowed, type LoginBody, type RegisterBody } from '@okuryazar/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { users } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { accountScope, reserveAttempt } from '../../lib/throttle';
import { uniqueViolation } from '../../lib/pg-errors';
import { checkSuspensionAtLogin } from '../moderation/suspension';

/**
 * Login throttling (docs/PRODUCT.md#operator-and-tool-contracts). Guesses are counted per account AND client address: 5 per
 * address in 15 minutes, so nobody can lock the owner out from elsewhere. Across addresses
 * the account's failures are counted too; past LOGIN_ACCOUNT_ALERT in the window the account
 * is under a spread-out attack and each address gets only 2 guesses, which makes the attack
 * cost 2.5 times the addresses. There is no account-wide lock: anyone can trigger one, and
 * it would lock the owner out again; the owner still gets 2 tries from any fresh address.
 */
export const LOGIN_ADDRESS_LIMIT = 5;
export const LOGIN_ADDRESS_LIMIT_UNDER_ATTACK = 2;
export const LOGIN_ACCOUNT_ALERT = 50;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Sign-up attempts per e-mail address within an hour. */
export const REGISTER_ACCOUNT_LIMIT = 5;
export const REGISTER_ACCOUNT_WINDOW_MS = 60 * 60 * 1000;

export async function registerUser(ctx: AppContext, input: RegisterBody): Promise<{ userId: number }> {
  const email = input.email.trim();
  const username = input.username.trim();
  if (!emailDomainAllowed(email, ctx.config.signupEmailDomains)) {
    throw badRequest(MSG.invalidEmail, ERROR_CODES.INVALID_EMAIL);
  }
  const today = new Date(ctx.clock());
  const age = ageOn(input.birthDate, today);
  if (age < 0 || age > 120) throw badRequest(MSG.birthDateInvalid);
  if (age < LIMITS.minSignupAge) throw badRequest(MSG.tooYoung, ERROR_CODES.TOO_YOUNG);

  await reserveAttempt(ctx, `register:${email.toLowerCase()}`, REGISTER_ACCOUNT_LIMIT, REGISTER_ACCOUNT_WINDOW_MS);

  const taken = await ctx.db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email}) or lower(${users.username}) = lower(${username})`);
  if (taken.some((u) => u.email.toLowerCase() === email.toLowerCase())) {
    throw conflict(MSG.emailTaken, ERROR_CODES.EMAIL_TAKEN);
  }
  if (taken.length > 0) throw conflict(MSG.usernameTaken, ERROR_CODES.USERNAME_TAKEN);

  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({ email, username, passwordHash, birthDate: input.birthDate, fullName: username })
      .returning({ id: users.id });
    return { userId: row!.id };
  } catch (error) {
    // Two sign-ups racing for the same name: the unique index decides.
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_lower_uq') throw conflict(MSG.emailTaken, ERROR_CODES.EMAIL_TAKEN);
    if (constraint === 'users_username_lower_uq') throw conflict(MSG.usernameTaken, ERROR_CODES.USERNAME_TAKEN);
    throw error;
  }
}

export interface LoginResult {
  userId: number;
  username: string;
  token: string;
}

export async function loginUser(ctx: AppContext, input: LoginBody, clientAddress: string): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const [user] = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);

  // An unknown e-mail is counted under its address, so it is refused exactly like an account.
  const scope = user ? accountScope('login', user) : `login:e:${email}`;
  const failuresKey = `${scope}:failures`;
  const addressKey = `${scope}:ip:${clientAddress}`;
  const failures = (await ctx.attempts.peek(failuresKey))?.count ?? 0;
  const limit = failures >= LOGIN_ACCOUNT_ALERT ? LOGIN_ADDRESS_LIMIT_UNDER_ATTACK : LOGIN_ADDRESS_LIMIT;
  // Reserved before the check: once the limit is used, every attempt from this address, the
  // right password too, gets the same 429, so the right one cannot be told apart.
  await reserveAttempt(ctx, addressKey, limit, LOGIN_FAILURE_WINDOW_MS);

  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) {
    await ctx.attempts.hit(failuresKey, LOGIN_FAILURE_WINDOW_MS);
    throw new AppError(401, MSG.wrongCredentials, ERROR_CODES.INVALID_CREDENTIALS);
  }
  await ctx.attempts.reset(addressKey);
  // Told only after the right password, so a suspension reveals nothing to a guesser.
  await checkSuspensionAtLogin(ctx, user);
  const token = await ctx.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  return { userId: user.id, username: user.username, token };
}
