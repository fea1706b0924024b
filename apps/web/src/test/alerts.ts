import { waitFor, type screen } from '@testing-library/react';
import { expect } from 'vitest';

type Scope = Pick<typeof screen, 'getByRole'>;

/**
 * Waits until the scope's alert says `text`, and returns it.
 *
 * Forms render their alert region before a message arrives, so `findByRole('alert')` can
 * resolve with an empty region under load; a text check after it would not retry.
 */
export async function expectAlert(scope: Scope, text: string | RegExp): Promise<HTMLElement> {
  let alert: HTMLElement | undefined;
  await waitFor(() => {
    alert = scope.getByRole('alert');
    expect(alert).toHaveTextContent(text);
  });
  return alert!;
}
