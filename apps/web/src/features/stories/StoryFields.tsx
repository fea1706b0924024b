import { CATEGORIES, COPYRIGHT_OPTIONS, LIMITS, MSG, type ContentWarning, type NewStoryFormInput } from '@okuryazar/shared';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { AlertIcon, CheckCircleIcon, Select, TextField } from '../../components';
import { ContentWarningChoices } from '../../components/warnings';
import { errorText } from './fieldOrder';
import { TagInput, tagList } from '../../components/tags/TagInput';
import styles from './StoryForm.module.css';

export const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: String(c.id), label: c.name }));
export const COPYRIGHT_SELECT_OPTIONS = COPYRIGHT_OPTIONS.map((c) => ({
  value: String(c.id),
  label: c.name,
}));

/** The fields both story forms hold under the shared schema's names, as the browser holds them. */
export type StoryFieldValues = Pick<NewStoryFormInput, 'title' | 'description' | 'category_id' | 'telif_id' | 'is_mature_content' | 'content_warnings' | 'tags'>;

export interface StoryFieldsProps {
  disabled?: boolean;
  /**
   * A tag change is checked at once (story details); otherwise only once the form has been
   * submitted, like the other fields (new story).
   */
  checkTagsAtOnce?: boolean;
}

/** Under "Cinsellik": the rule, said before the author ticks it. */
const SEXUAL_NOTE = 'Seçilirse hikaye Yetişkin (18+) olarak işaretlenir.';

/**
 * Title, description, tags, category, copyright, content type and content warnings: shared by
 * new story and story details, inside the form's FormProvider (react-hook-form).
 */
export function StoryFields({ disabled, checkTagsAtOnce = false }: StoryFieldsProps) {
  const {
    register,
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<StoryFieldValues>();
  const id = useId();
  const descriptionId = `desc-${id}`;
  const descriptionHintId = `${descriptionId}-hint`;
  const contentTypeHint = `ct-${id}-hint`;
  const description = watch('description') ?? '';
  const warnings = warningsOf(watch('content_warnings'));
  const isMature = watch('is_mature_content') === 'true';
  const sexual = warnings.includes('sexual');
  const change = { shouldDirty: true, shouldValidate: isSubmitted };
  const changeWarnings = (next: ContentWarning[]) => {
    setValue('content_warnings', next, change);
    // A "Cinsellik" warning makes the story 18+: the form ticks it for the author.
    if (next.includes('sexual') && !isMature) setValue('is_mature_content', 'true', change);
  };

  return (
    <div className={styles.fields}>
      <TextField
        label="Hikaye başlığı"
        placeholder="Hikayenize bir ad verin"
        maxLength={LIMITS.storyTitleMaxChars}
        autoComplete="off"
        disabled={disabled}
        error={errorText(errors, 'title')}
        {...register('title')}
      />

      <div className="form-field">
        <label htmlFor={descriptionId} className="form-label">
          Açıklama <span className="form-optional">(isteğe bağlı)</span>
        </label>
        <textarea
          id={descriptionId}
          className={styles.textarea}
          rows={6}
          maxLength={LIMITS.storyDescriptionMaxChars}
          placeholder="Okurlara hikayenizden biraz bahsedin…"
          disabled={disabled}
          aria-describedby={descriptionHintId}
          {...register('description')}
        />
        <p id={descriptionHintId} className={styles.counter}>
          {description.length.toLocaleString('tr-TR')} /{' '}
          {LIMITS.storyDescriptionMaxChars.toLocaleString('tr-TR')}
        </p>
      </div>

      <TagInput
        value={tagList(watch('tags'))}
        onChange={(list) => setValue('tags', JSON.stringify(list), { shouldDirty: true, shouldValidate: checkTagsAtOnce || isSubmitted })}
        error={errorText(errors, 'tags')}
        disabled={disabled}
      />

      <div className={styles.row}>
        <Select
          label="Kategori"
          placeholder="Kategori seçin"
          options={CATEGORY_OPTIONS}
          disabled={disabled}
          error={errorText(errors, 'category_id')}
          {...register('category_id')}
        />
        <Select
          label="Telif hakkı"
          placeholder="Telif hakkı seçin"
          options={COPYRIGHT_SELECT_OPTIONS}
          disabled={disabled}
          error={errorText(errors, 'telif_id')}
          {...register('telif_id')}
        />
      </div>

      <fieldset className={styles.fieldset} aria-describedby={contentTypeHint} disabled={disabled}>
        <legend className="form-label">İçerik türü</legend>
        <div className={styles.radios}>
          <label className={styles.radioCard}>
            <input
              type="radio"
              value="false"
              className={styles.radio}
              // docs/PRODUCT.md#trust-and-safety: a story warning of sexual content can only be 18+.
              disabled={sexual}
              {...register('is_mature_content')}
            />
            <span className={styles.radioText}>
              <span className={styles.radioTitle}>Genel</span>
              <span className={styles.radioHint}>Her yaştan okura uygun</span>
            </span>
          </label>
          <label className={styles.radioCard}>
            <input
              type="radio"
              value="true"
              className={styles.radio}
              {...register('is_mature_content')}
            />
            <span className={styles.radioText}>
              <span className={styles.radioTitle}>Yetişkin (18+)</span>
              <span className={styles.radioHint}>Yalnızca 18 yaş üstü okurlara gösterilir</span>
            </span>
          </label>
        </div>
        <p id={contentTypeHint} className="form-hint">
          Yetişkin içerikli hikayeler 18 yaşından küçük okurlara ve ziyaretçilere gösterilmez.
          {sexual ? ` ${MSG.sexualNeedsMature}` : ''}
        </p>
      </fieldset>

      <ContentWarningChoices
        legend={
          <>
            İçerik uyarıları <span className="form-optional">(isteğe bağlı)</span>
          </>
        }
        hint="Hikayeniz bunlardan birini içeriyorsa işaretleyin: okurlar hikayeyi açmadan önce uyarılır, isteyenler bu hikayeleri listelerinde görmez."
        value={warnings}
        onChange={changeWarnings}
        notes={{ sexual: SEXUAL_NOTE }}
        error={errorText(errors, 'content_warnings')}
        disabled={disabled}
      />
    </div>
  );
}

/** The form's value of the warnings field: the list (a form never holds the JSON text the request carries). */
function warningsOf(value: string | readonly ContentWarning[] | undefined): readonly ContentWarning[] {
  return Array.isArray(value) ? value : [];
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
