import styles from './StatusBadge.module.css';

/** 'Yayında' (published) or 'Taslak' (draft). */
export function StatusBadge({ published, overlay }: { published: boolean; overlay?: boolean }) {
  return (
    <span
      className={[styles.badge, published ? styles.published : styles.draft, overlay ? styles.overlay : '']
        .filter(Boolean)
        .join(' ')}
    >
      <span className={styles.dot} aria-hidden="true" />
      {published ? 'Yayında' : 'Taslak'}
    </span>
  );
}
