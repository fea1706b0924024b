import { useEffect } from 'react';
import { Link } from '../../../lib/router';
import { Avatar, Button } from '../../../components';
import { formatFullCount } from '../../../components/books';
import { paths } from '../../../config/paths';
import { useFollowAuthor, useIsFollowing, type SearchAuthor } from '../api';
import styles from './Search.module.css';

interface AuthorRowProps {
  author: SearchAuthor;
  /** The logged-in user's id; no follow button on their own row. */
  me: number | null;
}

/**
 * One user in the search results. The follow state starts from GET /search/isFollowing;
 * toggling shows the follower count the server answers (docs/PRODUCT.md#behaviour-and-states Follow). Failures are only logged.
 */
export function AuthorRow({ author, me }: AuthorRowProps) {
  const isSelf = me !== null && me === author.user_id;
  const initial = useIsFollowing(isSelf ? null : me, author.user_id);
  const follow = useFollowAuthor(me, author.user_id);
  // The follower count the server answered the last follow with, else the search result's.
  const followers = follow.data?.followers_count ?? author.followers_count;

  useEffect(() => {
    if (initial.error) console.error('Takip durumu alınamadı:', initial.error);
  }, [initial.error]);

  const current = initial.data?.isFollowing ?? (initial.isError ? false : null);

  const toggle = () => {
    if (me !== null && current !== null) follow.mutate(!current);
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
            onClick={toggle}
            loading={follow.isPending}
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
