import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_READING_SETTINGS, LIMITS, MSG, type Settings } from '@okuryazar/shared';
import { QueryClient } from '@tanstack/react-query';
import { SettingsPage } from './SettingsPage';
import { preparePhoto } from './photo';
import { loginAs, renderPage } from '../../test/accountTestUtils';
import { apiError, jsonResponse, mockBackend, type MockRoutes } from '../../test/mockBackend';

vi.mock('./photo', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./photo')>();
  return { ...actual, preparePhoto: vi.fn(actual.preparePhoto) };
});

vi.setConfig({ testTimeout: 20_000 });

const SETTINGS: Settings = {
  username: 'okur',
  email: 'okur@gmail.com',
  full_name: 'Deniz Okur',
  bio: 'Kitap kurdu.',
  profile_image_url: '/uploads/avatars/eski.jpg',
};

function saved(body: unknown, extra: Record<string, unknown> = {}) {
  const { current_password: _c, password_hash: _p, ...rest } = body as Record<string, unknown>;
  return jsonResponse({ ...SETTINGS, ...rest, message: MSG.profileUpdated, ...extra });
}

function renderSettings(routes: MockRoutes = {}, client?: QueryClient) {
  const backend = mockBackend({ 'GET /setting': SETTINGS, 'GET /settings/reading': DEFAULT_READING_SETTINGS, ...routes });
  const view = renderPage(<SettingsPage />, { path: '/settings', client });
  return { ...view, ...backend };
}

const authorization = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.Authorization;

const saveButton = () => screen.getByRole('button', { name: 'Kaydet' });
const toggle = (label: string) => screen.getByRole('button', { name: new RegExp(`^(Düzenle|Vazgeç)\\s*\\(${label}\\)$`) });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(saveButton());
  return screen.findByRole('dialog', { name: 'Değişiklikleri onayla' });
}

async function confirmWith(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, password: string) {
  if (password) await user.type(within(dialog).getByLabelText('Mevcut şifre'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Onayla' }));
}

beforeEach(() => {
  loginAs();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

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
    const user = userEvent.setup();
    renderSettings();
    await screen.findByText('okur@gmail.com');

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
    const user = userEvent.setup();
    renderSettings();
    await screen.findByText('okur@gmail.com');
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
    const user = userEvent.setup();
    renderSettings();
    await screen.findByText('okur@gmail.com');
    await user.click(toggle('Şifre'));
    expect(screen.getByLabelText('Yeni şifre')).toBeInTheDocument();
    expect(screen.getByLabelText('Yeni şifre (tekrar)')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });
});

describe('SettingsPage: current-password modal', () => {
  it('asks for the current password; empty shows the message and sends nothing', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderSettings();
    await screen.findByText('okur@gmail.com');
    await user.click(toggle('Hakkında'));
    const dialog = await openDialog(user);
    expect(within(dialog).getByLabelText('Mevcut şifre')).toHaveAttribute('type', 'password');
    await confirmWith(user, dialog, '');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Lütfen mevcut şifrenizi girin.');
    expect(callsTo('PUT /setting')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a wrong current password (401) keeps the modal open, and does not log out', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderSettings({
      'PUT /setting': apiError(401, 'Girdiğiniz şifre hatalı', 'INVALID_PASSWORD'),
    });
    await screen.findByText('okur@gmail.com');
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
    const user = userEvent.setup();
    renderSettings({ 'PUT /setting': apiError(400, 'InvalidPassword') });
    await screen.findByText('okur@gmail.com');
    await user.click(toggle('Hakkında'));
    const dialog = await openDialog(user);
    await confirmWith(user, dialog, 'yanlis');
    expect(await within(dialog).findByText(MSG.wrongCurrentPassword)).toBeInTheDocument();
  });

  it('a taken username closes the modal and shows the message beside the username field', async () => {
    const user = userEvent.setup();
    renderSettings({
      'PUT /setting': apiError(409, 'Bu kullanıcı adı zaten mevcut', 'USERNAME_TAKEN'),
    });
    await screen.findByText('okur@gmail.com');
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
    const user = userEvent.setup();
    renderSettings({ 'PUT /setting': apiError(500, 'Sunucu meşgul.') });
    await screen.findByText('okur@gmail.com');
    await user.click(toggle('Hakkında'));
    const dialog = await openDialog(user);
    await confirmWith(user, dialog, 'okuryazar123');
    const message = await screen.findByText('Profil güncellenirken bir hata oluştu: Sunucu meşgul.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts the characters of the about text as they are typed', async () => {
    const user = userEvent.setup();
    renderSettings();
    await screen.findByText('okur@gmail.com');
    await user.click(toggle('Hakkında'));
    expect(screen.getByText(`${'Kitap kurdu.'.length} / ${LIMITS.bioMax}`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Hakkında'), ' Şiir.');
    expect(screen.getByText(`${'Kitap kurdu. Şiir.'.length} / ${LIMITS.bioMax}`)).toBeInTheDocument();
  });

  it('a taken e-mail closes the modal, marks the e-mail and says why', async () => {
    const user = userEvent.setup();
    renderSettings({ 'PUT /setting': apiError(409, MSG.emailTaken, 'EMAIL_TAKEN') });
    await screen.findByText('okur@gmail.com');
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
    const user = userEvent.setup();
    const { callsTo } = renderSettings({
      'PUT /setting': (request) => saved(request.body),
    });
    await screen.findByText('okur@gmail.com');
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
    const user = userEvent.setup();
    renderSettings({ 'PUT /setting': (request) => saved(request.body) });
    await screen.findByText('okur@gmail.com');
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

describe('SettingsPage: password', () => {
  async function openPassword(user: ReturnType<typeof userEvent.setup>) {
    await user.click(toggle('Şifre'));
  }

  it('checks length and match on the client before asking for the current password', async () => {
    const user = userEvent.setup();
    renderSettings();
    await screen.findByText('okur@gmail.com');
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
    const user = userEvent.setup();
    renderSettings();
    await screen.findByText('okur@gmail.com');
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
    const user = userEvent.setup();
    const { callsTo } = renderSettings();
    await screen.findByText('okur@gmail.com');
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
    const user = userEvent.setup();
    const { callsTo } = renderSettings({
      'PUT /setting': (request) => saved(request.body, { token: 'taze-token' }),
    });
    await screen.findByText('okur@gmail.com');
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
    const user = userEvent.setup();
    renderSettings({ 'PUT /setting': (request) => saved(request.body, { token: 'taze-token' }) });
    await screen.findByText('okur@gmail.com');
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
    const user = userEvent.setup();
    const { callsTo } = renderSettings({ 'PUT /setting': (request) => saved(request.body) });
    await screen.findByText('okur@gmail.com');
    await openPassword(user);
    await user.type(screen.getByLabelText('Yeni şifre'), '   ');
    await confirmWith(user, await openDialog(user), 'okuryazar123');
    await screen.findByText(MSG.profileUpdated);
    expect(callsTo('PUT /setting')[0]!.body).not.toHaveProperty('password_hash');
    expect(localStorage.getItem('token')).toBe('eski-token');
  });

  it('does not send a typed password once its edit is closed again', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderSettings({ 'PUT /setting': (request) => saved(request.body) });
    await screen.findByText('okur@gmail.com');
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

describe('SettingsPage: photo', () => {
  function headerClient() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity } } });
    client.setQueryData(['headerInfo', 5], { username: 'okur', profile_image_url: '/uploads/avatars/eski.jpg' });
    return client;
  }

  function pick(file: File) {
    fireEvent.change(screen.getByLabelText('Profil fotoğrafı seç'), { target: { files: [file] } });
  }

  it('uploads a small photo as chosen and updates the header avatar at once', async () => {
    const client = headerClient();
    const { callsTo } = renderSettings(
      { 'PUT /setting/image': { profile_image_url: '/uploads/avatars/yeni.jpg', message: MSG.photoUpdated } },
      client,
    );
    await screen.findByText('okur@gmail.com');
    const file = new File([new Uint8Array(2048)], 'ben.png', { type: 'image/png' });
    pick(file);
    expect(await screen.findByText('Profil fotoğrafı başarıyla güncellendi!')).toBeInTheDocument();
    const body = callsTo('PUT /setting/image')[0]!.body as FormData;
    expect(body.get('profile_image_url')).toMatchObject({ name: 'ben.png', size: 2048, type: 'image/png' });
    expect(client.getQueryData(['headerInfo', 5])).toEqual({ username: 'okur', profile_image_url: '/uploads/avatars/yeni.jpg' });
    expect(screen.getByRole('img', { name: /okur profil fotoğrafı/ })).toHaveAttribute('src', '/uploads/avatars/yeni.jpg');
  });

  it('uploads the resized file for photos over 1 MB', async () => {
    const resized = new File([new Uint8Array(10)], 'buyuk.jpg', { type: 'image/jpeg' });
    vi.mocked(preparePhoto).mockResolvedValueOnce(resized);
    const { callsTo } = renderSettings({
      'PUT /setting/image': { profile_image_url: '/uploads/avatars/yeni.jpg', message: MSG.photoUpdated },
    });
    await screen.findByText('okur@gmail.com');
    pick(new File([new Uint8Array(1_048_577)], 'buyuk.png', { type: 'image/png' }));
    await screen.findByText(MSG.photoUpdated);
    expect(vi.mocked(preparePhoto)).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'buyuk.png', size: 1_048_577 }));
    expect((callsTo('PUT /setting/image')[0]!.body as FormData).get('profile_image_url')).toMatchObject({
      name: 'buyuk.jpg',
      size: 10,
      type: 'image/jpeg',
    });
  });

  it('shows the upload error', async () => {
    renderSettings({ 'PUT /setting/image': apiError(500, 'x') });
    await screen.findByText('okur@gmail.com');
    pick(new File(['x'], 'ben.png', { type: 'image/png' }));
    expect(await screen.findByText('Profil fotoğrafı güncellenirken bir hata oluştu.')).toBeInTheDocument();
  });

  it('refuses a non-image file without uploading', async () => {
    const { callsTo } = renderSettings();
    await screen.findByText('okur@gmail.com');
    pick(new File(['x'], 'not.txt', { type: 'text/plain' }));
    expect(await screen.findByText(MSG.imagesOnly)).toBeInTheDocument();
    expect(callsTo('PUT /setting/image')).toHaveLength(0);
  });

  it('removes the photo: removeImage=true, back to the default photo', async () => {
    const user = userEvent.setup();
    const client = headerClient();
    const { callsTo } = renderSettings(
      { 'PUT /setting/image': { profile_image_url: null, message: MSG.photoRemoved } },
      client,
    );
    await screen.findByText('okur@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Fotoğrafı Kaldır' }));
    expect(await screen.findByText('Profil fotoğrafı kaldırıldı!')).toBeInTheDocument();
    expect((callsTo('PUT /setting/image')[0]!.body as FormData).get('removeImage')).toBe('true');
    expect(screen.getByRole('img', { name: /okur profil fotoğrafı/ })).toHaveAttribute('src', '/default-avatar.svg');
    // Nothing left to remove: the button goes, the keyboard lands on the upload button.
    expect(screen.queryByRole('button', { name: 'Fotoğrafı Kaldır' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fotoğraf Yükle' })).toHaveFocus();
    expect(client.getQueryData(['headerInfo', 5])).toMatchObject({ profile_image_url: null });
  });

  it('offers no "Fotoğrafı Kaldır" without a photo, and says "Fotoğraf Yükle"', async () => {
    renderSettings({ 'GET /setting': { ...SETTINGS, profile_image_url: null } });
    await screen.findByText('okur@gmail.com');
    expect(screen.getByRole('button', { name: 'Fotoğraf Yükle' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Fotoğrafı Kaldır' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fotoğrafı Değiştir' })).not.toBeInTheDocument();
  });

  it('shows the remove error', async () => {
    const user = userEvent.setup();
    renderSettings({ 'PUT /setting/image': apiError(500, 'x') });
    await screen.findByText('okur@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Fotoğrafı Kaldır' }));
    expect(await screen.findByText('Profil fotoğrafı kaldırılırken bir hata oluştu.')).toBeInTheDocument();
  });
});

describe('SettingsPage hidden content warnings (docs/PRODUCT.md#trust-and-safety)', () => {
  it('shows the hidden warnings ticked and saves each change with PUT /settings/reading', async () => {
    const { callsTo } = renderSettings({
      'GET /settings/reading': { ...DEFAULT_READING_SETTINGS, hidden_warnings: ['death'] },
      'PUT /settings/reading': ({ body }) => ({ ...DEFAULT_READING_SETTINGS, ...(body as object) }),
    });
    const user = userEvent.setup();
    const section = await screen.findByTestId('hidden-warnings-section');
    expect(within(section).getByRole('heading', { level: 2, name: 'İçerik uyarıları' })).toBeInTheDocument();
    const group = await within(section).findByRole('group', { name: 'Bu uyarıları taşıyan hikayeleri gizle' });
    expect(within(group).getByRole('checkbox', { name: 'Ölüm' })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Şiddet' }));
    await waitFor(() => expect(callsTo('PUT /settings/reading')).toHaveLength(1));
    expect(callsTo('PUT /settings/reading')[0]!.body).toEqual({ hidden_warnings: ['violence', 'death'] });
    expect(await within(section).findByRole('status')).toHaveTextContent('İçerik uyarısı tercihleriniz kaydedildi.');
    expect(within(group).getByRole('checkbox', { name: 'Şiddet' })).toBeChecked();
  });

  it('keeps the saved choice and says why when saving fails', async () => {
    renderSettings({
      'GET /settings/reading': DEFAULT_READING_SETTINGS,
      'PUT /settings/reading': apiError(400, MSG.badRequest, 'VALIDATION'),
    });
    const user = userEvent.setup();
    const section = await screen.findByTestId('hidden-warnings-section');
    await user.click(await within(section).findByRole('checkbox', { name: 'Ağır dil' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(MSG.badRequest);
    expect(within(section).getByRole('checkbox', { name: 'Ağır dil' })).not.toBeChecked();
  });
});
