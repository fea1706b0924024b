import { Link } from '../../lib/router';
import { formatLongDate, relativeTime } from '@okuryazar/shared';
import { Avatar } from '../../components';
import { paths } from '../../config/paths';
import styles from './Posts.module.css';

const timeTitle = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeStyle: 'short' });

function fullTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? formatLongDate(value) : timeTitle.format(date);
}

interface AuthorLineProps {
  userId: number;
  username: string;
  image: string | null;
  createdAt: string;
  avatarSize: number;
}

/** Avatar, username (to the profile) and relative time ('5 dakika önce', docs/PRODUCT.md#constants-and-limits). */
export function AuthorLine({ userId, username, image, createdAt, avatarSize }: AuthorLineProps) {
  return (
    <div className={styles.authorLine}>
      <Link to={paths.profile(userId)} className={styles.avatarLink} tabIndex={-1} aria-hidden="true">
        <Avatar src={image} name={username} size={avatarSize} decorative preferInitial />
      </Link>
      <div className={styles.authorText}>
        <Link to={paths.profile(userId)} className={styles.username}>
          {username}
        </Link>
        <time className={styles.time} dateTime={createdAt} title={fullTime(createdAt)}>
          {relativeTime(createdAt)}
        </time>
      </div>
    </div>
  );
}
