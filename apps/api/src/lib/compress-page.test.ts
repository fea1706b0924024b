import { describe, expect, it } from 'vitest';
import { pageEncoding } from './compress-page';

describe('pageEncoding', () => {
  it('takes brotli, then gzip, as the client accepts them, and nothing it refuses', () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'identity'],
      ['', 'identity'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['GZIP;q=0.5', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', 'identity'],
      ['*', 'br'],
      ['*;q=0, gzip', 'gzip'],
      ['deflate', 'identity'],
    ];
    expect(cases.map(([header]) => [header, pageEncoding(header)])).toEqual(cases);
  });
});
