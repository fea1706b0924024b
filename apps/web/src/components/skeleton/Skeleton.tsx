import type { CSSProperties, ElementType, ReactNode } from 'react';
import styles from './Skeleton.module.css';

/**
 * A page (or the part of one) whose content is on its way: the content's shape in grey, so the
 * content arrives where its placeholders stood (issue 28: a full-page "Yükleniyor…" before).
 * Marked busy for assistive technology, with one polite status saying what loads (positioned
 * out of the flow, so `className` may lay the shapes out as a grid or flex box). The shapes
 * are empty spans and plain divs: nothing in them is read out.
 */
export function SkeletonRegion({ label, className, children, as: Tag = 'div' }: { label: string; className?: string; children: ReactNode; as?: ElementType }) {
  return (
    <Tag className={className} aria-busy="true" data-skeleton="">
      <span role="status" className="visually-hidden">
        {label}
      </span>
      {children}
    </Tag>
  );
}

/**
 * One line of text to come, inside an element with that text's typography: the line keeps the
 * text's own height (its line box), only the ink is a grey bar of `width`.
 */
export function SkeletonLine({ width, className }: { width: CSSProperties['width']; className?: string }) {
  return <span className={[styles.block, styles.line, className].filter(Boolean).join(' ')} style={{ width }} />;
}

/** A grey shape sized by its class (a cover, a button, an avatar); `testId` names it for tests. */
export function SkeletonBlock({ className, style, testId }: { className?: string; style?: CSSProperties; testId?: string }) {
  return <span className={[styles.block, styles.box, className].filter(Boolean).join(' ')} style={style} data-testid={testId} />;
}

/**
 * A book card to come (components/books/BookPreviewCard): the card's frame, its 2:3 cover and
 * a body as tall as the card's title, author, counts, status, times and buttons.
 */
export function SkeletonCard() {
  return (
    <span className={styles.card} data-testid="skeleton-card">
      <span className={`${styles.block} ${styles.cover}`} />
      <span className={styles.cardBody}>
        <SkeletonLine width="85%" />
        <SkeletonLine width="60%" />
        <SkeletonLine width="70%" />
        <SkeletonLine width="45%" />
        <span className={styles.cardButton}>
          <SkeletonBlock className={styles.fill} />
        </span>
      </span>
    </span>
  );
}
