import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

const ISSUER = 'okuryazar';
export const TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Signed (HS256), expiring bearer tokens. The token version lets a password change end sessions. */
export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims, ttlSeconds = TOKEN_TTL_SECONDS): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    return new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for a malformed, forged or expired one. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      const userId = Number(payload.sub);
      const tokenVersion = payload.ver;
      if (!Number.isSafeInteger(userId) || userId <= 0 || typeof tokenVersion !== 'number') return null;
      return { userId, tokenVersion };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
