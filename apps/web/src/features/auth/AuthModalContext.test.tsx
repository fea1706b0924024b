import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * The test setup preloads the modal; these tests import a fresh copy of the context with the
 * modal replaced by a stub that records when its code is fetched (and the router from the same
 * fresh module graph, so the context finds it).
 */
const imported = vi.fn();

async function freshContext() {
  vi.resetModules();
  vi.doMock('./AuthModal', () => {
    imported();
    return {
      AuthModal: ({ open, mode }: { open: boolean; mode: string }) =>
        open ? <p>modal: {mode}</p> : null,
    };
  });
  const [context, router] = await Promise.all([import('./AuthModalContext'), import('../../lib/router')]);
  return { ...context, MemoryRouter: router.MemoryRouter };
}

afterEach(() => {
  vi.doUnmock('./AuthModal');
  imported.mockClear();
});

async function renderVisitorPage() {
  const { AuthModalProvider, useAuthModal, MemoryRouter } = await freshContext();
  function Page() {
    const { openAuth, triggerProps } = useAuthModal();
    return (
      <button type="button" onClick={() => openAuth('signup')} {...triggerProps}>
        Kayıt Ol
      </button>
    );
  }
  render(
    <MemoryRouter>
      <AuthModalProvider>
        <Page />
      </AuthModalProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Kayıt Ol' });
}

describe('the auth modal loads when a visitor reaches for it', () => {
  it('is not fetched because the page went idle', async () => {
    await renderVisitorPage();
    // Past the page's load and idle callbacks (jsdom: load has fired, idle falls back to 200 ms).
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(imported).not.toHaveBeenCalled();
    expect(screen.queryByText(/modal:/)).not.toBeInTheDocument();
  });

  it('starts loading when a pointer reaches a button that opens it, or focus does', async () => {
    const button = await renderVisitorPage();
    fireEvent.pointerEnter(button);
    await vi.waitFor(() => expect(imported).toHaveBeenCalledTimes(1));
    fireEvent.focus(button);
    fireEvent.click(button);
    expect(await screen.findByText('modal: signup')).toBeInTheDocument();
    expect(imported).toHaveBeenCalledTimes(1);
  });

  it('opens once its code is there when pressed without a warning', async () => {
    const button = await renderVisitorPage();
    fireEvent.click(button);
    expect(await screen.findByText('modal: signup')).toBeInTheDocument();
  });
});
