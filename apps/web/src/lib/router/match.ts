import type { ReactNode } from 'react';

/** A route of the tree: `path` segments are static, `:name` or a final `*`; no path makes a layout. */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  /** Shown instead of this route's subtree when rendering it throws, until the next location. */
  errorElement?: ReactNode;
  children?: RouteObject[];
}

export type Params = Record<string, string | undefined>;

export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

interface Branch {
  segments: string[];
  routes: RouteObject[];
  score: number;
}

/*
 * The ranking react-router used, so the same URL picks the same screen: a static segment
 * outweighs a `:param`, which outweighs nothing; a splat loses points, an index route gains.
 * Equal scores keep the order of the table (Array.prototype.sort is stable).
 */
const rank = (segments: string[], index?: boolean) =>
  segments.reduce(
    (score, s) => score + (s === '*' ? 0 : s[0] === ':' ? 3 : 10),
    segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0),
  );

function flatten(
  routes: RouteObject[],
  parentSegments: string[],
  parents: RouteObject[],
  out: Branch[],
): Branch[] {
  for (const route of routes) {
    const segments = [...parentSegments, ...(route.path ?? '').split('/').filter(Boolean)];
    const chain = [...parents, route];
    if (route.children) flatten(route.children, segments, chain, out);
    if (route.path !== undefined || route.index)
      out.push({ segments, routes: chain, score: rank(segments, route.index) });
  }
  return out;
}

const branchCache = new WeakMap<RouteObject[], Branch[]>();

function branchesOf(routes: RouteObject[]): Branch[] {
  let branches = branchCache.get(routes);
  if (!branches) {
    branches = flatten(routes, [], [], []).sort((a, b) => b.score - a.score);
    branchCache.set(routes, branches);
  }
  return branches;
}

/** A path segment as typed; a malformed escape (`%E0`) stays as it is rather than failing the page. */
function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchBranch({ segments }: Branch, parts: string[]): Params | null {
  const params: Params = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment === '*') {
      params['*'] = parts.slice(i).map(decode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment[0] === ':') params[segment.slice(1)] = decode(part);
    else if (segment.toLowerCase() !== decode(part).toLowerCase()) return null;
  }
  return parts.length === segments.length ? params : null;
}

/** The routes from the root to the best-ranked leaf matching `pathname`, or null when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const parts = pathname.split('/').filter(Boolean);
  for (const branch of branchesOf(routes)) {
    const params = matchBranch(branch, parts);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}
