import type { StoryDetailsResponse } from '@okuryazar/shared';
import { LIMITS, MSG } from '@okuryazar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, LeaveConfirmDialog } from '../../components';
import { useLeaveGuard } from '../../lib/useLeaveGuard';
import { storiesKeys, updateStory, type StoryFormValues } from './api';
import { CoverPicker } from './CoverPicker';
import { FormMessage, StoryFields } from './StoryFields';
import { useCoverPicker } from './useCoverPicker';
import { orderedErrors, validateStoryForm, type StoryErrors, type StoryField } from './validation';
import styles from './StoryDetailsPage.module.css';

type StoryDetails = StoryDetailsResponse['storyDetails'];

type DetailsValues = StoryFormValues & { isPublished: boolean };

function toValues(story: StoryDetails): DetailsValues {
  return {
    title: story.title,
    // Multipart bodies carry line breaks as CRLF; the textarea works with LF.
    description: (story.description ?? '').replace(/\r\n?/g, '\n'),
    categoryId: String(story.category_id),
    telifId: String(story.telif_id),
    isMature: story.is_mature_content,
    isPublished: story.is_published,
  };
}

function sameValues(a: DetailsValues, b: DetailsValues): boolean {
  return (Object.keys(a) as (keyof DetailsValues)[]).every((key) => a[key] === b[key]);
}

/**
 * Hikaye Detayları: edit the story's fields, publish switch and cover; save with PUT
 * (multipart). Saving is possible only once something changed, and leaving with unsaved
 * changes asks first (useLeaveGuard).
 */
export function StoryDetailsForm({ story }: { story: StoryDetails }) {
  const queryClient = useQueryClient();
  const cover = useCoverPicker();
  const switchId = useId();
  const [values, setValues] = useState(() => toValues(story));
  // The values as last loaded or saved: what "unchanged" means.
  const [saved, setSaved] = useState(() => toValues(story));
  const dirty = cover.file !== null || !sameValues(values, saved);
  const blocker = useLeaveGuard({ isDirty: () => dirty });
  const [errors, setErrors] = useState<StoryErrors>({});
  const [saving, setSaving] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const telifRef = useRef<HTMLSelectElement>(null);
  const coverRef = useRef<HTMLInputElement>(null);

  // SPEC §9: status messages clear after 3 s.
  useEffect(() => {
    if (!success && !failure) return;
    const timer = window.setTimeout(() => {
      setSuccess(null);
      setFailure(null);
    }, LIMITS.statusMessageMs);
    return () => window.clearTimeout(timer);
  }, [success, failure]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || cover.processing || !dirty) return;
    const found = validateStoryForm(values, { hasCover: true, requireCover: false });
    setErrors(found);
    const first = orderedErrors(found)[0];
    if (first) {
      const targets: Record<StoryField, { current: HTMLElement | null }> = {
        cover: coverRef,
        categoryId: categoryRef,
        telifId: telifRef,
        title: titleRef,
      };
      targets[first.field].current?.focus();
      return;
    }
    setSaving(true);
    setSuccess(null);
    setFailure(null);
    try {
      const { message, ...details } = await updateStory(story.book_id, values, cover.file);
      queryClient.setQueryData(storiesKeys.details(story.book_id), details);
      void queryClient.invalidateQueries({ queryKey: storiesKeys.all });
      cover.reset();
      setValues(toValues(details.storyDetails));
      setSaved(toValues(details.storyDetails));
      setSuccess(message || MSG.storyUpdated);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : MSG.genericError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.detailsForm} onSubmit={onSubmit} noValidate aria-label="Hikaye detayları">
      <div className={styles.coverColumn}>
        <CoverPicker
          label="Kapak fotoğrafı"
          inputRef={coverRef}
          previewUrl={cover.previewUrl}
          currentUrl={story.cover_image_url}
          processing={cover.processing}
          notice={cover.notice}
          error={cover.error}
          onSelect={(file) => void cover.select(file)}
          disabled={saving}
        />
      </div>
      <div className={styles.fieldsColumn}>
        <StoryFields
          values={values}
          onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          errors={errors}
          refs={{ title: titleRef, categoryId: categoryRef, telifId: telifRef }}
          disabled={saving}
        />

        <div className={styles.switchRow}>
          <div className={styles.switchText}>
            <span id={`${switchId}-label`} className={styles.switchLabel}>
              Hikaye yayında
            </span>
            <span id={`${switchId}-hint`} className={styles.switchHint}>
              {values.isPublished
                ? 'Okurlar hikayenizi ve yayımlanan bölümlerinizi görebilir.'
                : 'Hikaye taslak; yalnızca siz görebilirsiniz.'}
            </span>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={values.isPublished}
            aria-labelledby={`${switchId}-label`}
            aria-describedby={`${switchId}-hint`}
            className={styles.switch}
            disabled={saving}
            onClick={() => setValues((v) => ({ ...v, isPublished: !v.isPublished }))}
          >
            <span className={styles.switchThumb} aria-hidden="true" />
          </button>
        </div>

        <FormMessage tone="error" message={failure} />
        <FormMessage tone="success" message={success} />

        <div className={styles.formActions}>
          <Button type="submit" loading={saving} disabled={cover.processing || !dirty}>
            Değişiklikleri Kaydet
          </Button>
        </div>
      </div>
      <LeaveConfirmDialog blocker={blocker} />
    </form>
  );
}
