import { ERROR_CODES, LIMITS, MSG, ageOn, emailDomainAllowed, type LoginBody, type RegisterBody } from '@okuryazar/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError, badRequest, conflict, tooManyRequests } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { uniqueViolation } from '../../lib/pg-errors';

/** Failed logins per account before a lock-out, and how long the window lasts. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Sign-up attempts per e-mail address within an hour. */
export const REGISTER_ACCOUNT_LIMIT = 5;
export const REGISTER_ACCOUNT_WINDOW_MS = 60 * 60 * 1000;

const loginKey = (email: string) => `login:${email.toLowerCase()}`;

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

  const attempt = await ctx.attempts.hit(`register:${email.toLowerCase()}`, REGISTER_ACCOUNT_WINDOW_MS);
  if (attempt.count > REGISTER_ACCOUNT_LIMIT) throw tooManyRequests((attempt.resetAt - ctx.clock()) / 1000);

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

export async function loginUser(ctx: AppContext, input: LoginBody): Promise<LoginResult> {
  const email = input.email.trim();
  const key = loginKey(email);

  // During a lock-out every attempt is refused the same way, so the right password
  // cannot be told apart from a wrong one.
  const state = await ctx.attempts.peek(key);
  if (state && state.count >= LOGIN_FAILURE_LIMIT) throw tooManyRequests((state.resetAt - ctx.clock()) / 1000);

  const [user] = await ctx.db
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);

  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) {
    const after = await ctx.attempts.hit(key, LOGIN_FAILURE_WINDOW_MS);
    if (after.count > LOGIN_FAILURE_LIMIT) throw tooManyRequests((after.resetAt - ctx.clock()) / 1000);
    throw new AppError(401, MSG.wrongCredentials, ERROR_CODES.INVALID_CREDENTIALS);
  }
  await ctx.attempts.reset(key);
  const token = await ctx.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  return { userId: user.id, username: user.username, token };
}
