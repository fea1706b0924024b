import { useEffect, useRef, useState } from 'react';
import { LIMITS, type BetaComment } from '@okuryazar/shared';
import { Button, LoadMore, TextAreaField, useToast } from '../../components';
import { BETA_NOTES_HASH } from '../../config/paths';
import { useLocation } from '../../lib/router';
import { useAuthorBetaNotes, useReplyBetaNote } from './api';
import styles from './Beta.module.css';
import { useNoteForm } from './useNoteForm';

const timeFormat = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });

/**
 * Beside the editor (docs/PRODUCT.md#api-beta-readers): what the beta readers said about this
 * chapter, each note with the paragraph it is about, and the author's answer in that reader's
 * thread. Folded, unless opened from a beta note's notice; absent while no reader has written.
 */
export function AuthorBetaNotes({ chapterId, paragraphText }: { chapterId: number; paragraphText: (pid: string) => string | null }) {
  const notes = useAuthorBetaNotes(chapterId);
  const all = notes.data?.pages.flatMap((page) => page.comments) ?? [];
  const { hash } = useLocation();
  const section = useRef<HTMLDetailsElement>(null);
  const shown = all.length > 0;
  // A beta note's notice opens the editor at #beta-notlari: the notes arrive after the editor,
  // so they are unfolded and brought into view once they are there.
  useEffect(() => {
    if (!shown || hash !== `#${BETA_NOTES_HASH}` || !section.current) return;
    section.current.open = true;
    section.current.scrollIntoView?.({ block: 'start' });
  }, [shown, hash]);
  if (!shown) return null;
  return (
    <details ref={section} id={BETA_NOTES_HASH} className={`disclosure ${styles.authorNotes}`}>
      <summary className="disclosure-summary">Beta okuyucu notları ({all.length.toLocaleString('tr-TR')}{notes.hasNextPage ? '+' : ''})</summary>
      <ol className={`plain-list ${styles.noteList}`}>
        {all.map((note) => (
          <li key={note.id}>
            <AuthorNote chapterId={chapterId} note={note} excerpt={note.paragraph_id ? paragraphText(note.paragraph_id) : null} />
          </li>
        ))}
      </ol>
      <LoadMore query={notes} auto={false} label="Daha fazla not" />
    </details>
  );
}

function AuthorNote({ chapterId, note, excerpt }: { chapterId: number; note: BetaComment; excerpt: string | null }) {
  const reply = useReplyBetaNote(chapterId);
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const { content, setContent, error, submit } = useNoteForm(
    (text, sending) => reply.mutate({ link_id: note.link_id, content: text, paragraphId: note.paragraph_id }, sending),
    () => {
      setOpen(false);
      toast({ title: 'Yanıtınız beta okurunuza iletildi.', tone: 'success' });
    },
  );
  return (
    <article className={styles.note}>
      <p className={styles.noteMeta}>
        <strong>{note.user.username}</strong> · {timeFormat.format(new Date(note.created_at))}
      </p>
      {excerpt ? <p className={styles.quote}>“{excerpt.slice(0, 100)}{excerpt.length > 100 ? '…' : ''}”</p> : null}
      <p className={styles.noteText}>{note.content}</p>
      {open ? (
        <form className={styles.composer} onSubmit={submit} noValidate>
          <TextAreaField label={`${note.user.username} adlı okura yanıtınız`} value={content} onChange={(event) => setContent(event.target.value)} maxLength={LIMITS.commentMaxChars} rows={2} error={error ?? undefined} />
          <div className={styles.replyActions}>
            <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
              Vazgeç
            </Button>
            <Button type="submit" size="sm" loading={reply.isPending}>
              Yanıtla
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
          Yanıtla
        </Button>
      )}
    </article>
  );
}
