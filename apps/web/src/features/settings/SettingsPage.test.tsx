import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { LIMITS, MSG } from '@okuryazar/shared';
import { apiError, type MockRoutes } from '../../test/mockBackend';
import { renderLoaded } from '../../test/accountTestUtils';
import { authorization, confirmWith, openDialog, renderSettings, saved, saveButton, SETTINGS, setUpSettingsTests, toggle } from './settingsTestUtils';

setUpSettingsTests();

/** The settings page once its stored values show, and a user to drive it. */
const openSettings = (routes?: MockRoutes) => renderLoaded(() => renderSettings(routes), SETTINGS.email);

describe('SettingsPage: loading', () => {
  it('shows the stored values in display mode with Save disabled', async () => {
    renderSettings();
    expect(await screen.findByText('okur@gmail.com')).toBeInTheDocument();
    expect(screen.getByText('Deniz Okur')).toBeInTheDocument();
    expect(screen.getByText('Kitap kurdu.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ad Soyad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hakkında' })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the load error', async () => {
    renderSettings({ 'GET /setting': apiError(500, 'x') });
    expect(await screen.findByText('Profil bilgileri yüklenirken hata oluştu.')).toBeInTheDocument();
  });
});

describe('SettingsPage: rows and Save', () => {
  it('toggles each row between display and edit, and enables Save only while something is open', async () => {
    const { user } = await openSettings();

    for (const label of ['Kullanıcı adı', 'E-posta', 'Ad Soyad', 'Hakkında']) {
      await user.click(toggle(label));
      expect(toggle(label)).toHaveTextContent(/^Vazgeç/);
      expect(toggle(label)).toHaveAttribute('aria-expanded', 'true');
      expect(saveButton()).toBeEnabled();
      await user.click(toggle(label));
      expect(toggle(label)).toHaveTextContent(/^Düzenle/);
      expect(saveButton()).toBeDisabled();
    }
  });

  it('edits start from the stored value and Vazgeç drops the draft', async () => {
    const { user } = await openSettings();
    await user.click(toggle('Ad Soyad'));
    const input = screen.getByLabelText('Ad Soyad');
    expect(input).toHaveValue('Deniz Okur');
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'Başka Ad');
    await user.click(toggle('Ad Soyad'));
    expect(screen.getByText('Deniz Okur')).toBeInTheDocument();
    await user.click(toggle('Ad Soyad'));
    expect(screen.getByLabelText('Ad Soyad')).toHaveValue('Deniz Okur');
  });

  it('opening the password row alone enables Save', async () => {
    const { user } = await openSettings();
    await user.click(toggle('Şifre'));
    expect(screen.getByLabelText('Yeni şifre')).toBeInTheDocument();
    expect(screen.getByLabelText('Yeni şifre (tekrar)')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });
});

describe('SettingsPage: current-password modal', () => {
  it('asks for the current password; empty shows the message and sends nothing', async () => {
    const { callsTo, user } = await openSettings();
    await user.click(toggle('Hakkında'));
    const dialog = await openDialog(user);
    expect(within(dialog).getByLabelText('Mevcut şifre')).toHaveAttribute('type', 'password');
    await confirmWith(user, dialog, '');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Lütfen mevcut şifrenizi girin.');
    expect(callsTo('PUT /setting')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a wrong current password (401) keeps the modal open, and does not log out', async () => {
    const { callsTo, user } = await openSettings({
      'PUT /setting': apiError(401, 'Girdiğiniz şifre hatalı', 'INVALID_PASSWORD'),
    });
    await user.click(toggle('Hakkında'));
    const dialog = await openDialog(user);
    await confirmWith(user, dialog, 'yanlis');
    expect(await within(dialog).findByText('Girdiğiniz mevcut şifre hatalı! Lütfen tekrar deneyin.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Mevcut şifre')).toHaveValue(''));
    expect(localStorage.getItem('token')).toBe('eski-token');
    expect(callsTo('PUT /setting')[0]!.body).toMatchObject({ current_password: 'yanlis' });
  });

  it('the message InvalidPassword (any status) also counts as a wrong password', async () => {
    const { user } = await openSettings({ 'PUT /setting': apiError(400, 'InvalidPassword') });
    await user.click(toggle('Hakkında'));
    const dialog = await openDialog(user);
    await confirmWith(user, dialog, 'yanlis');
    expect(await within(dialog).findByText(MSG.wrongCurrentPassword)).toBeInTheDocument();
  });

  it('a taken username closes the modal and shows the message beside the username field', async () => {
    const { user } = await openSettings({
      'PUT /setting': apiError(409, 'Bu kullanıcı adı zaten mevcut', 'USERNAME_TAKEN'),
    });
    await user.click(toggle('Kullanıcı adı'));
    const input = screen.getByLabelText('Kullanıcı adı');
    await user.clear(input);
    await user.type(input, 'yazar1');
    const dialog = await openDialog(user);
    await confirmWith(user, dialog, 'okuryazar123');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Bu kullanıcı adı zaten mevcut.')).toBeInTheDocument();
    expect(screen.getByLabelText('Kullanıcı adı')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Kullanıcı adı')).toHaveAccessibleDescription(/Bu kullanıcı adı zaten mevcut\./);
  });

  it('other failures close the modal with the server message after the prefix', async () => {
    const { user } = await openSettings({ 'PUT /setting': apiError(500, 'Sunucu meşgul.') });
    await user.click(toggle('Hakkında'));
    const dialog = await openDialog(user);
    await confirmWith(user, dialog, 'okuryazar123');
    const message = await screen.findByText('Profil güncellenirken bir hata oluştu: Sunucu meşgul.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts the characters of the about text as they are typed', async () => {
    const { user } = await openSettings();
    await user.click(toggle('Hakkında'));
    expect(screen.getByText(`${'Kitap kurdu.'.length} / ${LIMITS.bioMax}`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Hakkında'), ' Şiir.');
    expect(screen.getByText(`${'Kitap kurdu. Şiir.'.length} / ${LIMITS.bioMax}`)).toBeInTheDocument();
  });

  it('a taken e-mail closes the modal, marks the e-mail and says why', async () => {
    const { user } = await openSettings({ 'PUT /setting': apiError(409, MSG.emailTaken, 'EMAIL_TAKEN') });
    await user.click(toggle('E-posta'));
    await user.clear(screen.getByLabelText('E-posta'));
    await user.type(screen.getByLabelText('E-posta'), 'baska@gmail.com');
    await confirmWith(user, await openDialog(user), 'okuryazar123');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('E-posta')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-posta')).toHaveValue('baska@gmail.com');
    expect(screen.getByText(`${MSG.profileUpdateError}${MSG.emailTaken}`)).toBeInTheDocument();
  });

  it('success saves every field, closes the rows and says so', async () => {
    const { callsTo, user } = await openSettings({
      'PUT /setting': (request) => saved(request.body),
    });
    await user.click(toggle('Hakkında'));
    const bio = screen.getByLabelText('Hakkında');
    await user.clear(bio);
    await user.type(bio, 'Yeni hakkımda yazısı.');
    const dialog = await openDialog(user);
    await confirmWith(user, dialog, 'okuryazar123');

    expect((await screen.findByText('Profil başarıyla güncellendi!')).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Yeni hakkımda yazısı.')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    const [call] = callsTo('PUT /setting');
    expect(call!.body).toEqual({
      username: 'okur',
      email: 'okur@gmail.com',
      full_name: 'Deniz Okur',
      bio: 'Yeni hakkımda yazısı.',
      current_password: 'okuryazar123',
    });
    // The wrong-password 401 must not trigger the logout redirect: the call opts out.
    expect(authorization(call!.init)).toBe('Bearer eski-token');
  });

  it('a changed username is stored in the session', async () => {
    const { user } = await openSettings({ 'PUT /setting': (request) => saved(request.body) });
    await user.click(toggle('Kullanıcı adı'));
    const input = screen.getByLabelText('Kullanıcı adı');
    await user.clear(input);
    await user.type(input, 'yeni.okur');
    await confirmWith(user, await openDialog(user), 'okuryazar123');
    await screen.findByText(MSG.profileUpdated);
    expect(localStorage.getItem('username')).toBe('yeni.okur');
    expect(localStorage.getItem('token')).toBe('eski-token');
  });
});
