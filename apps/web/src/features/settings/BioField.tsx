import { LIMITS } from '@okuryazar/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './SettingsPage.module.css';

/** The "Hakkında" text with its running count (docs/PRODUCT.md#validation-rules). */
export function BioField({ id, registration, length, error }: { id: string; registration: UseFormRegisterReturn<'bio'>; length: number; error?: string }) {
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.textareaField}>
      <label htmlFor={id} className="visually-hidden">
        Hakkında
      </label>
      <textarea
        id={id}
        rows={5}
        maxLength={LIMITS.bioMax}
        autoFocus
        className={styles.textarea}
        placeholder="Okurlara kendinden bahset…"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${countId} ${errorId}` : countId}
        {...registration}
      />
      <p id={countId} className={styles.counter}>
        {length} / {LIMITS.bioMax}
      </p>
      {error ? (
        <p id={errorId} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
