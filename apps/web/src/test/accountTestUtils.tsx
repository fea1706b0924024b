/** Test helpers for the account screens (settings, password reset, agreements). */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from './session';

export { renderPage } from './renderPage';

export function loginAs(userId = 5, username = 'okur', token = 'eski-token') {
  signIn(userId, username, token);
}

/** Renders a screen with `render` and waits until `ready` (a text of its loaded state) shows; returns the render's result and a user to drive it. */
export async function renderLoaded<T extends object>(render: () => T, ready: string) {
  const user = userEvent.setup();
  const view = render();
  await screen.findByText(ready);
  return { ...view, user };
}
