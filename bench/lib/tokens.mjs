// Bearer tokens for many seeded readers at once. Signing in thousands of accounts through
// /api/auth/login is neither possible (60 logins a minute per address) nor what is measured,
// so the bench signs tokens itself with the JWT_SECRET it starts the app with, exactly as the
// app's TokenService does (apps/api/src/lib/tokens.ts: HS256, subject the user id, `ver` the
// token version, issuer okuryazar). The app checks them like any other token.
import { createHmac } from 'node:crypto';

const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signToken(secret, { userId, tokenVersion }, ttlSeconds = 24 * 60 * 60) {
  const iat = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ver: tokenVersion, sub: String(userId), iss: 'okuryazar', iat, exp: iat + ttlSeconds })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
