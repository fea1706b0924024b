import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LIMITS, truncate } from '@okuryazar/shared';
import { paths } from '../../app/paths';
import { Button } from '../../components';
import { BookCover } from '../../components/books';
import { getSession } from '../../lib/session';
import { setFollowingAuthor, useBookRecommendations, useFollowingAuthor } from './api';
import type { ChapterEndProps } from './ChapterEnd';
import styles from './ChapterEnd.module.css';

/** At most this many "what to read next" books under the last chapter. */
export const END_RECOMMENDATIONS = 4;

/**
 * The last published chapter's card: the story ends here for now (the data has no "finished"
 * flag), how the reader hears of a new chapter, and what to read next. Its code loads only
 * under a story's last chapter.
 */
export function StoryEnd({ bookId, bookTitle, authorId, authorName, isInLibrary, reactions }: ChapterEndProps & { reactions: ReactNode }) {
  const me = getSession()?.userId ?? null;
  const isAuthor = me !== null && me === authorId;
  const followingQuery = useFollowingAuthor(me, authorId, !isAuthor);
  const [following, setFollowing] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const current = following ?? followingQuery.data?.isFollowing ?? null;

  useEffect(() => {
    if (followingQuery.error) console.error('Takip durumu alınamadı:', followingQuery.error);
  }, [followingQuery.error]);

  const toggleFollow = async () => {
    if (me === null || current === null || busy) return;
    const nextState = !current;
    setBusy(true);
    try {
      await setFollowingAuthor(me, authorId, nextState);
      setFollowing(nextState);
    } catch (error) {
      console.error(nextState ? 'Takip edilemedi:' : 'Takipten çıkılamadı:', error);
    } finally {
      setBusy(false);
    }
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
            loading={busy}
            aria-pressed={current ?? undefined}
            onClick={() => void toggleFollow()}
          >
            {current ? `${authorName} takip ediliyor` : `${authorName} adlı yazarı takip edin`}
          </Button>
        ) : null}
      </div>
      <NextReads bookId={bookId} />
    </aside>
  );
}

/** "Sırada ne var?": the book page's recommendations, a few of them. */
function NextReads({ bookId }: { bookId: number }) {
  const { data, error } = useBookRecommendations(bookId, true);
  useEffect(() => {
    if (error) console.error('Öneriler yüklenemedi:', error);
  }, [error]);
  const books = (data ?? []).filter((b) => b.book_id !== bookId).slice(0, END_RECOMMENDATIONS);
  if (books.length === 0) return null;
  return (
    <section className={styles.next} aria-labelledby="story-end-next">
      <h3 id="story-end-next" className={styles.nextTitle}>
        Sırada ne okusanız?
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
