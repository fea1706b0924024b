import { describe, expect, it } from 'vitest';
import { APP_HEADER_SEGMENTS, paths, usesAppHeader } from './paths';

describe('usesAppHeader (docs/PRODUCT.md#screens top bar rule)', () => {
  it.each(APP_HEADER_SEGMENTS.map((s) => `/${s}`))('uses the logged-in header on %s', (path) => {
    expect(usesAppHeader(path)).toBe(true);
    expect(usesAppHeader(`${path}/12`)).toBe(true);
  });

  it.each(['/', '/login', '/resetpassword', '/reset-password/abc', '/agreements', '/edit', '/create-story', '/bookshelf'])(
    'uses the visitor header on %s',
    (path) => {
      expect(usesAppHeader(path)).toBe(false);
    },
  );
});

describe('paths', () => {
  it('builds the parameterised routes', () => {
    expect(paths.category(3)).toBe('/category/3');
    expect(paths.searchResults('kayıp harita')).toBe('/search-results?query=kay%C4%B1p%20harita');
    expect(paths.inbox('ayşe')).toBe('/inbox?recipient_username=ay%C5%9Fe');
    expect(paths.inbox()).toBe('/inbox');
    expect(paths.read(4, 9)).toBe('/read/4/9');
    expect(paths.readResume(4, 9)).toBe('/read/4/9#kaldigim-yer');
    expect(paths.profile(5)).toBe('/profile/5');
    expect(paths.tag('bilim-kurgu')).toBe('/etiket/bilim-kurgu');
    expect(paths.newReleases()).toBe('/yeni-cikanlar');
    expect(paths.newReleases(1)).toBe('/yeni-cikanlar');
    expect(paths.popular(3)).toBe('/populer?page=3');
  });
});
