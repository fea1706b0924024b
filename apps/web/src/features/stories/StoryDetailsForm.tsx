import { zodResolver } from '@hookform/resolvers/zod';
import {
  COVER_FIELD,
  LIMITS,
  MSG,
  storyUpdateFieldsSchema,
  type StoryDetailsResponse,
  type StoryUpdateFieldsInput,
} from '@okuryazar/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { Button, LeaveConfirmDialog } from '../../components';
import { useLeaveGuard } from '../../lib/useLeaveGuard';
import { useUpdateStory } from './api';
import { CoverPicker } from './CoverPicker';
import { firstInvalidField } from './fieldOrder';
import { FormMessage, StoryFields } from './StoryFields';
import { StoryStatusField } from './StoryStatusField';
import { useCoverPicker } from './useCoverPicker';
import styles from './StoryDetailsForm.module.css';
import storyForm from './StoryForm.module.css';

type StoryDetails = StoryDetailsResponse['storyDetails'];

const resolver = zodResolver(storyUpdateFieldsSchema);

/** The story as the form holds it: the shared schema's fields, as text. */
function toValues(story: StoryDetails): StoryUpdateFieldsInput {
  return {
    title: story.title,
    // Multipart bodies carry line breaks as CRLF; the textarea works with LF.
    description: (story.description ?? '').replace(/\r\n?/g, '\n'),
    category_id: String(story.category_id),
    telif_id: String(story.telif_id),
    is_mature_content: String(story.is_mature_content) as 'true' | 'false',
    is_published: String(story.is_published) as 'true' | 'false',
    content_warnings: story.content_warnings,
    tags: JSON.stringify(story.tags),
    is_completed: String(story.is_completed) as 'true' | 'false',
  };
}

/**
 * Hikaye Detayları: edit the story's fields, publish switch and cover; save with PUT
 * (multipart). Saving is possible only once something changed, and leaving with unsaved
 * changes asks first (useLeaveGuard). A story a moderator removed shows the same fields
 * read-only, without a save (docs/PRODUCT.md#trust-and-safety; the server refuses with 403 REMOVED anyway).
 */
export function StoryDetailsForm({ story }: { story: StoryDetails }) {
  const readOnly = story.removed !== null;
  const update = useUpdateStory(story.book_id);
  const cover = useCoverPicker();
  const switchId = useId();
  // Default values are the story as last loaded or saved: what "unchanged" means.
  const form = useForm({ resolver, defaultValues: toValues(story), shouldFocusError: false });
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setFocus,
    watch,
    formState: { isDirty },
  } = form;
  const dirty = cover.file !== null || isDirty;
  const blocker = useLeaveGuard({ isDirty: () => dirty });
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const coverRef = useRef<HTMLInputElement>(null);
  const isPublished = watch('is_published') === 'true';
  const saving = update.isPending;
  const locked = saving || readOnly;

  // docs/PRODUCT.md#constants-and-limits: status messages clear after 3 s.
  useEffect(() => {
    if (!success && !failure) return;
    const timer = window.setTimeout(() => {
      setSuccess(null);
      setFailure(null);
    }, LIMITS.statusMessageMs);
    return () => window.clearTimeout(timer);
  }, [success, failure]);

  const onInvalid = (found: FieldErrors) => {
    // The cover is optional here, so the first invalid field is always a text field.
    const first = firstInvalidField(found);
    if (first && first !== COVER_FIELD) setFocus(first);
  };

  const save = handleSubmit(async (values) => {
    setSuccess(null);
    setFailure(null);
    try {
      const { message, ...details } = await update.mutateAsync({ values, cover: cover.file });
      cover.reset();
      reset(toValues(details.storyDetails));
      setSuccess(message || MSG.storyUpdated);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : MSG.genericError);
    }
  }, onInvalid);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (locked || cover.processing || !dirty) return;
    void save(event);
  };

  return (
    <form className={storyForm.frame} onSubmit={onSubmit} noValidate aria-label="Hikaye detayları">
      <div className={storyForm.coverColumn}>
        <CoverPicker
          label="Kapak fotoğrafı"
          inputRef={coverRef}
          previewUrl={cover.previewUrl}
          currentUrl={story.cover_image_url}
          processing={cover.processing}
          notice={cover.notice}
          error={cover.error}
          onSelect={(file) => void cover.select(file)}
          disabled={locked}
        />
      </div>
      <div className={storyForm.fieldsColumn}>
        <FormProvider {...form}>
          <StoryFields disabled={locked} checkTagsAtOnce />
        </FormProvider>

        <StoryStatusField register={register} disabled={locked} />

        <div className={styles.switchRow}>
          <div className={styles.switchText}>
            <span id={`${switchId}-label`} className={styles.switchLabel}>
              Hikaye yayında
            </span>
            <span id={`${switchId}-hint`} className={styles.switchHint}>
              {isPublished
                ? 'Okurlar hikayenizi ve yayımlanan bölümlerinizi görebilir.'
                : 'Hikaye taslak; yalnızca siz görebilirsiniz.'}
            </span>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={isPublished}
            aria-labelledby={`${switchId}-label`}
            aria-describedby={`${switchId}-hint`}
            className={styles.switch}
            disabled={locked}
            onClick={() =>
              setValue('is_published', isPublished ? 'false' : 'true', { shouldDirty: true })
            }
          >
            <span className={styles.switchThumb} aria-hidden="true" />
          </button>
        </div>

        <FormMessage tone="error" message={failure} />
        <FormMessage tone="success" message={success} />

        {readOnly ? null : (
          <div className={`${storyForm.actions} ${styles.formActions}`}>
            <Button type="submit" loading={saving} disabled={cover.processing || !dirty}>
              Değişiklikleri Kaydet
            </Button>
          </div>
        )}
      </div>
      <LeaveConfirmDialog blocker={blocker} />
    </form>
  );
}
