import { MSG } from '@okuryazar/shared';
import { useId, useState, type DragEvent, type Ref } from 'react';
import { FieldError } from '../../components';
import { coverUrl } from '../../lib/images';
import { ImageIcon } from '../../components/icons';
import styles from './CoverPicker.module.css';

export interface CoverPickerProps {
  label?: string;
  /** Object URL of the newly chosen cover. */
  previewUrl: string | null;
  /** The story's current cover (story details); shown until a new one is chosen. */
  currentUrl?: string | null;
  processing: boolean;
  notice: string | null;
  /** Picker error (only images, processing) or the form's "cover required". */
  error: string | null | undefined;
  onSelect: (file: File | null | undefined) => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** Cover upload area: click, keyboard (the file input is focusable) or drag and drop. */
export function CoverPicker({
  label = 'Kapak fotoğrafı',
  previewUrl,
  currentUrl,
  processing,
  notice,
  error,
  onSelect,
  inputRef,
  disabled,
}: CoverPickerProps) {
  const id = useId();
  const inputId = `cover-${id}`;
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const statusId = `${inputId}-status`;
  const errorId = `${inputId}-error`;
  const [dragging, setDragging] = useState(false);

  const shown = previewUrl ?? (currentUrl !== undefined ? coverUrl(currentUrl) : null);
  const isNew = Boolean(previewUrl);

  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    onSelect(event.dataTransfer.files?.[0]);
  };

  return (
    <div className={styles.field}>
      <span id={labelId} className="form-label">
        {label}
      </span>
      <div
        className={styles.zone}
        data-dragging={dragging || undefined}
        data-invalid={error ? true : undefined}
        data-filled={shown ? true : undefined}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          className={styles.input}
          aria-labelledby={labelId}
          aria-describedby={[hintId, notice ? statusId : '', error ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          onChange={(event) => {
            onSelect(event.target.files?.[0]);
            // Choosing the same file again still fires change.
            event.target.value = '';
          }}
        />
        <label htmlFor={inputId} className={styles.surface} aria-hidden="true">
          {shown ? (
            <>
              <img className={styles.preview} src={shown} alt="" width={200} height={300} />
              <span className={styles.change}>{isNew ? 'Başka bir kapak seçin' : 'Kapağı değiştir'}</span>
            </>
          ) : (
            <span className={styles.placeholder}>
              <span className={styles.placeholderIcon}>
                <ImageIcon size={28} />
              </span>
              <span className={styles.placeholderTitle}>Kapak fotoğrafı ekle</span>
              <span className={styles.placeholderText}>Tıklayın ya da bir resmi buraya sürükleyin</span>
            </span>
          )}
          {processing ? (
            <span className={styles.busy}>
              <span className={styles.spinner} />
            </span>
          ) : null}
        </label>
      </div>
      {shown ? (
        <p className="visually-hidden">{isNew ? 'Yeni kapak seçildi.' : 'Hikayenin mevcut kapağı gösteriliyor.'}</p>
      ) : null}
      <p id={hintId} className={styles.hint}>
        {MSG.coverHint}
      </p>
      <p id={statusId} role="status" className={styles.notice}>
        {notice ?? (processing ? 'Resim hazırlanıyor…' : '')}
      </p>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
