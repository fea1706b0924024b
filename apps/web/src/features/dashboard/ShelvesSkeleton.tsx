import { SkeletonCard, SkeletonLine, SkeletonRegion } from '../../components';
import { DashboardIntro } from './DashboardIntro';
import intro from './DashboardIntro.module.css';
import shelf from './Shelf.module.css';
import styles from './ShelvesSkeleton.module.css';

const SHELVES = 4;
const CARDS = 8;

/**
 * The four shelves while they load, in the real shelves' frame (Shelf.module.css): the titles,
 * the rows and the cards stand where the books will.
 */
export function ShelvesSkeleton() {
  return (
    <SkeletonRegion label="Raflar yükleniyor..." className={styles.wrap}>
      {Array.from({ length: SHELVES }, (_, s) => (
        <div key={s} className={shelf.shelf}>
          <div className={shelf.header}>
            <div className={shelf.title}>
              <SkeletonLine width={s % 2 ? '7.5em' : '6em'} />
            </div>
          </div>
          <div className={`${shelf.row} ${styles.row}`}>
            {Array.from({ length: CARDS }, (_, c) => (
              <div key={c} className={shelf.item}>
                <SkeletonCard />
              </div>
            ))}
          </div>
        </div>
      ))}
    </SkeletonRegion>
  );
}

/** The dashboard while its code loads (the route's fallback): its greeting and the shelves to come. */
export function DashboardSkeleton() {
  return (
    <div className={intro.page}>
      <DashboardIntro />
      <ShelvesSkeleton />
    </div>
  );
}
