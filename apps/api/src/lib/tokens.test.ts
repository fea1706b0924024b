import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TokenService } from './tokens';

const SECRET = 'test-secret-test-secret-test-secret-42';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token signed with SECRET from any header and payload, as a forger who knows the key could. */
function handMade(header: unknown, payload: unknown, secret = SECRET): string {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

describe('TokenService', () => {
  const now = 1_800_000_000_000;
  const tokens = new TokenService(SECRET, () => now);
  const claims = { sub: '7', ver: 2, iss: 'okuryazar', iat: now / 1000, exp: now / 1000 + 60 };

  it('verifies what it signs', async () => {
    const token = await tokens.sign({ userId: 7, tokenVersion: 2 });
    await expect(tokens.verify(token)).resolves.toEqual({ userId: 7, tokenVersion: 2 });
    await expect(tokens.verify(handMade({ alg: 'HS256', typ: 'JWT' }, claims))).resolves.toEqual({ userId: 7, tokenVersion: 2 });
  });

  it('refuses a changed payload, another key, and a changed or padded signature', async () => {
    const token = await tokens.sign({ userId: 7, tokenVersion: 2 });
    const [header, , signature] = token.split('.');
    await expect(tokens.verify(`${header}.${b64({ ...claims, sub: '8' })}.${signature}`)).resolves.toBeNull();
    await expect(tokens.verify(handMade({ alg: 'HS256' }, claims, 'another-secret-another-secret-123'))).resolves.toBeNull();
    await expect(tokens.verify(`${token}=`)).resolves.toBeNull();
    await expect(tokens.verify(`${token.slice(0, -2)}AA`)).resolves.toBeNull();
    await expect(new TokenService('x'.repeat(40), () => now).verify(token)).resolves.toBeNull();
  });

  it('refuses other algorithms, critical headers, wrong issuers and odd claims', async () => {
    const unsigned = `${b64({ alg: 'none' })}.${b64(claims)}.`;
    await expect(tokens.verify(unsigned)).resolves.toBeNull();
    await expect(tokens.verify(handMade({ alg: 'HS512' }, claims))).resolves.toBeNull();
    await expect(tokens.verify(handMade({ alg: 'HS256', crit: ['exp'] }, claims))).resolves.toBeNull();
    await expect(tokens.verify(handMade({ alg: 'HS256' }, { ...claims, iss: 'başkası' }))).resolves.toBeNull();
    await expect(tokens.verify(handMade({ alg: 'HS256' }, { ...claims, sub: 7 }))).resolves.toBeNull();
    await expect(tokens.verify(handMade({ alg: 'HS256' }, { ...claims, sub: '0' }))).resolves.toBeNull();
    await expect(tokens.verify(handMade({ alg: 'HS256' }, { ...claims, ver: '2' }))).resolves.toBeNull();
    await expect(tokens.verify(handMade({ alg: 'HS256' }, [claims]))).resolves.toBeNull();
    await expect(tokens.verify('a.b')).resolves.toBeNull();
    await expect(tokens.verify('')).resolves.toBeNull();
  });

  it('refuses an expired token and one not valid yet', async () => {
    await expect(tokens.verify(handMade({ alg: 'HS256' }, { ...claims, exp: now / 1000 }))).resolves.toBeNull();
    await expect(tokens.verify(handMade({ alg: 'HS256' }, { ...claims, exp: undefined }))).resolves.toBeNull();
    await expect(tokens.verify(handMade({ alg: 'HS256' }, { ...claims, nbf: now / 1000 + 5 }))).resolves.toBeNull();
    const token = await tokens.sign({ userId: 7, tokenVersion: 2 }, 60);
    await expect(new TokenService(SECRET, () => now + 61_000).verify(token)).resolves.toBeNull();
  });

  it('keeps the page cookie and the bearer token apart: each check takes only its own audience', async () => {
    const bearer = await tokens.sign({ userId: 7, tokenVersion: 2 });
    const page = await tokens.sign({ userId: 7, tokenVersion: 2 }, 60, 'page');
    await expect(tokens.verify(page, 'page')).resolves.toEqual({ userId: 7, tokenVersion: 2 });
    await expect(tokens.verify(page)).resolves.toBeNull();
    await expect(tokens.verify(bearer, 'page')).resolves.toBeNull();
    await expect(tokens.verify(handMade({ alg: 'HS256' }, { ...claims, aud: 'okuryazar' }))).resolves.toBeNull();
    await expect(tokens.verify(handMade({ alg: 'HS256' }, { ...claims, aud: ['okuryazar:page'] }), 'page')).resolves.toBeNull();
  });
});
