import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { RouteContext, useRouterContext } from './context';
import type { Params } from './match';
import type { Location, NavigateOptions, To } from './path';
import { UNBLOCKED, type Blocker, type BlockerFunction } from './store';

export function useLocation(): Location {
  return useRouterContext().location;
}

/** A stable navigate function: a path, path parts, or a number of history steps. */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const { router } = useRouterContext();
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

/** The matched route's `:name` values, URL-decoded. */
export function useParams<T extends Params = Params>(): Partial<T> {
  return useContext(RouteContext).params as Partial<T>;
}

type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];

/** The query string, and a setter that navigates to the same path with a new one (the hash is dropped). */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { router, location } = useRouterContext();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const current = router.state.location;
      const init = typeof next === 'function' ? next(new URLSearchParams(current.search)) : next;
      const search = new URLSearchParams(init).toString();
      router.navigate({ pathname: current.pathname, search: search ? `?${search}` : '' }, options);
    },
    [router],
  );
  return [params, setParams];
}

/**
 * Holds back in-app navigations (and back/forward) that `shouldBlock` refuses until the caller
 * answers with proceed() or reset(). One blocker is active at a time: the latest mounted.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const { router } = useRouterContext();
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  useEffect(() => router.block({ shouldBlock, set: setBlocker }), [router, shouldBlock]);
  return blocker;
}
