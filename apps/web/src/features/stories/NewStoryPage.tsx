import { zodResolver } from '@hookform/resolvers/zod';
import { COVER_FIELD, MSG, newStoryFormSchema, type NewStoryFormInput } from '@okuryazar/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from '../../lib/router';
import { paths } from '../../config/paths';
import { Button, LeaveConfirmDialog, LinkButton, PageTitle, useToast } from '../../components';
import { ApiError } from '../../lib/api';
import { getSession } from '../../lib/session';
import { useLeaveGuard } from '../../lib/useLeaveGuard';
import { useCreateStory } from './api';
import { CoverPicker } from './CoverPicker';
import { errorText, firstInvalidField } from './fieldOrder';
import { FormMessage, StoryFields } from './StoryFields';
import { useCoverPicker } from './useCoverPicker';
import styles from './NewStoryPage.module.css';
import storyForm from './StoryForm.module.css';

const EMPTY: NewStoryFormInput = {
  title: '',
  description: '',
  category_id: '',
  telif_id: '',
  is_mature_content: 'false',
  content_warnings: [],
  tags: '[]',
  [COVER_FIELD]: null,
};
const resolver = zodResolver(newStoryFormSchema);

/** Maps a failed POST /new-story to the spec's texts (docs/PRODUCT.md#error-messages). */
export function newStoryErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return MSG.storyNetworkError;
  const detail = error instanceof Error && error.message ? error.message : MSG.genericError;
  return `${MSG.storyCreateError}${detail}`;
}

/** /new-story: cover, title, description, category, copyright and content type (docs/PRODUCT.md#screens, #validation-rules). */
export function NewStoryPage() {
  const navigate = useNavigate();
  const create = useCreateStory();
  const { toast } = useToast();
  const cover = useCoverPicker();
  const alertId = useId();
  // Checked by the shared schema; after the first submit, errors follow the fields as the author fixes them.
  const form = useForm({ resolver, defaultValues: EMPTY, shouldFocusError: false });
  const {
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors, isDirty, isSubmitted },
  } = form;
  const [submitError, setSubmitError] = useState<string | null>(null);
  const submitting = create.isPending;
  // Set once the story exists: the way to the editor must not ask about "unsaved" edits.
  const created = useRef(false);
  const dirty = cover.file !== null || cover.processing || isDirty;
  const blocker = useLeaveGuard({ isDirty: () => dirty, allowNavigation: () => created.current });
  const coverRef = useRef<HTMLInputElement>(null);

  // The prepared cover is a form value, so the schema checks it with the fields.
  useEffect(() => {
    setValue(COVER_FIELD, cover.file, { shouldValidate: isSubmitted });
  }, [cover.file, isSubmitted, setValue]);

  const onInvalid = (found: FieldErrors) => {
    const first = firstInvalidField(found);
    if (first === COVER_FIELD) coverRef.current?.focus();
    else if (first) setFocus(first);
  };

  const submit = handleSubmit(async (values) => {
    if (!getSession()) {
      setSubmitError(MSG.missingSession);
      return;
    }
    try {
      const res = await create.mutateAsync({ values, cover: cover.file! });
      const bookId = res?.book_id;
      if (bookId === undefined || bookId === null) {
        setSubmitError(MSG.storyCreatedNoId);
        return;
      }
      toast({ title: MSG.storyCreated, tone: 'success' });
      created.current = true;
      navigate(paths.editStory, { state: { bookId, chapterId: null, title: '' } });
    } catch (error) {
      setSubmitError(newStoryErrorMessage(error));
    }
  }, onInvalid);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting || cover.processing) return;
    setSubmitError(null);
    void submit(event);
  };

  // "Kapak fotoğrafı yüklenmelidir." is stale while a picked image is being prepared.
  const coverError = cover.error ?? (cover.processing ? undefined : errorText(errors, COVER_FIELD));

  return (
    <>
      <PageTitle title={'Yeni Hikaye'} />
      <div className={styles.page}>
        <header className={styles.intro}>
          <p className="page-frame-eyebrow">Yeni hikaye</p>
          <h1 className="page-frame-heading">Hikayenizi anlatmaya başlayın</h1>
          <p className="page-frame-lead">
            Bir kapak seçin, hikayenize bir ad verin ve okurların onu hangi rafta bulacağını
            belirleyin. Bölümleri bir sonraki adımda yazacaksınız.
          </p>
        </header>

        <form
          className={`${storyForm.frame} ${styles.card}`}
          onSubmit={onSubmit}
          noValidate
          aria-describedby={submitError ? alertId : undefined}
        >
          <div className={storyForm.coverColumn}>
            <CoverPicker
              inputRef={coverRef}
              previewUrl={cover.previewUrl}
              processing={cover.processing}
              notice={cover.notice}
              error={coverError}
              onSelect={(file) => void cover.select(file)}
              disabled={submitting}
            />
          </div>
          <div className={storyForm.fieldsColumn}>
            <FormMessage id={alertId} tone="error" message={submitError} />
            <FormProvider {...form}>
              <StoryFields disabled={submitting} />
            </FormProvider>
            <div className={`${storyForm.actions} ${styles.actions}`}>
              <LinkButton to={paths.myStories} variant="ghost">
                Vazgeç
              </LinkButton>
              <Button type="submit" loading={submitting} disabled={cover.processing}>
                Hikayeyi Oluştur
              </Button>
            </div>
          </div>
        </form>
        <LeaveConfirmDialog blocker={blocker} />
      </div>
    </>
  );
}
