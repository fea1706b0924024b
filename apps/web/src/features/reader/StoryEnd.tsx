import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from '../../lib/router';
import { LIMITS, truncate } from '@okuryazar/shared';
import { paths } from '../../config/paths';
import { Button } from '../../components';
import { BookCover } from '../../components/books';
import { getSession } from '../../lib/session';
import { AddToListButton } from '../lists';
import { useFollowAuthor, useFollowingAuthor, useNextRead } from './api';
import styles from './ChapterEnd.module.css';

/**
 * The last published chapter's card: the story ends here for now (the data has no "finished"
 * flag), how the reader hears of a new chapter, and what to read next ("Sıradaki okuma"). Its code loads only
 * under a story's last chapter.
 */
export interface StoryEndProps {
  bookId: number;
  bookTitle: string;
  authorId: number;
  authorName: string;
  /** The story is in the reader's library (they hear of new chapters). */
  isInLibrary: boolean;
  /** The like, comment and report row, as the chapter's end draws it. */
  reactions: ReactNode;
}

export function StoryEnd({ bookId, bookTitle, authorId, authorName, isInLibrary, reactions }: StoryEndProps) {
  const me = getSession()?.userId ?? null;
  const isAuthor = me !== null && me === authorId;
  const followingQuery = useFollowingAuthor(me, authorId, !isAuthor);
  const follow = useFollowAuthor(me, authorId);
  const current = followingQuery.data?.isFollowing ?? null;

  useEffect(() => {
    if (followingQuery.error) console.error('Takip durumu alınamadı:', followingQuery.error);
  }, [followingQuery.error]);

  const toggleFollow = () => {
    if (me !== null && current !== null && !follow.isPending) follow.mutate(!current);
  };

  // Truthful to what the server does: a first publication notifies the author's followers and
  // the readers who keep the story in their library.
  const notice = isAuthor
    ? 'Yeni bir bölüm yayımladığınızda takipçileriniz ve hikayeyi kütüphanesine ekleyen okurlar haberdar edilir.'
    : current || isInLibrary
      ? 'Yazar yeni bir bölüm yayımladığında size bildirim göndereceğiz.'
      : 'Yazar yeni bir bölüm yayımladığında haberdar olmak için yazarı takip edin ya da hikayeyi kütüphanenize ekleyin.';

  return (
    <aside className={styles.card} aria-labelledby="story-end-title">
      <p className={styles.eyebrow}>Şimdilik son bölüm</p>
      <h2 id="story-end-title" className={styles.title}>
        “{bookTitle}” hikayesinin yayımlanmış son bölümünü okudunuz
      </h2>
      <p className={styles.notice}>{notice}</p>
      <div className={styles.row}>
        {reactions}
        {!isAuthor && me !== null ? (
          <Button
            size="sm"
            variant={current ? 'secondary' : 'primary'}
            disabled={current === null}
            loading={follow.isPending}
            aria-pressed={current ?? undefined}
            onClick={toggleFollow}
            className={styles.follow}
          >
            {current ? `${authorName} takip ediliyor` : `${authorName} adlı yazarı takip edin`}
          </Button>
        ) : null}
        {me !== null ? <AddToListButton bookId={bookId} bookTitle={bookTitle} size="sm" variant="secondary" /> : null}
      </div>
      <NextReads bookId={bookId} />
    </aside>
  );
}

/**
 * "Sıradaki okuma" (docs/PRODUCT.md#discovery): up to three books from the recommendations' logic seeded by this
 * story (its other readers' books, then its category and tags). Asked for only once the card
 * comes near the viewport, after the chapter text; nothing shows until there is a book.
 */
function NextReads({ bookId }: { bookId: number }) {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  const { data, error } = useNextRead(bookId, near);
  useEffect(() => {
    if (error) console.error('Sıradaki okuma yüklenemedi:', error);
  }, [error]);
  const books = (data ?? []).filter((b) => b.book_id !== bookId);
  if (books.length === 0) return <div ref={anchor} aria-hidden="true" />;
  return (
    <section ref={anchor} className={styles.next} aria-labelledby="story-end-next">
      <h3 id="story-end-next" className={styles.nextTitle}>
        Sıradaki okuma
      </h3>
      <ul className={styles.books} role="list">
        {books.map((book) => (
          <li key={book.book_id} className={styles.book}>
            <div className={styles.cover}>
              <BookCover src={book.cover_image_url} title="" />
            </div>
            <div className={styles.bookBody}>
              <Link to={paths.book(book.book_id)} className={styles.bookLink}>
                {book.title}
              </Link>
              <span className={styles.bookAuthor}>{book.author_name}</span>
              {book.description ? (
                <span className={styles.bookDescription}>
                  {truncate(book.description.replace(/\s+/g, ' ').trim(), LIMITS.recommendationDescriptionChars)}
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** True once the element comes within a screen of the viewport (at once without IntersectionObserver). */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '100% 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
