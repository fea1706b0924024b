import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session';
import { signInAyse, stubPhoneWidth } from '../../test/browser';
import { jsonResponse, renderApp } from '../../test/renderApp';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).endsWith('/header/headerInfo')
      ? jsonResponse({ username: 'ayse', profile_image_url: null })
      : String(input).includes('/bookReader/continue-reading')
        ? jsonResponse([])
        : jsonResponse({ yourLibrary: [], recommended: [], newReleases: [], popular: [] }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('visitor pages', () => {
  it('shows the landing page with one h1, the visitor header and the agreement links', async () => {
    renderApp('/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Gizlilik Politikası' })).toHaveAttribute('href', '/agreements#privacy');
    expect(within(footer).getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveAttribute(
      'href',
      '/agreements#data-protection',
    );
    expect(within(footer).getByRole('link', { name: 'Kullanım Şartları' })).toHaveAttribute('href', '/agreements#terms');
  });

  it('opens the signup modal from a landing call to action', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Yazmaya Başla' }));
    expect(await screen.findByRole('dialog', { name: 'Kayıt Ol' })).toBeInTheDocument();
  });

  it('sends a visitor from a logged-in screen to /login', async () => {
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('dialog', { name: 'Giriş Yap' })).toBeInTheDocument();
  });

  it('shows the Turkish 404 page for unknown paths', () => {
    renderApp('/bu-sayfa-yok');
    expect(screen.getByRole('heading', { level: 1, name: 'Bu sayfa kitabımızda yok' })).toBeInTheDocument();
  });
});

describe('logged-in header', () => {
  beforeEach(() => signInAyse());

  it('sends a logged-in visitor of / to the dashboard', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('loads the header info with the bearer token', async () => {
    renderApp('/dashboard');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/header/headerInfo', expect.objectContaining({ method: 'GET' })),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/header/headerInfo'))!;
    expect((call[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('searches only for a non-blank query', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    const box = screen.getByRole('combobox', { name: 'Hikaye veya yazar ara' });
    await user.type(box, '   {Enter}');
    expect(router.state.location.pathname).toBe('/dashboard');
    await user.clear(box);
    await user.type(box, 'kayıp harita{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-results'));
    expect(router.state.location.search).toBe('?query=kay%C4%B1p%20harita');
  });

  it('logs out from the profile menu: session cleared, page cookie dropped, back on /', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Profil menüsü' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Çıkış Yap' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession()).toBeNull();
    const logout = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/auth/logout'));
    expect(logout.map(([, init]) => [init?.method, init?.keepalive])).toEqual([['POST', true]]);
    expect(await screen.findByRole('button', { name: 'Kayıt Ol' })).toBeInTheDocument();
  });

  it('a 401 from the API clears the session and goes to /login', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ message: 'Oturum yok', code: 'UNAUTHORIZED' }, 401));
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession()).toBeNull();
  });
});

describe('mobile header (≤ 768 px)', () => {
  beforeEach(() => {
    signInAyse();
    stubPhoneWidth();
  });

  it('reaches the inbox from the avatar menu in two taps', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    expect(screen.getByRole('navigation', { name: 'Alt menü' })).toBeInTheDocument();
    await user.click(within(screen.getAllByRole('banner')[0]!).getByRole('button', { name: 'Profil menüsü' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mesajlar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
  });

  it('logs out from the avatar menu with the keyboard', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/library');
    within(screen.getByRole('banner')).getByRole('button', { name: 'Profil menüsü' }).focus();
    await user.keyboard('{Enter}');
    const logout = await screen.findByRole('menuitem', { name: 'Çıkış Yap' });
    logout.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession()).toBeNull();
  });
});

