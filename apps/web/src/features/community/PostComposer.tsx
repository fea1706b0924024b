import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { POST_MAX_CHARS } from '@okuryazar/shared';
import { Avatar, Button, FormAlert } from '../../components';
import { formatFullCount } from '../../components/books';
import { rateLimitMessage } from '../../lib/api';
import { useCreatePost } from './api';
import styles from './Posts.module.css';

interface PostComposerProps {
  meId: number;
  username: string;
  image: string | null;
}

/**
 * 'Ne düşünüyorsunuz?' — the owner's composer on their own community page. Blank text is not
 * sent (docs/PRODUCT.md#validation-rules); at most 2000 characters with a live counter. A failure keeps the text and is
 * only logged (docs/PRODUCT.md#error-messages); a rate limit is also shown under the box.
 */
export function PostComposer({ meId, username, image }: PostComposerProps) {
  const share = useCreatePost(meId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const counterId = `${inputId}-count`;
  const errorId = `${inputId}-error`;
  const blank = text.trim().length === 0;
  const nearLimit = text.length >= POST_MAX_CHARS - 100;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || share.inFlight()) return;
    setError(null);
    share.mutate(text.trim(), {
      onSuccess: () => setText(''),
      onError: (failure) => setError(rateLimitMessage(failure)),
    });
  };

  // Ctrl/Cmd + Enter shares, as in most composers.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className={styles.composer} onSubmit={submit} aria-label="Yeni gönderi">
      <Avatar src={image} name={username} size={44} decorative preferInitial className={styles.composerAvatar} />
      <div className={styles.composerBody}>
        <label htmlFor={inputId} className="visually-hidden">
          Ne düşünüyorsunuz?
        </label>
        <textarea
          id={inputId}
          className={styles.composerInput}
          placeholder="Ne düşünüyorsunuz?"
          rows={3}
          maxLength={POST_MAX_CHARS}
          value={text}
          onChange={(e) => setText(e.target.value.slice(0, POST_MAX_CHARS))}
          onKeyDown={onKeyDown}
          aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        />
        <FormAlert id={errorId} message={error} />
        <div className={styles.composerFooter}>
          <span id={counterId} className={[styles.counter, nearLimit ? styles.counterWarn : ''].join(' ')}>
            {formatFullCount(text.length)} / {formatFullCount(POST_MAX_CHARS)}
            <span className="visually-hidden"> karakter</span>
          </span>
          <Button type="submit" size="sm" disabled={blank} loading={share.isPending}>
            Paylaş
          </Button>
        </div>
      </div>
    </form>
  );
}
