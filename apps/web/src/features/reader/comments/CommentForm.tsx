import { LIMITS } from '@okuryazar/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button, FormAlert } from '../../../components';
import styles from './Comments.module.css';

const COMMENT_MAX_CHARS = LIMITS.commentMaxChars;

export interface CommentFormProps {
  label: string;
  placeholder: string;
  /**
   * Sends the trimmed text; resolves true when it was saved (the box is then cleared), false
   * when it failed silently, or a message to show under the box. The text stays unless saved.
   */
  onSubmit: (content: string) => Promise<boolean | string>;
  /** The write is in flight (the button shows it and a second submit is ignored). */
  pending: boolean;
  onCancel?: () => void;
  autoFocus?: boolean;
  compact?: boolean;
}

/** A comment or reply box. Empty or whitespace-only text is never sent (docs/PRODUCT.md#validation-rules). */
export function CommentForm({ label, placeholder, onSubmit, pending, onCancel, autoFocus, compact }: CommentFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const trimmed = text.trim();

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!trimmed || pending) return;
    const outcome = await onSubmit(trimmed);
    setError(typeof outcome === 'string' ? outcome : null);
    if (outcome === true) setText('');
  }

  return (
    <form className={compact ? `${styles.form} ${styles.formCompact}` : styles.form} onSubmit={(e) => void submit(e)}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
          if (e.key === 'Escape' && onCancel) onCancel();
        }}
        placeholder={placeholder}
        rows={compact ? 2 : 3}
        maxLength={COMMENT_MAX_CHARS}
        autoFocus={autoFocus}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FormAlert id={`${id}-error`} message={error} />
      <div className={styles.formActions}>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Vazgeç
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={!trimmed} loading={pending}>
          Gönder
        </Button>
      </div>
    </form>
  );
}
