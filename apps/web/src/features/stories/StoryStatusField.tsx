import { STORY_STATUSES, type StoryUpdateFieldsInput } from '@okuryazar/shared';
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import styles from './StoryForm.module.css';

const CHOICES = [
  { value: 'false', title: STORY_STATUSES.ongoing, hint: 'Yeni bölümler gelecek' },
  { value: 'true', title: STORY_STATUSES.completed, hint: 'Hikaye sona erdi' },
] as const;

/** docs/PRODUCT.md#discovery: the author says whether the story goes on; cards and the book page show it. */
export function StoryStatusField({ register, disabled = false }: { register: UseFormRegister<StoryUpdateFieldsInput>; disabled?: boolean }) {
  const hintId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId} disabled={disabled}>
      <legend className="form-label">Hikayenin durumu</legend>
      <div className={styles.radios}>
        {CHOICES.map((choice) => (
          <label key={choice.value} className={styles.radioCard}>
            <input type="radio" value={choice.value} className={styles.radio} {...register('is_completed')} />
            <span className={styles.radioText}>
              <span className={styles.radioTitle}>{choice.title}</span>
              <span className={styles.radioHint}>{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
      <p id={hintId} className="form-hint">
        Okurlar hikaye kartında ve kitap sayfasında hikayenin durumunu görür; kategori sayfaları buna göre süzülebilir.
      </p>
    </fieldset>
  );
}
