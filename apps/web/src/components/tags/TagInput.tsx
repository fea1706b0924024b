import { LIMITS, MSG, tagLabelSchema, tagSlug } from '@okuryazar/shared';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { AlertIcon } from '../icons';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useTagSuggestions } from './useTagSuggestions';
import styles from './TagInput.module.css';

export interface TagInputProps {
  value: string[];
  onChange: (tags: string[]) => void;
  /** The form's message for the field (the shared schema's), shown under it. */
  error?: string;
  disabled?: boolean;
  /** The field's name and what it is for: a story's tags by default. */
  label?: string;
  note?: string;
  hint?: string;
  /** How many tags it takes, and what it says past that. */
  max?: number;
  tooManyMessage?: string;
}

/**
 * Tags as chips (docs/PRODUCT.md#discovery): Enter or a comma adds what was typed, Backspace in an empty box
 * removes the last chip, and tags other stories use are offered as buttons under the box.
 * Rules and messages come from the shared tag schema; a tag already present (the same slug)
 * is not added twice.
 */
export function TagInput({
  value,
  onChange,
  error,
  disabled,
  label = 'Etiketler',
  note = `isteğe bağlı, en fazla ${LIMITS.storyTagsMax}`,
  hint = 'Okurlar hikayenizi etiketlerle bulur: 2–30 karakter; harf, rakam, boşluk ve kısa çizgi.',
  max = LIMITS.storyTagsMax,
  tooManyMessage = MSG.tooManyTags,
}: TagInputProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const prefix = useDebouncedValue(tagSlug(draft), 200);
  const suggestions = useTagSuggestions(
    prefix.length >= 1 && value.length < max ? prefix : '',
  );
  const taken = new Set(value.map(tagSlug));
  const offered = (suggestions.data?.tags ?? []).filter((t) => !taken.has(t.tag)).slice(0, 6);
  const full = value.length >= max;
  const message = draftError ?? error;

  const add = (label: string) => {
    const parsed = tagLabelSchema.safeParse(label);
    if (!parsed.success) {
      setDraftError(parsed.error.issues[0]?.message ?? MSG.tagInvalid);
      return;
    }
    if (full) {
      setDraftError(tooManyMessage);
      return;
    }
    if (!taken.has(tagSlug(parsed.data))) onChange([...value, parsed.data]);
    setDraft('');
    setDraftError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (draft.trim()) add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="form-field" ref={root}>
      <label htmlFor={`${id}-input`} className="form-label">
        {label} <span className="form-optional">({note})</span>
      </label>
      <div className={styles.box} data-invalid={message ? true : undefined}>
        <ul className={styles.chips} aria-label="Eklenen etiketler">
          {value.map((tag) => (
            <li key={tagSlug(tag)} className={styles.chip}>
              <span>{tag}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={`${tag} etiketini kaldır`}
                disabled={disabled}
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <input
          id={`${id}-input`}
          className={styles.input}
          value={draft}
          maxLength={LIMITS.tagMaxChars + 5}
          placeholder={full ? '' : 'Etiket yazıp Enter’a basın'}
          disabled={disabled || full}
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            setDraft(e.target.value);
            setDraftError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            // Leaving the field keeps what was typed; picking a suggestion adds that instead.
            if (root.current?.contains(event.relatedTarget as Node | null)) return;
            if (draft.trim()) add(draft);
          }}
        />
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {offered.length > 0 && (
        <div className={styles.suggestions}>
          <span className={styles.suggestionsLabel}>Kullanılan etiketler:</span>
          {offered.map((t) => (
            <button
              key={t.tag}
              type="button"
              className={styles.suggestion}
              disabled={disabled}
              onClick={() => add(t.label)}
            >
              {t.label} <span className={styles.count}>{t.story_count}</span>
            </button>
          ))}
        </div>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          <AlertIcon size={16} />
          {message}
        </p>
      )}
    </div>
  );
}

/** The form holds tags as the multipart field sends them (a JSON array); the chips need the list. */
export function tagList(field: string | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(field ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}
