import styles from './ShelvesSkeleton.module.css';

const SHELVES = 4;
const CARDS = 8;

/** Placeholder shelves while the dashboard loads; announced once as "Yükleniyor...". */
export function ShelvesSkeleton() {
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.srOnly}>Yükleniyor...</span>
      {Array.from({ length: SHELVES }, (_, s) => (
        <div key={s} className={styles.shelf} aria-hidden="true">
          <div className={`${styles.block} ${styles.title}`} />
          <div className={styles.row}>
            {Array.from({ length: CARDS }, (_, c) => (
              <div key={c} className={styles.card}>
                <div className={`${styles.block} ${styles.cover}`} />
                <div className={`${styles.block} ${styles.line}`} />
                <div className={`${styles.block} ${styles.lineShort}`} />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
