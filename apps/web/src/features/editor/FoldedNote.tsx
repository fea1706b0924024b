import { useId, useState, type ReactNode } from 'react';
import { formatCount } from './chapterText';
import styles from './AuthorNoteField.module.css';

export interface FoldedNoteProps {
  label: string;
  /** Where readers see it: before or after the chapter's text. */
  place: 'before' | 'after';
  /** Whether something is written: it opens unfolded, and `filledState` says so on the button. */
  filled: boolean;
  filledState: string;
  /** The hint under the label, which describes the field (`hintId`). */
  hint: string;
  hintId: string;
  /** The characters written and allowed, counted under the field. */
  length: number;
  max: number;
  /** Called as the note unfolds (to put the cursor in it). */
  onUnfold?: () => void;
  /** The field itself; folded, it stays mounted (hidden), so nothing typed is lost. */
  children: ReactNode;
}

/** A collapsible part of the chapter beside its text (an author's note, the recap): a disclosure button, the hint, the field and its count. */
export function FoldedNote({ label, place, filled, filledState, hint, hintId, length, max, onUnfold, children }: FoldedNoteProps) {
  const regionId = useId();
  const [open, setOpen] = useState(filled);
  const near = length >= max * 0.9;
  return (
    <section className={styles.note} data-place={place} aria-label={label}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => {
          const next = !open;
          setOpen(next);
          if (next) onUnfold?.();
        }}
      >
        <span className={styles.chevron} aria-hidden="true" />
        <span className={styles.label}>{label}</span>
        <span className={styles.state}>{filled ? filledState : 'İsteğe bağlı'}</span>
      </button>
      <div id={regionId} className={styles.body} hidden={!open}>
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
        {children}
        <p className={styles.count} data-near={near || undefined}>
          {formatCount(length)} / {formatCount(max)} karakter
        </p>
      </div>
    </section>
  );
}
