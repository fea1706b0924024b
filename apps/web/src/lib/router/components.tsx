import {
  Children,
  isValidElement,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { RouteContext, RouterContext, useRouterContext } from './context';
import { useLocation, useNavigate } from './hooks';
import { matchRoutes, type RouteObject } from './match';
import { renderMatches } from './render';
import { createMemoryRouter, type MemoryRouterOptions } from './memory';
import { createPath, resolve, type NavigateOptions, type To } from './path';
import type { Router } from './store';

/*
 * The rendered location follows the router in a transition, as react-router did: a page whose
 * code is still loading keeps the previous page on screen instead of a blank fallback. The
 * subscription is a layout effect so a <Navigate> in the first render (a passive effect) is seen.
 */
function LocationProvider({ router, children }: { router: Router; children: ReactNode }) {
  const [location, setLocation] = useState(router.state.location);
  useLayoutEffect(() => {
    const sync = () => startTransition(() => setLocation(router.state.location));
    sync();
    return router.subscribe(sync);
  }, [router]);
  const value = useMemo(() => ({ router, location }), [router, location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function RouteTree({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const matches = useMemo(
    () => matchRoutes(routes, location.pathname),
    [routes, location.pathname],
  );
  return renderMatches(matches, location);
}

export function RouterProvider({ router }: { router: Router }) {
  return (
    <LocationProvider router={router}>
      <RouteTree routes={router.routes} />
    </LocationProvider>
  );
}

/** A router on an in-memory history around `children` (tests), which declare their <Routes>. */
export function MemoryRouter({
  children,
  ...options
}: MemoryRouterOptions & { children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([], options));
  return <LocationProvider router={router}>{children}</LocationProvider>;
}

export interface RouteProps extends Omit<RouteObject, 'children'> {
  children?: ReactNode;
}

/** Declares a route inside <Routes>; never rendered itself. */
export function Route(_props: RouteProps): never {
  throw new Error('<Route> is only valid as a child of <Routes>.');
}

function routesFromChildren(children: ReactNode): RouteObject[] {
  return Children.toArray(children)
    .filter((child) => isValidElement<RouteProps>(child))
    .map(({ props: { children: nested, ...route } }) =>
      nested ? { ...route, children: routesFromChildren(nested) } : route,
    );
}

/** Routes declared as <Route> elements, matched against the current location. */
export function Routes({ children }: { children: ReactNode }) {
  return <RouteTree routes={useMemo(() => routesFromChildren(children), [children])} />;
}

/** Where the matched child route renders in a layout route's element. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** Navigates once it has rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
    // One redirect per mount, as react-router did; later props do not navigate again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * An <a> that navigates in the app on a plain left click. Modified, middle or `target` clicks,
 * and links to another origin, are left to the browser (new tab, download, external site).
 */
export function Link({ to, replace, state, onClick, target, ref, ...rest }: LinkProps) {
  const { router, location } = useRouterContext();
  let internal: To | null = to;
  if (typeof to === 'string' && ABSOLUTE_URL.test(to)) {
    const url = new URL(to, window.location.href);
    internal = url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
  }
  const href = internal === null ? (to as string) : createPath(resolve(internal, location));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      internal === null ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (target && target !== '_self')
    ) {
      return;
    }
    event.preventDefault();
    // A link to the page already shown replaces its entry rather than stacking a copy.
    router.navigate(internal, { replace: replace ?? href === createPath(location), state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** A string gets the `active` class added on its page; a function decides. */
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  /** Active only on exactly this path, not below it. */
  end?: boolean;
}

/** A link that knows it points at the current page (aria-current="page", `active` class). */
export function NavLink({ className, end, ...rest }: NavLinkProps) {
  const location = useLocation();
  const target = resolve(rest.to, location)
    .pathname.toLowerCase()
    .replace(/(.)\/$/, '$1');
  const current = location.pathname.toLowerCase();
  const isActive =
    current === target ||
    (!end && current.startsWith(target) && current.charAt(target.length) === '/');
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : ''].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} className={classes} aria-current={isActive ? 'page' : undefined} />;
}
