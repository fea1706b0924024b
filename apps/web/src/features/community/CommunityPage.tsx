import { useParams } from '../../lib/router';
import { MSG, withPossessive } from '@okuryazar/shared';
import { Avatar, ErrorState, LinkButton, LoadingState, PageTitle, UserIcon } from '../../components';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/useSession';
import { isNotFound, parseId, useCommunityPosts, useProfile } from './api';
import { PostComposer } from './PostComposer';
import { PostFeed } from './PostFeed';
import { ProfileNotFound } from './ProfileNotFound';
import styles from './CommunityPage.module.css';

/**
 * /community/{profileUserId} (docs/PRODUCT.md#community-page): the profile user's posts; on their own
 * page the owner also gets the composer.
 */
export function CommunityPage() {
  const userId = parseId(useParams().profileUserId);
  const session = useSession();
  const profile = useProfile(userId);
  const user = profile.data?.user;

  if (userId === null || (profile.isError && isNotFound(profile.error))) {
    return <ProfileNotFound className={styles.page} />;
  }
  if (profile.isPending) {
    return (
      <div className={styles.page}>
        <LoadingState />
      </div>
    );
  }
  if (profile.isError || !user) {
    return (
      <div className={styles.page}>
        <ErrorState message={MSG.profileError} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      </div>
    );
  }

  const meId = session?.userId ?? 0;
  const isOwner = meId === user.user_id;
  const displayName = user.full_name.trim() || user.username;

  return (
    <>
      <PageTitle title={user ? `${user.username} · Topluluk` : null} />
      <div className={styles.page}>
        <header className={styles.header}>
          <Avatar src={user.profile_image_url} name={user.username} size={72} decorative preferInitial className={styles.avatar} />
          <div className={styles.headerText}>
            <p className={styles.eyebrow}>Topluluk</p>
            <h1 className={styles.heading}>{displayName}</h1>
            <p className={styles.username}>@{user.username}</p>
          </div>
          <LinkButton to={paths.profile(user.user_id)} variant="secondary" size="sm" className={styles.profileLink} leadingIcon={<UserIcon size={18} />}>
            {isOwner ? 'Profilim' : 'Profili gör'}
          </LinkButton>
        </header>

        {isOwner && <PostComposer meId={meId} username={user.username} image={user.profile_image_url} />}

        <section aria-labelledby="community-posts-title" className={styles.posts}>
          <h2 id="community-posts-title" className="page-frame-section-title">
            Gönderiler
          </h2>
          <CommunityPosts userId={user.user_id} meId={meId} isOwner={isOwner} username={user.username} />
        </section>
      </div>
    </>
  );
}

function CommunityPosts({ userId, meId, isOwner, username }: { userId: number; meId: number; isOwner: boolean; username: string }) {
  const posts = useCommunityPosts(userId);
  return (
    <PostFeed
      query={posts}
      scope="community"
      meId={meId}
      label={`${withPossessive(username)} gönderileri`}
      errorMessage={MSG.discoverError}
      empty={isOwner ? 'Henüz bir gönderi paylaşmadınız. İlk düşüncenizi yukarıdan paylaşabilirsiniz.' : `${username} henüz bir gönderi paylaşmadı.`}
    />
  );
}
