import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { routes } from '../app/router';
import { renderRoutes } from './renderRoutes';

export { jsonResponse } from './mockBackend';

/** Renders the real route tree at `path` with a fresh query client. */
export function renderApp(path: string) {
  const { client, ...utils } = renderRoutes(routes, [path]);
  return { ...utils, queryClient: client };
}

/**
 * Opens the dashboard and expects the header to show `count` unread under `label` ('Bildirimler',
 * 'Mesajlar'): on its link to `href` and on the profile menu's item (the menu is closed again).
 */
export async function renderDashboardWithUnread(label: string, count: number, href: string) {
  const user = userEvent.setup();
  const view = renderApp('/dashboard');
  const name = `${label}, ${count} okunmamış`;
  const link = await screen.findByRole('link', { name });
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveTextContent(String(count));
  await user.click(screen.getByRole('button', { name: 'Profil menüsü' }));
  expect(await screen.findByRole('menuitem', { name })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  return { ...view, user };
}
