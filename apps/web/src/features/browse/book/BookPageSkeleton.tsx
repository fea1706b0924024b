import { SkeletonBlock, SkeletonLine, SkeletonRegion } from '../../../components';
import styles from './BookPageSkeleton.module.css';

/**
 * The book page while its code or the book loads: the hero with the cover, the title, the
 * counts and the buttons, then the description, the chapter list and the recommendations, each
 * where the page will put it (BookPage.module.css, mirrored in BookPageSkeleton.module.css).
 */
export function BookPageSkeleton() {
  return (
    <SkeletonRegion label="Kitap yükleniyor..." className={styles.book}>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <SkeletonBlock className={styles.cover} testId="skeleton-cover" />
          <div className={styles.info}>
            <SkeletonBlock className={styles.pill} />
            <div className={styles.title} data-testid="skeleton-title">
              <SkeletonLine width="11ch" />
            </div>
            <div className={styles.author}>
              <SkeletonLine width="9em" />
            </div>
            <div className={styles.counts}>
              <SkeletonBlock className={styles.count} />
              <SkeletonBlock className={styles.count} />
              <SkeletonBlock className={styles.count} />
            </div>
            <div className={styles.facts}>
              <SkeletonLine width="20em" />
            </div>
            <div className={styles.actions}>
              <SkeletonBlock className={styles.readButton} />
              <SkeletonBlock className={styles.libraryButton} />
            </div>
            <div className={styles.quietActions}>
              <SkeletonBlock className={styles.download} />
              <SkeletonBlock className={styles.report} />
            </div>
          </div>
        </div>
      </div>
      <div className={styles.content}>
        <div>
          <div className="page-frame-section-title">
            <SkeletonLine width="7em" />
          </div>
          <div className={styles.description}>
            {['100%', '96%', '99%', '92%', '97%', '60%'].map((width, i) => (
              <div key={i}>
                <SkeletonLine width={width} />
              </div>
            ))}
          </div>
        </div>
        <div>
          <div className="page-frame-section-title">
            <SkeletonLine width="9em" />
          </div>
          {[0, 1, 2].map((i) => (
            <SkeletonBlock key={i} className={styles.chapter} />
          ))}
        </div>
      </div>
      <div className={styles.recsWrap}>
        <div className="page-frame-section-title">
          <SkeletonLine width="11em" />
        </div>
        <div className={styles.recs}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <SkeletonBlock key={i} className={styles.rec} />
          ))}
        </div>
      </div>
    </SkeletonRegion>
  );
}
