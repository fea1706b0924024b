import { createContext, useContext, type ReactNode } from 'react';
import type { Params } from './match';
import type { Location } from './path';
import type { Router } from './store';

/** The router and the location this render shows (which can trail router.state during a transition). */
export const RouterContext = createContext<{ router: Router; location: Location } | null>(null);

/** What a matched route gives its subtree: the child route to render in <Outlet/> and the URL's params. */
export const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({
  outlet: null,
  params: {},
});

export function useRouterContext() {
  const value = useContext(RouterContext);
  if (!value)
    throw new Error(
      'Router hooks and links must be rendered inside a RouterProvider or MemoryRouter.',
    );
  return value;
}
