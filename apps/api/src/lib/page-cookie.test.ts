import { describe, expect, it } from 'vitest';
import { isPageRequest, pageCookieName, pageCookieSecure } from './page-cookie';

describe('pageCookieSecure', () => {
  it('leaves Secure off only in development and test over plain http', () => {
    const cases = [
      ['development', 'http://localhost:3000', false],
      ['test', 'http://127.0.0.1:4310', false],
      ['development', 'https://okuryazar.example', true],
      ['test', 'https://okuryazar.example', true],
      ['production', 'https://okuryazar.example', true],
      ['production', 'http://127.0.0.1:3000', true],
    ] as const;
    for (const [env, publicUrl, secure] of cases) {
      expect([env, publicUrl, pageCookieSecure({ env, publicUrl })]).toEqual([env, publicUrl, secure]);
      expect(pageCookieName({ env, publicUrl })).toBe(secure ? '__Host-okuryazar_oturum' : 'okuryazar_oturum');
    }
  });
});

describe('isPageRequest', () => {
  it('is a GET or HEAD of a web app route, not the API, the live channel, uploads or a file', () => {
    for (const url of ['/', '/read/3/7?x=1', '/kitap/5', '/apiler', '/dashboard']) {
      expect([url, isPageRequest('GET', url), isPageRequest('HEAD', url)]).toEqual([url, true, true]);
    }
    for (const url of ['/api/header/headerInfo', '/api', '/ws', '/uploads/a', '/assets/app.js', '/robots.txt', '/read/3/7.json']) {
      expect([url, isPageRequest('GET', url)]).toEqual([url, false]);
    }
    expect(isPageRequest('POST', '/dashboard')).toBe(false);
  });
});
