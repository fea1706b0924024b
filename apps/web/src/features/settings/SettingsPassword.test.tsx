import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@okuryazar/shared';
import { confirmWith, openDialog, renderSettings, saved, saveButton, SETTINGS, setUpSettingsTests, toggle } from './settingsTestUtils';
import { renderLoaded } from '../../test/accountTestUtils';
import type { MockRoutes } from '../../test/mockBackend';

setUpSettingsTests();

/** The settings page once its stored values show, and a user to drive it. */
const openSettings = (routes?: MockRoutes) => renderLoaded(() => renderSettings(routes), SETTINGS.email);

describe('SettingsPage: password', () => {
  async function openPassword(user: ReturnType<typeof userEvent.setup>) {
    await user.click(toggle('Şifre'));
  }

  it('checks length and match on the client before asking for the current password', async () => {
    const { user } = await openSettings();
    await openPassword(user);
    await user.type(screen.getByLabelText('Yeni şifre'), 'abc');
    await user.click(saveButton());
    expect(screen.getByText('Şifre en az 6 karakter olmalıdır')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Yeni şifre'), 'defgh');
    await user.type(screen.getByLabelText('Yeni şifre (tekrar)'), 'abcdefgX');
    await user.click(saveButton());
    expect(screen.getByText('Şifreler eşleşmiyor')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows every message at once, puts the cursor in the first field, and typing clears only that field’s message', async () => {
    const { user } = await openSettings();
    await user.click(toggle('Kullanıcı adı'));
    await user.clear(screen.getByLabelText('Kullanıcı adı'));
    await user.type(screen.getByLabelText('Kullanıcı adı'), 'x');
    await openPassword(user);
    await user.type(screen.getByLabelText('Yeni şifre'), 'abcdefg');
    await user.type(screen.getByLabelText('Yeni şifre (tekrar)'), 'abcdefX');
    await user.click(saveButton());

    expect(screen.getByLabelText('Kullanıcı adı')).toHaveAccessibleDescription(expect.stringContaining(MSG.usernameInvalid));
    expect(screen.getByText('Şifreler eşleşmiyor')).toBeInTheDocument();
    expect(screen.getByLabelText('Kullanıcı adı')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Kullanıcı adı'), 'yz');
    expect(screen.queryByText(MSG.usernameInvalid)).not.toBeInTheDocument();
    expect(screen.getByText('Şifreler eşleşmiyor')).toBeInTheDocument();
  });

  it('refuses a new e-mail outside the sign-up domains before asking for the password', async () => {
    const { callsTo, user } = await openSettings();
    await user.click(toggle('E-posta'));
    await user.clear(screen.getByLabelText('E-posta'));
    await user.type(screen.getByLabelText('E-posta'), 'okur@ornek.com');
    await user.click(saveButton());
    expect(screen.getByLabelText('E-posta')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('PUT /setting')).toHaveLength(0);
  });

  it('sends password_hash when the edit is open and non-blank, and stores the fresh token', async () => {
    const { callsTo, user } = await openSettings({
      'PUT /setting': (request) => saved(request.body, { token: 'taze-token' }),
    });
    await openPassword(user);
    await user.type(screen.getByLabelText('Yeni şifre'), 'yenisifre1');
    await user.type(screen.getByLabelText('Yeni şifre (tekrar)'), 'yenisifre1');
    await confirmWith(user, await openDialog(user), 'okuryazar123');
    // The confirmation says what happened: the password was changed.
    await screen.findByText(MSG.passwordChanged);
    expect(MSG.passwordChanged).toBe('Şifreniz başarıyla değiştirildi!');
    expect(screen.queryByText(MSG.profileUpdated)).not.toBeInTheDocument();
    expect(callsTo('PUT /setting')[0]!.body).toMatchObject({ password_hash: 'yenisifre1' });
    expect(localStorage.getItem('token')).toBe('taze-token');
    expect(localStorage.getItem('userId')).toBe('5');
    expect(localStorage.getItem('username')).toBe('okur');
    expect(screen.queryByLabelText('Yeni şifre')).not.toBeInTheDocument();
  });

  it('says both when the password and a profile field change in one save', async () => {
    const { user } = await openSettings({ 'PUT /setting': (request) => saved(request.body, { token: 'taze-token' }) });
    await user.click(toggle('Ad Soyad'));
    await user.clear(screen.getByLabelText('Ad Soyad'));
    await user.type(screen.getByLabelText('Ad Soyad'), 'Deniz Yeni');
    await openPassword(user);
    await user.type(screen.getByLabelText('Yeni şifre'), 'yenisifre1');
    await user.type(screen.getByLabelText('Yeni şifre (tekrar)'), 'yenisifre1');
    await confirmWith(user, await openDialog(user), 'okuryazar123');
    expect(await screen.findByText('Profiliniz güncellendi ve şifreniz değiştirildi!')).toBeInTheDocument();
  });

  it('does not send a blank new password', async () => {
    const { callsTo, user } = await openSettings({ 'PUT /setting': (request) => saved(request.body) });
    await openPassword(user);
    await user.type(screen.getByLabelText('Yeni şifre'), '   ');
    await confirmWith(user, await openDialog(user), 'okuryazar123');
    await screen.findByText(MSG.profileUpdated);
    expect(callsTo('PUT /setting')[0]!.body).not.toHaveProperty('password_hash');
    expect(localStorage.getItem('token')).toBe('eski-token');
  });

  it('does not send a typed password once its edit is closed again', async () => {
    const { callsTo, user } = await openSettings({ 'PUT /setting': (request) => saved(request.body) });
    await openPassword(user);
    await user.type(screen.getByLabelText('Yeni şifre'), 'yenisifre1');
    await user.type(screen.getByLabelText('Yeni şifre (tekrar)'), 'yenisifre1');
    await user.click(toggle('Şifre'));
    await user.click(toggle('Ad Soyad'));
    await confirmWith(user, await openDialog(user), 'okuryazar123');
    await screen.findByText(MSG.profileUpdated);
    expect(callsTo('PUT /setting')[0]!.body).not.toHaveProperty('password_hash');
  });
});

describe('SettingsPage: status messages', () => {
  it('clear after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSettings({ 'PUT /setting': (request) => saved(request.body) });
    await screen.findByText('okur@gmail.com');
    await user.click(toggle('Hakkında'));
    await confirmWith(user, await openDialog(user), 'okuryazar123');
    await screen.findByText(MSG.profileUpdated);
    act(() => {
      vi.advanceTimersByTime(2_500);
    });
    expect(screen.getByText(MSG.profileUpdated)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.queryByText(MSG.profileUpdated)).not.toBeInTheDocument();
  });
});
