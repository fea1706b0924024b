import { MSG } from '@okuryazar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Avatar, Button } from '../../components';
import { isImageFile } from '../../lib/images/compressImage';
import { useSession } from '../../lib/useSession';
import { refreshAccountViews, removeProfilePhoto, settingsKeys, uploadProfilePhoto } from './api';
import { preparePhoto } from './photo';
import { StatusMessage } from './StatusMessage';
import { useStatusMessage } from './useStatusMessage';
import type { Settings } from '@okuryazar/shared';
import styles from './SettingsPage.module.css';

/**
 * docs/PRODUCT.md#behaviour-and-states: upload (then the server's URL replaces the photo) or remove (back to the default).
 * Removing is offered only when there is a photo of one's own; without one the upload button
 * says so ("Fotoğraf Yükle").
 */
export function PhotoSection({ settings }: { settings: Settings }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadRef = useRef<HTMLButtonElement>(null);
  const justRemoved = useRef(false);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const { status, show } = useStatusMessage();
  const hasPhoto = Boolean(settings.profile_image_url);

  const applyUrl = (url: string | null) => {
    queryClient.setQueryData<Settings>(settingsKeys.mine(session?.userId), (old) =>
      old ? { ...old, profile_image_url: url } : old,
    );
    refreshAccountViews(queryClient, { profile_image_url: url });
  };

  const onFile = async (file: File | undefined) => {
    if (!file || busy) return;
    if (!isImageFile(file)) {
      show(MSG.imagesOnly, 'error');
      return;
    }
    setBusy('upload');
    try {
      let upload: File;
      try {
        upload = await preparePhoto(file);
      } catch {
        show(MSG.imageProcessing, 'error');
        return;
      }
      const res = await uploadProfilePhoto(upload);
      applyUrl(res.profile_image_url);
      show(MSG.photoUpdated, 'success');
    } catch {
      show(MSG.photoUpdateError, 'error');
    } finally {
      setBusy(null);
    }
  };

  const onRemove = async () => {
    if (busy) return;
    setBusy('remove');
    try {
      await removeProfilePhoto();
      applyUrl(null);
      show(MSG.photoRemoved, 'success');
      justRemoved.current = true;
    } catch {
      show(MSG.photoRemoveError, 'error');
    } finally {
      setBusy(null);
    }
  };

  // The remove button goes with the photo: the keyboard moves to the upload button once it is
  // enabled again, instead of falling back to the page's start.
  useEffect(() => {
    if (!justRemoved.current || busy !== null) return;
    justRemoved.current = false;
    uploadRef.current?.focus();
  }, [busy]);

  return (
    <section className={styles.card} aria-labelledby="settings-photo-title">
      <div className={styles.photo}>
        <Avatar
          key={settings.profile_image_url ?? 'default'}
          src={settings.profile_image_url}
          name={settings.username}
          size={112}
          className={styles.photoAvatar}
        />
        <div className={styles.photoBody}>
          <h2 id="settings-photo-title" className={styles.cardTitle}>
            Profil fotoğrafı
          </h2>
          <p className={styles.cardLead}>
            Okurlar sizi bu fotoğrafla tanır. 1&nbsp;MB’tan büyük fotoğraflar yüklenmeden önce küçültülür.
          </p>
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            hidden
            aria-label="Profil fotoğrafı seç"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              void onFile(file);
            }}
          />
          <div className={styles.photoActions}>
            <Button
              ref={uploadRef}
              size="sm"
              onClick={() => inputRef.current?.click()}
              loading={busy === 'upload'}
              disabled={busy === 'remove'}
            >
              {hasPhoto ? 'Fotoğrafı Değiştir' : 'Fotoğraf Yükle'}
            </Button>
            {hasPhoto ? (
              <Button size="sm" variant="ghost" onClick={() => void onRemove()} loading={busy === 'remove'} disabled={busy === 'upload'}>
                Fotoğrafı Kaldır
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <StatusMessage status={status} />
    </section>
  );
}
