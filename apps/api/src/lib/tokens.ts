import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

const ISSUER = 'okuryazar';
export const TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * What a token may be used for, carried as its `aud` claim. The bearer token has none (as it
 * always had); the page cookie (lib/page-session.ts) is `page`. Each check accepts only its own
 * kind, so the cookie's value sent as a bearer token is refused, and the other way round.
 */
export type TokenAudience = 'bearer' | 'page';
const PAGE_AUDIENCE = 'okuryazar:page';

/** Signed (HS256), expiring bearer tokens. The token version lets a password change end sessions. */
export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims, ttlSeconds = TOKEN_TTL_SECONDS, audience: TokenAudience = 'bearer'): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    const jwt = new SignJWT({ ver: claims.tokenVersion });
    if (audience === 'page') jwt.setAudience(PAGE_AUDIENCE);
    return jwt
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(this.key);
  }

  /**
   * The claims of a valid token, or null for a malformed, forged or expired one. Checked
   * here with node:crypto's HMAC, synchronously: every signed-in call verifies a token, and
   * jose's WebCrypto path cost ~10% of a reader call's CPU. Only what `sign` makes passes:
   * header alg HS256 (no `crit`), a matching signature, issuer, a future expiry, no future `nbf`,
   * and the audience asked for (a bearer token carries no `aud`).
   */
  async verify(token: string, audience: TokenAudience = 'bearer'): Promise<TokenClaims | null> {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
    if (!BASE64URL.test(signaturePart)) return null;
    const expected = createHmac('sha256', this.key).update(`${headerPart}.${payloadPart}`).digest();
    const given = Buffer.from(signaturePart, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const header = decodeJson(headerPart);
    if (!header || header.alg !== 'HS256' || 'crit' in header) return null;
    const payload = decodeJson(payloadPart);
    if (!payload || payload.iss !== ISSUER) return null;
    if (payload.aud !== (audience === 'page' ? PAGE_AUDIENCE : undefined)) return null;
    const nowSeconds = Math.floor(this.now() / 1000);
    if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) return null;
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > nowSeconds)) return null;
    if (payload.iat !== undefined && typeof payload.iat !== 'number') return null;
    const userId = Number(payload.sub);
    const tokenVersion = payload.ver;
    if (typeof payload.sub !== 'string' || !Number.isSafeInteger(userId) || userId <= 0 || typeof tokenVersion !== 'number') return null;
    return { userId, tokenVersion };
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A JWT segment's JSON object, or null when it is not base64url JSON of an object. */
function decodeJson(segment: string): Record<string, unknown> | null {
  if (!BASE64URL.test(segment)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
