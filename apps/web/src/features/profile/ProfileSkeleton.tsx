import { SkeletonBlock, SkeletonCard, SkeletonLine, SkeletonRegion } from '../../components';
import { useParams } from '../../lib/router';
import { useSession } from '../../lib/useSession';
import page from './ProfilePage.module.css';
import styles from './ProfileSkeleton.module.css';

/** The header's buttons as wide as they will be: one's own (settings, community) or another's
 * (follow, message, community, more). */
const OWNER_BUTTONS = [173, 173.6];
const VISITOR_BUTTONS = [136, 155.1, 173.6, 36];

/**
 * A profile while its code or data loads, in the page's own classes (ProfilePage.module.css):
 * the header card with the photo, name, username, biography, join date, counts and buttons,
 * then the stories' title and covers.
 */
export function ProfileSkeleton() {
  const session = useSession();
  const { userId } = useParams();
  const owner = session !== null && String(session.userId) === userId;
  return (
    <SkeletonRegion label="Profil yükleniyor..." className="page-frame">
      <div className={page.header}>
        <SkeletonBlock className={styles.avatar} testId="skeleton-avatar" />
        <div className={page.identity}>
          <div className={page.name} data-testid="skeleton-title">
            <SkeletonLine width="8ch" />
          </div>
          <div className={page.username}>
            <SkeletonLine width="6em" />
          </div>
          <div className={`${page.bio} ${styles.bio}`}>
            <SkeletonLine width="95%" />
            <br />
            <SkeletonLine width="70%" />
          </div>
          <div className={page.joined}>
            <span>
              <SkeletonLine width="12em" />
            </span>
          </div>
          <SkeletonBlock className={styles.stats} />
          <div className={page.buttons}>
            {(owner ? OWNER_BUTTONS : VISITOR_BUTTONS).map((width, i) => (
              <SkeletonBlock key={i} className={styles.button} style={{ width }} />
            ))}
          </div>
        </div>
      </div>
      <div className={page.sectionTitle}>
        <SkeletonLine width="9em" />
      </div>
      <div className="page-frame-cover-grid">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i}>
            <SkeletonCard />
          </div>
        ))}
      </div>
    </SkeletonRegion>
  );
}
