import { getSession } from '../../lib/session';
import styles from './DashboardIntro.module.css';

export const DASHBOARD_HEADING = 'Yeni favori hikayenizi keşfedin';

/**
 * The dashboard's greeting: the same while the page's code and shelves load (DashboardSkeleton)
 * as after, so nothing above the shelves moves when they arrive.
 */
export function DashboardIntro() {
  const username = getSession()?.username;
  return (
    <header className={styles.intro}>
      <p className="page-frame-eyebrow">Bugünün rafları</p>
      <h1 className={styles.heading}>{DASHBOARD_HEADING}</h1>
      <p className={styles.greeting}>
        {username ? (
          <>
            Merhaba <strong className={styles.username}>{username}</strong>, bugün hangi dünyaya
            dalmak istersiniz?
          </>
        ) : (
          'Bugün hangi dünyaya dalmak istersiniz?'
        )}
      </p>
    </header>
  );
}
