import { CATEGORIES, COPYRIGHT_OPTIONS } from '@okuryazar/shared';
import { useId, type Ref } from 'react';
import { AlertIcon, CheckCircleIcon, Select, TextField } from '../../components';
import type { StoryFormValues } from './api';
import type { StoryErrors } from './validation';
import styles from './StoryForm.module.css';

export const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: String(c.id), label: c.name }));
export const COPYRIGHT_SELECT_OPTIONS = COPYRIGHT_OPTIONS.map((c) => ({ value: String(c.id), label: c.name }));

export const DESCRIPTION_MAX = 5000;
export const TITLE_MAX = 200;

export interface StoryFieldRefs {
  title?: Ref<HTMLInputElement>;
  categoryId?: Ref<HTMLSelectElement>;
  telifId?: Ref<HTMLSelectElement>;
}

export interface StoryFieldsProps {
  values: StoryFormValues;
  onChange: (patch: Partial<StoryFormValues>) => void;
  errors: StoryErrors;
  refs?: StoryFieldRefs;
  disabled?: boolean;
}

/** Title, description, category, copyright and content type: shared by new story and story details. */
export function StoryFields({ values, onChange, errors, refs, disabled }: StoryFieldsProps) {
  const id = useId();
  const descriptionId = `desc-${id}`;
  const descriptionHintId = `${descriptionId}-hint`;
  const contentTypeHint = `ct-${id}-hint`;

  return (
    <div className={styles.fields}>
      <TextField
        ref={refs?.title}
        label="Hikaye başlığı"
        name="title"
        placeholder="Hikayenize bir ad verin"
        value={values.title}
        maxLength={TITLE_MAX}
        autoComplete="off"
        disabled={disabled}
        error={errors.title}
        onChange={(e) => onChange({ title: e.target.value })}
      />

      <div className={styles.field}>
        <label htmlFor={descriptionId} className={styles.label}>
          Açıklama <span className={styles.optional}>(isteğe bağlı)</span>
        </label>
        <textarea
          id={descriptionId}
          name="description"
          className={styles.textarea}
          rows={6}
          maxLength={DESCRIPTION_MAX}
          placeholder="Okurlara hikayenizden biraz bahsedin…"
          value={values.description}
          disabled={disabled}
          aria-describedby={descriptionHintId}
          onChange={(e) => onChange({ description: e.target.value })}
        />
        <p id={descriptionHintId} className={styles.counter}>
          {values.description.length.toLocaleString('tr-TR')} / {DESCRIPTION_MAX.toLocaleString('tr-TR')}
        </p>
      </div>

      <div className={styles.row}>
        <Select
          ref={refs?.categoryId}
          label="Kategori"
          name="category_id"
          placeholder="Kategori seçin"
          options={CATEGORY_OPTIONS}
          value={values.categoryId}
          disabled={disabled}
          error={errors.categoryId}
          onChange={(e) => onChange({ categoryId: e.target.value })}
        />
        <Select
          ref={refs?.telifId}
          label="Telif hakkı"
          name="telif_id"
          placeholder="Telif hakkı seçin"
          options={COPYRIGHT_SELECT_OPTIONS}
          value={values.telifId}
          disabled={disabled}
          error={errors.telifId}
          onChange={(e) => onChange({ telifId: e.target.value })}
        />
      </div>

      <fieldset className={styles.fieldset} aria-describedby={contentTypeHint} disabled={disabled}>
        <legend className={styles.label}>İçerik türü</legend>
        <div className={styles.radios}>
          <label className={styles.radioCard}>
            <input
              type="radio"
              name={`content-type-${id}`}
              value="general"
              className={styles.radio}
              checked={!values.isMature}
              onChange={() => onChange({ isMature: false })}
            />
            <span className={styles.radioText}>
              <span className={styles.radioTitle}>Genel</span>
              <span className={styles.radioHint}>Her yaştan okura uygun</span>
            </span>
          </label>
          <label className={styles.radioCard}>
            <input
              type="radio"
              name={`content-type-${id}`}
              value="mature"
              className={styles.radio}
              checked={values.isMature}
              onChange={() => onChange({ isMature: true })}
            />
            <span className={styles.radioText}>
              <span className={styles.radioTitle}>Yetişkin (18+)</span>
              <span className={styles.radioHint}>Yalnızca 18 yaş üstü okurlara gösterilir</span>
            </span>
          </label>
        </div>
        <p id={contentTypeHint} className={styles.hint}>
          Yetişkin içerikli hikayeler 18 yaşından küçük okurlara ve ziyaretçilere gösterilmez.
        </p>
      </fieldset>
    </div>
  );
}

/** A message box for the form's outcome (errors in danger tone, success in success tone). */
export function FormMessage({
  id,
  tone,
  message,
}: {
  id?: string;
  tone: 'error' | 'success';
  message: string | null;
}) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={styles.messageSlot}>
      {message ? (
        <p className={tone === 'error' ? styles.messageError : styles.messageSuccess}>
          {tone === 'error' ? <AlertIcon size={18} /> : <CheckCircleIcon size={18} />}
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
