/*
 * The page session cookie (docs/PRODUCT.md#api-conventions): the same session as the bearer
 * token (user, token version, lifetime), signed for the `page` audience, so server-rendered
 * pages can tell who is looking. Only `pageViewer` (lib/session.ts) reads it; no API call does.
 */
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config';
import type { AppContext } from './context';
import { serializeCookie, type CookieAttributes } from './cookies';
import { TOKEN_TTL_SECONDS, type TokenClaims } from './tokens';

/**
 * Secure everywhere except development and test served over plain http (a browser drops a
 * Secure cookie there unless the host is localhost). A production instance behind http still
 * sets Secure: the cookie then simply does not stick, which fails closed.
 */
export function pageCookieSecure(config: Pick<AppConfig, 'env' | 'publicUrl'>): boolean {
  return config.env === 'production' || config.publicUrl.startsWith('https:');
}

/**
 * The cookie's name. A Secure one takes the `__Host-` prefix, which the browser accepts only
 * with Secure, Path=/ and no Domain, so neither a sibling subdomain nor plain http can plant one.
 */
export function pageCookieName(config: Pick<AppConfig, 'env' | 'publicUrl'>): string {
  return pageCookieSecure(config) ? '__Host-okuryazar_oturum' : 'okuryazar_oturum';
}

/**
 * A request for a page of the web app: a GET or HEAD of a path that is not the API, the live
 * channel, an upload or a file (app.ts answers these with the app's HTML).
 */
export function isPageRequest(method: string, url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return (method === 'GET' || method === 'HEAD') && !/^\/(api|uploads|ws|assets)(\/|$)/.test(pathname) && !path.extname(pathname);
}

function attributes(config: AppConfig, maxAge: number): CookieAttributes {
  return { maxAge, secure: pageCookieSecure(config), httpOnly: true, sameSite: 'Lax', path: '/' };
}

/**
 * Sets the page cookie beside a bearer token just handed out (login, a password change):
 * the token's own claims, signed for pages, living as long as the token.
 */
export async function setPageSession(ctx: AppContext, reply: FastifyReply, bearerToken: string): Promise<void> {
  const claims: TokenClaims | null = await ctx.tokens.verify(bearerToken);
  if (!claims) throw new Error('setPageSession: the token just signed does not verify');
  const value = await ctx.tokens.sign(claims, TOKEN_TTL_SECONDS, 'page');
  reply.header('set-cookie', serializeCookie(pageCookieName(ctx.config), value, attributes(ctx.config, TOKEN_TTL_SECONDS)));
  // No cache in between may keep an answer that hands one browser's session out.
  reply.header('cache-control', 'no-store');
}

/** Tells the browser to drop the page cookie (logout). */
export function clearPageSession(ctx: AppContext, reply: FastifyReply): void {
  reply.header('set-cookie', serializeCookie(pageCookieName(ctx.config), '', attributes(ctx.config, 0)));
  reply.header('cache-control', 'no-store');
}
