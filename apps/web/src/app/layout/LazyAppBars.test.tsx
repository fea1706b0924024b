import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The test setup loads the logged-in bars up front; these tests import fresh copies of the
 * modules to cover the moment before their code has arrived.
 */
async function freshModules() {
  vi.resetModules();
  const [bars, router] = await Promise.all([import('./LazyAppBars'), import('../../lib/router')]);
  return { bars, router };
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ username: 'ayse', profile_image_url: null, count: 0 }))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the logged-in header before its code has arrived', () => {
  it('holds its place with the logo, then becomes the header', async () => {
    const { bars, router } = await freshModules();
    const session = { token: 'tok', userId: 5, username: 'ayse' };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <router.MemoryRouter initialEntries={['/dashboard']}>
          <bars.LazyAppHeader session={session} isMobile={false} />
          <bars.LazyMobileFooter session={session} />
        </router.MemoryRouter>
      </QueryClientProvider>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link')).toHaveAttribute('href', '/dashboard');
    expect(within(banner).queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Alt menü' })).not.toBeInTheDocument();
    // The placeholder asked for the code: the header arrives without anything else happening.
    expect(await screen.findByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Alt menü' })).toBeInTheDocument();
  });
});
