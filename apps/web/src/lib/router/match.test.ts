import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from './match';

const leaf = (path: string): RouteObject => ({ path, element: path });
const matched = (routes: RouteObject[], pathname: string) =>
  matchRoutes(routes, pathname)?.map((m) => m.route.path ?? '(layout)');
const params = (routes: RouteObject[], pathname: string) =>
  matchRoutes(routes, pathname)?.at(-1)?.params;

describe('matchRoutes', () => {
  it('prefers a static segment to a param and a param to the catch-all, whatever the order', () => {
    const routes = [
      leaf('*'),
      leaf('/story-details/:storyId'),
      leaf('/story-details/:storyId/stats'),
      leaf('/story-details/new'),
    ];
    expect(matched(routes, '/story-details/new')).toEqual(['/story-details/new']);
    expect(matched(routes, '/story-details/7')).toEqual(['/story-details/:storyId']);
    expect(matched(routes, '/story-details/7/stats')).toEqual(['/story-details/:storyId/stats']);
    expect(matched(routes, '/story-details/7/other')).toEqual(['*']);
    expect(matched(routes, '/')).toEqual(['*']);
  });

  it('keeps the table order between routes of equal rank', () => {
    expect(matched([leaf('/a/:x'), leaf('/a/:y')], '/a/1')).toEqual(['/a/:x']);
  });

  it('walks pathless layouts down to the leaf, and a layout alone matches nothing', () => {
    const routes: RouteObject[] = [
      { children: [{ children: [leaf('/'), leaf('/login')] }, leaf('*')] },
    ];
    expect(matched(routes, '/login')).toEqual(['(layout)', '(layout)', '/login']);
    expect(matched(routes, '/nowhere')).toEqual(['(layout)', '*']);
    expect(matchRoutes([{ children: [leaf('/x')] }], '/y')).toBeNull();
  });

  it('joins a parent path with its children', () => {
    const routes: RouteObject[] = [{ path: '/book/:bookId', children: [leaf('chapters')] }];
    expect(matched(routes, '/book/3/chapters')).toEqual(['/book/:bookId', 'chapters']);
    expect(params(routes, '/book/3/chapters')).toEqual({ bookId: '3' });
    expect(matched(routes, '/book/3')).toEqual(['/book/:bookId']);
  });

  it('matches exactly: no extra or missing segments; a trailing slash and letter case do not matter', () => {
    const routes = [leaf('/read/:bookId/:chapterId')];
    expect(matchRoutes(routes, '/read/1')).toBeNull();
    expect(matchRoutes(routes, '/read/1/2/3')).toBeNull();
    expect(params(routes, '/read/1/2/')).toEqual({ bookId: '1', chapterId: '2' });
    expect(matched([leaf('/dashboard')], '/Dashboard')).toEqual(['/dashboard']);
  });

  it('URL-decodes params and the splat, and leaves a malformed escape as typed', () => {
    expect(params([leaf('/etiket/:tag')], '/etiket/bilim%20kurgu%2F%C3%A7ocuk')).toEqual({
      tag: 'bilim kurgu/çocuk',
    });
    expect(params([leaf('/etiket/:tag')], '/etiket/%E0%A4%A')).toEqual({ tag: '%E0%A4%A' });
    expect(params([leaf('/files/*')], '/files/a%20b/c')).toEqual({ '*': 'a b/c' });
    expect(matched([leaf('/iletisim')], '/%69letisim')).toEqual(['/iletisim']);
  });
});
