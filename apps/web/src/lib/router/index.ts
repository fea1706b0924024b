/*
 * The app's router: react-router's API as far as the app uses it, in a few kilobytes
 * (docs/PRODUCT.md#budgets: react-router was 29.5 KB gzip of the reader's first load).
 */
export {
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
} from './components';
export type { LinkProps, NavLinkProps, RouteProps } from './components';
export { useBlocker, useLocation, useNavigate, useParams, useSearchParams } from './hooks';
export type { Params, RouteObject } from './match';
export { createBrowserRouter } from './browser';
export { createMemoryRouter } from './memory';
export type { Location, NavigateOptions, Path, To } from './path';
export type { Blocker, BlockerFunction, Router } from './store';
