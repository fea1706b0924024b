import { useEffect, useId } from 'react';
import { Button } from '../../components';
import { CloseIcon } from '../../components/icons';
import { CONTINUE_QUESTION } from './continueQuestion';
import styles from './ContinuePrompt.module.css';

export interface ContinuePromptProps {
  chapterTitle: string;
  onContinue: () => void;
  onStartOver: () => void;
  /** Closed without an answer (the close button, Escape): stay here, change nothing. */
  onDismiss: () => void;
}

/**
 * docs/PRODUCT.md#behaviour-and-states: opening chapter 1 with a later chapter saved asks whether to continue there. The
 * question is a card at the bottom of the window, not a modal: the chapter stays readable,
 * scrollable and clickable under it, and focus stays where it was (keyboard users reach it
 * right after the reader's bar; the page announces it through a live region).
 */
export function ContinuePrompt({ chapterTitle, onContinue, onStartOver, onDismiss }: ContinuePromptProps) {
  const titleId = useId();
  const descriptionId = useId();
  // Escape closes it from anywhere on the page, as it would a modal; not while another dialog
  // or a menu is open (Escape is theirs then).
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[role="dialog"]:not([aria-modal="false"]), [role="menu"]')) return;
      onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onDismiss]);
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={styles.prompt}
      data-testid="continue-prompt"
    >
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {CONTINUE_QUESTION}
        </h2>
        <p id={descriptionId} className={styles.description}>
          Son okuduğunuz bölüm: “{chapterTitle}”
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={onStartOver}>
          Baştan başla
        </Button>
        <Button variant="primary" size="sm" onClick={onContinue}>
          Devam et
        </Button>
      </div>
      <button type="button" className={styles.close} aria-label="Kapat" onClick={onDismiss}>
        <CloseIcon size={18} />
      </button>
    </section>
  );
}
