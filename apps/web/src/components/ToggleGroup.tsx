import type { ReactNode } from 'react';
import styles from './ToggleGroup.module.css';

export interface ToggleOption<T> {
  value: T;
  label: ReactNode;
  /** The accessible name when the label alone does not say enough (a count beside it, say). */
  name?: string;
}

export interface ToggleGroupProps<T> {
  /** What the group chooses, for screen readers ("Okuma durumu"). */
  label: string;
  options: readonly ToggleOption<T>[];
  value: T;
  onChange: (next: T) => void;
  className?: string;
}

/**
 * A row of toggle buttons of which one is on (filters, ranges): buttons in one labelled group,
 * `aria-pressed` on the chosen one, so keyboards reach them in order and screen readers hear
 * which is on. The row scrolls sideways on a phone rather than wrapping into a second toolbar.
 */
export function ToggleGroup<T>({ label, options, value, onChange, className }: ToggleGroupProps<T>) {
  return (
    <div className={`${styles.group} ${className ?? ''}`} role="group" aria-label={label}>
      {options.map((option, index) => (
        <button
          // The options are a fixed list: their place is their identity.
          key={index}
          type="button"
          className={styles.option}
          aria-pressed={Object.is(option.value, value)}
          aria-label={option.name}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
