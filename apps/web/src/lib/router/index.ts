/*
 * The app's router: react-router's API as far as the app uses it, in a few kilobytes
 * (DESIGN §5: the reader's first load stays within 100 KB gzip).
 */
export { Link, MemoryRouter, Navigate, NavLink, Outlet, Route, RouterProvider, Routes } from './components';
export type { LinkProps, NavLinkProps, RouteProps } from './components';
export { useBlocker, useLocation, useNavigate, useParams, useSearchParams } from './hooks';
export { matchRoutes } from './match';
export type { Params, RouteMatch, RouteObject } from './match';
export { createBrowserRouter, createMemoryRouter } from './router';
export type { Blocker, BlockerFunction, Location, NavigateOptions, Path, Router, To } from './router';
