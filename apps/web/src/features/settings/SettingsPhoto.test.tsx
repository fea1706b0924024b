import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@okuryazar/shared';
import { QueryClient } from '@tanstack/react-query';
import { preparePhoto } from './photo';
import { apiError } from '../../test/mockBackend';
import { renderSettings, setUpSettingsTests, SETTINGS } from './settingsTestUtils';

vi.mock('./photo', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./photo')>();
  return { ...actual, preparePhoto: vi.fn(actual.preparePhoto) };
});

setUpSettingsTests();

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
