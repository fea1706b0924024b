/*
 * The session: who acts, decided by the bearer token alone, checked against the users row
 * (token version), either as a lookup or inside the call's own statement (`sessionViewerSql`).
 * The Fastify plugin (plugins/authentication.ts) only declares the request's fields.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import type { AppContext } from './context';
import { users } from '../db/schema';
import { readCookie } from './cookies';
import { unauthorized } from './errors';
import { isPageRequest, pageCookieName } from './page-cookie';
import type { TokenClaims } from './tokens';

/** The acting user, decided by the token alone (never by an id in a path or body). */
export interface AuthUser {
  id: number;
  username: string;
  birthDate: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved lazily by requireUser/optionalUser; null for a visitor. */
    authUser: AuthUser | null | undefined;
  }
}

/**
 * The credentials of an `Authorization: Bearer …` header, else null. The scheme is
 * case-insensitive and may be followed by more than one space (RFC 9110 §11.1, §11.4).
 */
export function bearerCredentials(header: string | undefined): string | null {
  const match = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i.exec((header ?? '').trim());
  return match?.[1] ?? null;
}

function bearerToken(request: FastifyRequest): string | null | 'malformed' {
  const header = request.headers.authorization;
  if (!header) return null;
  return bearerCredentials(header) ?? 'malformed';
}

/** The user of a valid token and the token version it carries (sockets remember it). */
export async function resolveSession(ctx: AppContext, token: string): Promise<{ user: AuthUser; tokenVersion: number } | null> {
  const claims = await ctx.tokens.verify(token);
  return claims ? currentSession(ctx, claims) : null;
}

/** The claims' user while their token version is still the row's (no password change, suspension or deletion since). */
async function currentSession(ctx: AppContext, claims: TokenClaims): Promise<{ user: AuthUser; tokenVersion: number } | null> {
  const [row] = await ctx.db
    .select({ id: users.id, username: users.username, birthDate: users.birthDate, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, claims.userId))
    .limit(1);
  if (!row || row.tokenVersion !== claims.tokenVersion) return null;
  return { user: { id: row.id, username: row.username, birthDate: row.birthDate }, tokenVersion: row.tokenVersion };
}

export async function resolveUser(ctx: AppContext, token: string): Promise<AuthUser | null> {
  return (await resolveSession(ctx, token))?.user ?? null;
}

/**
 * The claims of a valid page cookie (lib/page-cookie.ts), for a GET or HEAD of a page of the
 * web app only, else null (a visitor): signature, audience and expiry checked in process, as
 * `requireClaims` does for the bearer token; the session row is the caller's to check (a
 * page's own statement does it with `sessionViewerSql`, as the API's hot reads do). Never
 * throws: a bad cookie is no cookie. The API never calls this; its calls take the bearer
 * token alone, so a cross-site request gains nothing from the cookie. A page rendered for a
 * viewer is theirs alone: answer it `Cache-Control: private, no-cache`.
 */
export async function pageClaims(request: FastifyRequest): Promise<TokenClaims | null> {
  if (!isPageRequest(request.method, request.url)) return null;
  const ctx = request.server.ctx;
  const value = readCookie(request.headers.cookie, pageCookieName(ctx.config));
  if (!value) return null;
  return ctx.tokens.verify(value, 'page');
}

/** Who is looking at a page: the user of a valid page cookie whose session still stands, else null. */
export async function pageViewer(request: FastifyRequest): Promise<AuthUser | null> {
  const claims = await pageClaims(request);
  return claims ? ((await currentSession(request.server.ctx, claims))?.user ?? null) : null;
}

/** The user of a valid token, or a 401 for a missing, malformed, expired, forged or revoked one. */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const user = await optionalUser(ctx, request);
  if (!user) throw unauthorized();
  return user;
}

/** The user when a token is sent; a visitor (null) when none is; a 401 when a bad one is. */
export async function optionalUser(ctx: AppContext, request: FastifyRequest): Promise<AuthUser | null> {
  if (request.authUser !== undefined) return request.authUser;
  const token = bearerToken(request);
  if (token === null) {
    request.authUser = null;
    return null;
  }
  if (token === 'malformed') throw unauthorized();
  const user = await resolveUser(ctx, token);
  if (!user) throw unauthorized();
  request.authUser = user;
  return user;
}

/**
 * For the hot read calls: the token's signature and expiry checked in process, the user
 * row checked inside the call's own statement (`sessionViewerSql`), so a signed-in read is
 * one round trip and a password change still ends every other session at once.
 */
export async function requireClaims(ctx: AppContext, request: FastifyRequest): Promise<TokenClaims> {
  const token = bearerToken(request);
  if (token === null || token === 'malformed') throw unauthorized();
  const claims = await ctx.tokens.verify(token);
  if (!claims) throw unauthorized();
  return claims;
}

/**
 * What a rate limit counts a call under (DESIGN: limits key on the account where there is
 * one): the account of a well-signed, unexpired token, otherwise the client address as
 * @fastify/rate-limit keys it. Runs before the call's own authentication; a revoked token still
 * counts against its account and is then refused with 401 by the call itself.
 */
export async function accountOrAddressKey(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const token = bearerToken(request);
  const claims = token === null || token === 'malformed' ? null : await ctx.tokens.verify(token);
  return claims ? `account:${claims.userId}` : normalizeIP(request.ip);
}

/**
 * `from` fragment: the token's user as `v`, only while its token version is current (one
 * primary-key lookup). A statement that finds no `v` row answers 401, as requireUser does.
 */
export function sessionViewerSql(claims: TokenClaims): SQL {
  return sql`(select id, username, birth_date from users where id = ${claims.userId} and token_version = ${claims.tokenVersion}) v`;
}

/** The user a statement found through sessionViewerSql, or a 401 when the session is gone. */
export function sessionUser(row: { viewerId: number | null; viewerUsername: string; viewerBirthDate: string } | undefined): AuthUser {
  if (!row || row.viewerId === null || row.viewerId === undefined) throw unauthorized();
  return { id: Number(row.viewerId), username: row.viewerUsername, birthDate: row.viewerBirthDate };
}

