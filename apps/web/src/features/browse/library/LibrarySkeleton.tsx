import { MSG } from '@okuryazar/shared';
import { SkeletonBlock, SkeletonCard, SkeletonLine, SkeletonRegion } from '../../../components';
import page from '../Page.module.css';
import library from './LibraryPage.module.css';
import statusFilter from './LibraryStatusFilter.module.css';
import styles from './LibrarySkeleton.module.css';

const CARDS = 6;

/**
 * The library while its code or first page loads: the page's own frame, intro and toolbar
 * classes (so the search box, the sort buttons, the status filters and the grid arrive where
 * they stood), and the covers to come.
 */
export function LibrarySkeleton() {
  return (
    <SkeletonRegion label="Kütüphaneniz yükleniyor..." className="page-frame">
      <div className={`page-frame-intro ${library.intro}`}>
        <div>
          <div className="page-frame-eyebrow">
            <SkeletonLine width="7em" />
          </div>
          <h1 className={page.heading}>{MSG.libraryTitle}</h1>
          <div className="page-frame-lead">
            <SkeletonLine width="17em" />
          </div>
        </div>
      </div>
      <div className={library.toolbar}>
        <SkeletonBlock className={styles.search} />
        <SkeletonBlock className={styles.sorts} />
      </div>
      <div className={`${statusFilter.filter} ${styles.statuses}`}>
        {['5.5rem', '7.5rem', '8.5rem', '7rem'].map((width) => (
          <SkeletonBlock key={width} className={styles.status} style={{ width }} />
        ))}
      </div>
      <div className="page-frame-cover-grid">
        {Array.from({ length: CARDS }, (_, i) => (
          <div key={i}>
            <SkeletonCard />
          </div>
        ))}
      </div>
    </SkeletonRegion>
  );
}
