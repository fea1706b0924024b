import { afterEach, beforeEach, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { DEFAULT_READING_SETTINGS, MSG, type Settings } from '@okuryazar/shared';
import type { QueryClient } from '@tanstack/react-query';
import { SettingsPage } from './SettingsPage';
import { loginAs, renderPage } from '../../test/accountTestUtils';
import { jsonResponse, mockBackend, type MockRoutes } from '../../test/mockBackend';

/** The settings page's tests, one file per section: a signed-in reader, a clean browser after each. */
export function setUpSettingsTests() {
  vi.setConfig({ testTimeout: 20_000 });

  beforeEach(() => {
    loginAs();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}

export const SETTINGS: Settings = {
  username: 'okur',
  email: 'okur@gmail.com',
  full_name: 'Deniz Okur',
  bio: 'Kitap kurdu.',
  profile_image_url: '/uploads/avatars/eski.jpg',
};

export function saved(body: unknown, extra: Record<string, unknown> = {}) {
  const { current_password: _c, password_hash: _p, ...rest } = body as Record<string, unknown>;
  return jsonResponse({ ...SETTINGS, ...rest, message: MSG.profileUpdated, ...extra });
}

export function renderSettings(routes: MockRoutes = {}, client?: QueryClient) {
  const backend = mockBackend({ 'GET /setting': SETTINGS, 'GET /settings/reading': DEFAULT_READING_SETTINGS, ...routes });
  const view = renderPage(<SettingsPage />, { path: '/settings', client });
  return { ...view, ...backend };
}

export const authorization = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.Authorization;

export const saveButton = () => screen.getByRole('button', { name: 'Kaydet' });
export const toggle = (label: string) => screen.getByRole('button', { name: new RegExp(`^(Düzenle|Vazgeç)\\s*\\(${label}\\)$`) });

export async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(saveButton());
  return screen.findByRole('dialog', { name: 'Değişiklikleri onayla' });
}

export async function confirmWith(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, password: string) {
  if (password) await user.type(within(dialog).getByLabelText('Mevcut şifre'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
}
