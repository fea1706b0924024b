import { MSG } from '@okuryazar/shared';
import { useEffect, useRef } from 'react';
import { Avatar, Button } from '../../components';
import { isImageFile } from '../../lib/images/compressImage';
import { PhotoPreparationError, useRemovePhoto, useUploadPhoto } from './api';
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
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadRef = useRef<HTMLButtonElement>(null);
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const { status, show } = useStatusMessage();
  const hasPhoto = Boolean(settings.profile_image_url);

  const onFile = (file: File | undefined) => {
    if (!file || upload.inFlight() || remove.inFlight()) return;
    if (!isImageFile(file)) {
      show(MSG.imagesOnly, 'error');
      return;
    }
    upload.mutate(file, {
      onSuccess: () => show(MSG.photoUpdated, 'success'),
      onError: (error) => show(error instanceof PhotoPreparationError ? MSG.imageProcessing : MSG.photoUpdateError, 'error'),
    });
  };

  const onRemove = () => {
    if (upload.inFlight() || remove.inFlight()) return;
    remove.mutate(undefined, {
      onSuccess: () => show(MSG.photoRemoved, 'success'),
      onError: () => show(MSG.photoRemoveError, 'error'),
    });
  };

  // The remove button goes with the photo: the keyboard moves to the upload button once it is
  // enabled again, instead of falling back to the page's start.
  useEffect(() => {
    if (remove.isSuccess) uploadRef.current?.focus();
  }, [remove.isSuccess]);

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
              onFile(file);
            }}
          />
          <div className={styles.photoActions}>
            <Button
              ref={uploadRef}
              size="sm"
              onClick={() => inputRef.current?.click()}
              loading={upload.isPending}
              disabled={remove.isPending}
            >
              {hasPhoto ? 'Fotoğrafı Değiştir' : 'Fotoğraf Yükle'}
            </Button>
            {hasPhoto ? (
              <Button size="sm" variant="ghost" onClick={onRemove} loading={remove.isPending} disabled={upload.isPending}>
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
