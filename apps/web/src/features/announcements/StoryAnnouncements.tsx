import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_MSG, MSG, type Announcement } from '@okuryazar/shared';
import { Button, failureToast, LoadMore, TextAreaField, useToast } from '../../components';
import { useLocation } from '../../lib/router';
import { useAnnouncements, useDeleteAnnouncement, usePostAnnouncement } from './api';
import styles from './StoryAnnouncements.module.css';

/** The book page's anchor of the section, where an announcement's notice leads. */
const ANCHOR = 'duyurular';

const dateFormat = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });

interface StoryAnnouncementsProps {
  bookId: number;
  /** The viewer wrote the story: they may delete, and (with `compose`) post. */
  isAuthor: boolean;
  /** Show the form for the day's announcement (the story's management screen). */
  compose?: boolean;
}

/**
 * A story's announcements (docs/PRODUCT.md#story-announcements): on the book page under
 * "Duyurular" (anchor #duyurular, where the notice leads), newest first; on the management
 * screen with the day's form. Never a chapter: nobody's progress moves.
 */
export function StoryAnnouncements({ bookId, isAuthor, compose = false }: StoryAnnouncementsProps) {
  const query = useAnnouncements(bookId);
  const all = query.data?.pages.flatMap((page) => page.announcements) ?? [];
  const nextAllowedAt = query.data?.pages[0]?.next_allowed_at ?? null;
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const shown = all.length > 0;
  // A notice opens the book page at #duyurular: the section arrives after the page, so it is
  // brought into view once it is there, as the browser would have for a section already drawn.
  useEffect(() => {
    if (shown && hash === `#${ANCHOR}`) section.current?.scrollIntoView({ block: 'start' });
  }, [shown, hash]);
  if (query.isPending || query.isError || (all.length === 0 && !compose)) return null;
  return (
    <section ref={section} id={ANCHOR} className={compose ? `${styles.section} ${styles.standalone}` : styles.section} aria-labelledby="announcements-heading">
      <h2 id="announcements-heading" className={styles.heading}>
        Duyurular
      </h2>
      {compose && isAuthor ? <AnnouncementForm bookId={bookId} nextAllowedAt={nextAllowedAt} /> : null}
      {all.length === 0 ? (
        <p className={styles.empty}>Henüz duyuru yok. Takipçileriniz ve hikayeyi kütüphanesine ekleyenler her duyurudan haberdar olur.</p>
      ) : (
        <ol className={`plain-list ${styles.list}`}>
          {all.map((item) => (
            <li key={item.announcement_id}>
              <AnnouncementItem bookId={bookId} item={item} canDelete={isAuthor} />
            </li>
          ))}
        </ol>
      )}
      <LoadMore query={query} auto={false} label="Daha eski duyurular" />
    </section>
  );
}

function AnnouncementItem({ bookId, item, canDelete }: { bookId: number; item: Announcement; canDelete: boolean }) {
  const remove = useDeleteAnnouncement(bookId);
  const { toast } = useToast();
  return (
    <article className={styles.item}>
      <p className={styles.date}>{dateFormat.format(new Date(item.created_at))}</p>
      <p className={styles.text}>{item.content}</p>
      {canDelete ? (
        <Button
          variant="ghost"
          size="sm"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(item.announcement_id, {
              onSuccess: () => toast({ title: 'Duyuru silindi.', tone: 'success' }),
              onError: (error) => toast(failureToast(error)),
            })
          }
        >
          Duyuruyu sil
        </Button>
      ) : null}
    </article>
  );
}

function AnnouncementForm({ bookId, nextAllowedAt }: { bookId: number; nextAllowedAt: string | null }) {
  const post = usePostAnnouncement(bookId);
  const { toast } = useToast();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const waiting = nextAllowedAt !== null && new Date(nextAllowedAt).getTime() > Date.now();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) {
      setError(ANNOUNCEMENT_MSG.empty);
      return;
    }
    setError(null);
    post.mutate(content.trim(), {
      onSuccess: () => {
        setContent('');
        toast({ title: 'Duyurunuz yayınlandı; okurlarınıza bildirim gidiyor.', tone: 'success' });
      },
      onError: (failure) => setError(failure.message || MSG.tryAgain),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextAreaField
        label="Duyuru yayınlayın"
        hint={
          waiting
            ? `Bugünün duyurusunu yayınladınız. Bir sonrakini ${dateFormat.format(new Date(nextAllowedAt!))} sonrasında yayınlayabilirsiniz.`
            : `Günde bir duyuru: bölüm değildir, kimsenin okuma yerini değiştirmez. ${content.length.toLocaleString('tr-TR')} / ${ANNOUNCEMENT_LIMITS.maxChars.toLocaleString('tr-TR')}`
        }
        value={content}
        onChange={(event) => setContent(event.target.value)}
        maxLength={ANNOUNCEMENT_LIMITS.maxChars}
        rows={3}
        disabled={waiting}
        error={error ?? undefined}
      />
      <Button type="submit" loading={post.isPending} disabled={waiting}>
        Duyuruyu yayınla
      </Button>
    </form>
  );
}
