import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies';

const ATTRS = { maxAge: 60, secure: true, httpOnly: true, sameSite: 'Lax', path: '/' } as const;

describe('readCookie', () => {
  it('finds one cookie by its exact name among others, quoted or not', () => {
    expect(readCookie('a=1; okur=xyz; b=2', 'okur')).toBe('xyz');
    expect(readCookie('okur="x.y"', 'okur')).toBe('x.y');
    expect(readCookie('okur=first; okur=second', 'okur')).toBe('first');
    expect(readCookie('xokur=1; okurx=2', 'okur')).toBeNull();
    expect(readCookie('okur', 'okur')).toBeNull();
    expect(readCookie(undefined, 'okur')).toBeNull();
    expect(readCookie('okur=', 'okur')).toBe('');
  });
});

describe('serializeCookie', () => {
  it('writes the value and attributes, and an Expires in the past when clearing', () => {
    expect(serializeCookie('okur', 'a.b-c_d', ATTRS)).toBe('okur=a.b-c_d; Path=/; Max-Age=60; HttpOnly; Secure; SameSite=Lax');
    expect(serializeCookie('okur', '', { ...ATTRS, maxAge: 0, secure: false })).toBe(
      'okur=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    );
  });

  it('refuses a name or value that would break the header', () => {
    expect(() => serializeCookie('ok ur', 'x', ATTRS)).toThrow();
    expect(() => serializeCookie('okur', 'x; Domain=evil.example', ATTRS)).toThrow();
    expect(() => serializeCookie('okur', 'x\r\nSet-Cookie: y=1', ATTRS)).toThrow();
    expect(() => serializeCookie('okur', 'x', { ...ATTRS, maxAge: -1 })).toThrow();
  });
});
