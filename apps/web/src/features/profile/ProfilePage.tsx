import { ProfileLists } from '../lists';
import { useParams } from '../../lib/router';
import { formatLongDate, MSG, withPossessive, type ProfileResponse } from '@okuryazar/shared';
import {
  Avatar,
  Button,
  EmptyState,
  ErrorState,
  LinkButton,
  MessageIcon,
  PageTitle,
  PlusIcon,
  SettingsIcon,
  UsersIcon,
} from '../../components';
import { BookPreviewCard, formatFullCount } from '../../components/books';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/useSession';
import { isNotFound, parseId, ProfileNotFound, useProfile } from '../community';
import { UserSafetyMenu } from '../safety';
import { useProfileFollow } from './api';
import { BlockedActions } from './BlockedActions';
import { ProfileSkeleton } from './ProfileSkeleton';
import styles from './ProfilePage.module.css';

const CalendarIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </svg>
);

/** /profile/{userId} (docs/PRODUCT.md#profile-page). */
export function ProfilePage() {
  const userId = parseId(useParams().userId);
  const session = useSession();
  const profile = useProfile(userId);

  if (userId === null || (profile.isError && isNotFound(profile.error))) {
    return <ProfileNotFound className="page-frame" />;
  }
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <div className="page-frame">
        <ErrorState message={MSG.profileError} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      </div>
    );
  }

  const isOwner = session?.userId === profile.data.user.user_id;
  return (
    <>
      <PageTitle title={profile.data ? profile.data.user.full_name.trim() || profile.data.user.username : null} />
      <div className="page-frame">
        <ProfileHeader data={profile.data} isOwner={isOwner} />
        <ProfileBooks data={profile.data} isOwner={isOwner} />
        {profile.data.isBlocked ? null : <ProfileLists userId={profile.data.user.user_id} isOwner={isOwner} />}
      </div>
    </>
  );
}

function ProfileHeader({ data, isOwner }: { data: ProfileResponse; isOwner: boolean }) {
  const { user } = data;
  const displayName = user.full_name.trim() || user.username;
  const bio = user.bio.trim();

  return (
    <header className={styles.header}>
      <Avatar src={user.profile_image_url} name={user.username} size={112} preferInitial className={styles.avatar} />
      <div className={styles.identity}>
        <h1 className={styles.name}>{displayName}</h1>
        <p className={styles.username}>@{user.username}</p>
        <p className={bio ? styles.bio : `${styles.bio} ${styles.bioEmpty}`}>{bio || 'Henüz bir biyografi eklenmedi.'}</p>
        <p className={styles.joined}>
          <CalendarIcon />
          <span>Katılım: {formatLongDate(user.join_date)}</span>
        </p>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>Takip edilen</dt>
            <dd data-testid="following-count">{formatFullCount(user.following_count)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>Takipçi</dt>
            <dd data-testid="followers-count" aria-live="polite">
              {formatFullCount(user.followers_count)}
            </dd>
          </div>
          <div className={styles.stat}>
            <dt>Hikaye</dt>
            <dd data-testid="books-count">{formatFullCount(user.books_count)}</dd>
          </div>
        </dl>
        <div className={styles.buttons}>
          {isOwner ? (
            <>
              <LinkButton to={paths.settings} size="sm" leadingIcon={<SettingsIcon size={18} />}>
                Ayarları Düzenle
              </LinkButton>
              <LinkButton to={paths.community(user.user_id)} variant="secondary" size="sm" leadingIcon={<UsersIcon size={18} />}>
                Topluluk Sayfam
              </LinkButton>
            </>
          ) : (
            <>
              {data.isBlocked ? (
                <BlockedActions userId={user.user_id} username={user.username} />
              ) : (
                <>
                  <FollowButton userId={user.user_id} following={data.isFollowing} username={user.username} />
                  <LinkButton to={paths.inbox(user.username)} variant="secondary" size="sm" leadingIcon={<MessageIcon size={18} />}>
                    Mesaj Gönder
                  </LinkButton>
                </>
              )}
              <LinkButton to={paths.community(user.user_id)} variant="secondary" size="sm" leadingIcon={<UsersIcon size={18} />}>
                Topluluk Sayfası
              </LinkButton>
              <UserSafetyMenu
                userId={user.user_id}
                name={user.full_name || user.username}
                report={{ type: 'user', id: user.user_id }}
                blocked={data.isBlocked}
              />
            </>
          )}
        </div>
      </div>
    </header>
  );
}

function FollowButton({ userId, following, username }: { userId: number; following: boolean; username: string }) {
  const follow = useProfileFollow(userId);
  return (
    <Button size="sm" variant={following ? 'secondary' : 'primary'} onClick={() => follow.mutate(!following)} loading={follow.isPending} className={styles.follow}>
      {following ? 'Takibi Bırak' : 'Takip Et'}
      <span className="visually-hidden">: {username}</span>
    </Button>
  );
}

function ProfileBooks({ data, isOwner }: { data: ProfileResponse; isOwner: boolean }) {
  const title = isOwner ? 'Hikayelerim' : `${withPossessive(data.user.username)} Hikayeleri`;
  return (
    <section aria-labelledby="profile-books-title" className={styles.books}>
      <h2 id="profile-books-title" className={styles.sectionTitle}>
        {title}
      </h2>
      {data.books.length === 0 ? (
        <EmptyState
          compact
          action={
            isOwner ? (
              <LinkButton to={paths.newStory} size="sm" leadingIcon={<PlusIcon size={18} />}>
                Yeni Hikaye Oluştur
              </LinkButton>
            ) : undefined
          }
        >
          {data.isBlocked ? 'Engellediğiniz kişinin hikayeleri size gösterilmez.' : isOwner ? MSG.noBooksYetOwn : MSG.noBooksYet}
        </EmptyState>
      ) : (
        <ul className="page-frame-cover-grid" role="list">
          {data.books.map((book) => (
            <li key={book.book_id}>
              <BookPreviewCard book={book} titleAs="h3" showChapterCount />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
