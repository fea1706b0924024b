import { LIMITS } from '@okuryazar/shared';
import { useId, useState } from 'react';
import { formatCount } from './chapterText';
import styles from './AuthorNoteField.module.css';
import own from './RecapField.module.css';

export const RECAP_LABEL = 'Önceki bölümlerde';

export interface RecapFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The chapter's "Önceki bölümlerde" recap (docs/PRODUCT.md#community-engine) beside the author's notes: plain text, at most
 * LIMITS.chapterRecapMaxChars characters, shown folded to readers who come back to the story after a while,
 * above the next chapter. Collapsible like a note; closed, the field keeps what was typed.
 */
export function RecapField({ value, onChange }: RecapFieldProps) {
  const regionId = useId();
  const hintId = useId();
  const fieldId = useId();
  const filled = value.trim().length > 0;
  const [open, setOpen] = useState(filled);
  const near = value.length >= LIMITS.chapterRecapMaxChars * 0.9;
  return (
    <section className={styles.note} data-place="after" aria-label={RECAP_LABEL}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
        <span className={styles.chevron} aria-hidden="true" />
        <span className={styles.label}>{RECAP_LABEL}</span>
        <span className={styles.state}>{filled ? 'Özet var' : 'İsteğe bağlı'}</span>
      </button>
      <div id={regionId} className={styles.body} hidden={!open}>
        <p id={hintId} className={styles.hint}>
          Bu bölümün kısa özeti. Hikayeye uzun bir aradan sonra dönen okurlar, sonraki bölümün başında “Önceki bölümlerde” başlığıyla görür.
        </p>
        <label htmlFor={fieldId} className="visually-hidden">
          {RECAP_LABEL} özeti
        </label>
        <textarea
          id={fieldId}
          className={own.textarea}
          value={value}
          maxLength={LIMITS.chapterRecapMaxChars}
          rows={4}
          lang="tr"
          spellCheck
          aria-describedby={hintId}
          placeholder="Bu bölümde neler oldu? Birkaç cümleyle yazabilirsiniz…"
          onChange={(event) => onChange(event.target.value)}
        />
        <p className={styles.count} data-near={near || undefined}>
          {formatCount(value.length)} / {formatCount(LIMITS.chapterRecapMaxChars)} karakter
        </p>
      </div>
    </section>
  );
}
