/*
 * The two cookie operations the page session needs (RFC 6265), written here rather than
 * adding @fastify/cookie for one cookie: the value of one named cookie in a `Cookie` header,
 * and a `Set-Cookie` line.
 */

/** The value of the first cookie called `name` in a `Cookie` header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return value;
  }
  return null;
}

export interface CookieAttributes {
  /** Seconds; 0 tells the browser to drop the cookie at once. */
  maxAge: number;
  secure: boolean;
  httpOnly: true;
  sameSite: 'Lax' | 'Strict';
  path: '/';
}

/** Only what a cookie-octet may hold unquoted, so a value never needs escaping. */
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** A `Set-Cookie` header value; throws for a name or value a browser would misread. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  if (!COOKIE_NAME.test(name)) throw new Error(`invalid cookie name: ${name}`);
  if (!COOKIE_VALUE.test(value)) throw new Error('invalid cookie value');
  if (!Number.isSafeInteger(attributes.maxAge) || attributes.maxAge < 0) throw new Error('invalid cookie max-age');
  const parts = [`${name}=${value}`, `Path=${attributes.path}`, `Max-Age=${attributes.maxAge}`];
  // A date in the past as well when clearing, for clients that read only Expires.
  if (attributes.maxAge === 0) parts.push(`Expires=${new Date(0).toUTCString()}`);
  parts.push('HttpOnly');
  if (attributes.secure) parts.push('Secure');
  parts.push(`SameSite=${attributes.sameSite}`);
  return parts.join('; ');
}
