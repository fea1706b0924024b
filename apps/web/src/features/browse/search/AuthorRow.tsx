import { useEffect, useState } from 'react';
import { Link } from '../../../lib/router';
import { Avatar, Button } from '../../../components';
import { formatFullCount } from '../../../components/books';
import { paths } from '../../../config/paths';
import { setFollowing, useIsFollowing, type SearchAuthor } from '../api';
import styles from './Search.module.css';

interface AuthorRowProps {
  author: SearchAuthor;
  /** The logged-in user's id; no follow button on their own row. */
  me: number | null;
}

/**
 * One user in the search results. The follow state starts from GET /search/isFollowing;
 * toggling adjusts the follower count locally by ±1 (docs/PRODUCT.md#behaviour-and-states Follow). Failures are only logged.
 */
export function AuthorRow({ author, me }: AuthorRowProps) {
  const isSelf = me !== null && me === author.user_id;
  const initial = useIsFollowing(isSelf ? null : me, author.user_id);
  const [following, setFollowingState] = useState<boolean | null>(null);
  const [followers, setFollowers] = useState(author.followers_count);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (initial.error) console.error('Takip durumu alınamadı:', initial.error);
  }, [initial.error]);

  const current = following ?? initial.data?.isFollowing ?? (initial.isError ? false : null);

  const toggle = async () => {
    if (me === null || current === null) return;
    const next = !current;
    setBusy(true);
    try {
      await setFollowing(me, author.user_id, next);
      setFollowingState(next);
      setFollowers((n) => Math.max(0, n + (next ? 1 : -1)));
    } catch (error) {
      console.error(next ? 'Takip edilemedi:' : 'Takipten çıkılamadı:', error);
    } finally {
      setBusy(false);
    }
  };

  const name = author.full_name.trim();

  return (
    <li className={styles.author}>
      <Link to={paths.profile(author.user_id)} className={styles.authorLink}>
        <Avatar src={author.profile_image_url} name={author.author} size={52} decorative preferInitial />
        <span className={styles.authorNames}>
          <span className={styles.authorUsername}>{author.author}</span>
          {name && <span className={styles.authorFullName}>{name}</span>}
        </span>
      </Link>
      <p className={styles.authorStats}>
        <span>
          <strong>{formatFullCount(author.total_books)}</strong> hikaye
        </span>
        <span aria-hidden="true">·</span>
        <span data-testid="followers-count">
          <strong>{formatFullCount(followers)}</strong> takipçi
        </span>
      </p>
      <div className={styles.authorAction}>
        {isSelf ? (
          <span className={styles.selfBadge}>Siz</span>
        ) : current === null ? (
          <Button size="sm" variant="secondary" disabled aria-label={`${author.author}: takip durumu yükleniyor`}>
            ...
          </Button>
        ) : (
          <Button
            size="sm"
            variant={current ? 'secondary' : 'primary'}
            onClick={() => void toggle()}
            loading={busy}
            className={styles.followButton}
          >
            {current ? 'Takibi Bırak' : 'Takip Et'}
            <span className="visually-hidden">: {author.author}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
