import { MSG } from '@okuryazar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { Button, LeaveConfirmDialog, LinkButton, useToast } from '../../components';
import { ApiError } from '../../lib/api';
import { getSession } from '../../lib/session';
import { useLeaveGuard } from '../../lib/useLeaveGuard';
import { createStory, storiesKeys, type StoryFormValues } from './api';
import { CoverPicker } from './CoverPicker';
import { FormMessage, StoryFields } from './StoryFields';
import { useDocumentTitle } from './useDocumentTitle';
import { useCoverPicker } from './useCoverPicker';
import { orderedErrors, validateStoryForm, type StoryErrors, type StoryField } from './validation';
import styles from './NewStoryPage.module.css';

const EMPTY: StoryFormValues = { title: '', description: '', categoryId: '', telifId: '', isMature: false };

/** Maps a failed POST /new-story to the spec's texts (SPEC §8). */
export function newStoryErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return MSG.storyNetworkError;
  const detail = error instanceof Error && error.message ? error.message : MSG.genericError;
  return `${MSG.storyCreateError}${detail}`;
}

/** /new-story: cover, title, description, category, copyright and content type (SPEC §2, §5). */
export function NewStoryPage() {
  useDocumentTitle('Yeni Hikaye');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const cover = useCoverPicker();
  const alertId = useId();
  const [values, setValues] = useState<StoryFormValues>(EMPTY);
  const [errors, setErrors] = useState<StoryErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const inFlight = useRef(false);
  // Set once the story exists: the way to the editor must not ask about "unsaved" edits.
  const created = useRef(false);
  const dirty =
    cover.file !== null ||
    cover.processing || (Object.keys(EMPTY) as (keyof StoryFormValues)[]).some((key) => values[key] !== EMPTY[key]);
  const blocker = useLeaveGuard({ isDirty: () => dirty, allowNavigation: () => created.current });

  const coverRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const telifRef = useRef<HTMLSelectElement>(null);
  const focusTargets: Record<StoryField, { current: HTMLElement | null }> = {
    cover: coverRef,
    categoryId: categoryRef,
    telifId: telifRef,
    title: titleRef,
  };

  // After the first submit, errors follow the fields as the author fixes them.
  useEffect(() => {
    if (submitted) setErrors(validateStoryForm(values, { hasCover: Boolean(cover.file), requireCover: true }));
  }, [submitted, values, cover.file]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || cover.processing) return;
    setSubmitted(true);
    setSubmitError(null);
    const found = validateStoryForm(values, { hasCover: Boolean(cover.file), requireCover: true });
    setErrors(found);
    const first = orderedErrors(found)[0];
    if (first) {
      focusTargets[first.field].current?.focus();
      return;
    }
    if (!getSession()) {
      setSubmitError(MSG.missingSession);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const res = await createStory(values, cover.file!);
      const bookId = res?.book_id;
      if (bookId === undefined || bookId === null) {
        setSubmitError(MSG.storyCreatedNoId);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: storiesKeys.all });
      toast({ title: MSG.storyCreated, tone: 'success' });
      created.current = true;
      navigate(paths.editStory, { state: { bookId, chapterId: null, title: '' } });
    } catch (error) {
      setSubmitError(newStoryErrorMessage(error));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  // "Kapak fotoğrafı yüklenmelidir." is stale while a picked image is being prepared.
  const coverError = cover.error ?? (cover.processing ? undefined : errors.cover);

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>Yeni hikaye</p>
        <h1 className={styles.heading}>Hikayenizi anlatmaya başlayın</h1>
        <p className={styles.lead}>
          Bir kapak seçin, hikayenize bir ad verin ve okurların onu hangi rafta bulacağını belirleyin. Bölümleri bir
          sonraki adımda yazacaksınız.
        </p>
      </header>

      <form className={styles.card} onSubmit={onSubmit} noValidate aria-describedby={submitError ? alertId : undefined}>
        <div className={styles.coverColumn}>
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
        <div className={styles.fieldsColumn}>
          <FormMessage id={alertId} tone="error" message={submitError} />
          <StoryFields
            values={values}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
            errors={errors}
            refs={{ title: titleRef, categoryId: categoryRef, telifId: telifRef }}
            disabled={submitting}
          />
          <div className={styles.actions}>
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
  );
}
