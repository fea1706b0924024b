import { CONTENT_WARNINGS, CONTENT_WARNING_LABELS, type ContentWarning } from '@okuryazar/shared';
import { useId, type ReactNode } from 'react';
import { FieldError } from '../Field';
import styles from './ContentWarnings.module.css';

export interface ContentWarningChoicesProps {
  legend: ReactNode;
  hint?: ReactNode;
  value: readonly ContentWarning[];
  /** The new set, in the catalogue's order. */
  onChange: (next: ContentWarning[]) => void;
  /** A note under one choice (the story form explains why "Cinsellik" makes a story 18+). */
  notes?: Partial<Record<ContentWarning, ReactNode>>;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/** One checkbox per content warning: the story forms (what a story carries) and settings (what a reader hides). */
export function ContentWarningChoices({ legend, hint, value, onChange, notes = {}, error, disabled, className }: ContentWarningChoicesProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const toggle = (warning: ContentWarning, checked: boolean) =>
    onChange(CONTENT_WARNINGS.filter((w) => (w === warning ? checked : value.includes(w))));

  return (
    <fieldset
      className={[styles.choices, className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      data-testid="content-warning-choices"
    >
      <legend className={styles.choicesLegend}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={styles.choicesHint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.choiceGrid}>
        {CONTENT_WARNINGS.map((warning) => {
          const inputId = `${id}-${warning}`;
          const note = notes[warning];
          return (
            <div key={warning} className={styles.choice}>
              <input
                id={inputId}
                type="checkbox"
                className={styles.choiceBox}
                checked={value.includes(warning)}
                onChange={(event) => toggle(warning, event.target.checked)}
                aria-describedby={note ? `${inputId}-note` : undefined}
                aria-invalid={error ? true : undefined}
              />
              <label htmlFor={inputId} className={styles.choiceLabel}>
                {CONTENT_WARNING_LABELS[warning]}
                {note ? (
                  <span id={`${inputId}-note`} className={styles.choiceNote}>
                    {note}
                  </span>
                ) : null}
              </label>
            </div>
          );
        })}
      </div>
      {error ? (
        <FieldError id={errorId} className={styles.choicesError}>
          {error}
        </FieldError>
      ) : null}
    </fieldset>
  );
}
