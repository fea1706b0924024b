import { useCallback, useRef, type SyntheticEvent } from 'react';
import styles from './CoverBackdrop.module.css';

/**
 * The canvas is drawn this small: 48 px of blur leave nothing of finer detail, and the
 * browser stretches it (object-fit: cover, like the `background-size: cover` it replaces).
 */
const WIDTH = 32;
const HEIGHT = 48;

/**
 * The book page's blurred wash of the cover, painted on a canvas from the header cover once
 * that has loaded: no request of its own, and not a candidate for the largest contentful paint
 * (a CSS background image was, and being the largest element by far it made the page's LCP
 * wait for a second image that only started downloading after the first render; docs/PRODUCT.md#budgets).
 * Returns the canvas and the `onLoad` handler to put on the cover `<img>`.
 */
export function useCoverBackdrop() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const onCoverLoad = useCallback((event: SyntheticEvent<HTMLImageElement>) => {
    const ctx = canvas.current?.getContext('2d');
    // drawImage only taints the canvas for a cross-origin cover; it is never read back.
    if (!ctx) return;
    // A 15× reduction: the default (bilinear) sampling would pick a few pixels and alias.
    ctx.imageSmoothingQuality = 'high';
    ctx.clearRect(0, 0, WIDTH, HEIGHT);
    ctx.drawImage(event.currentTarget, 0, 0, WIDTH, HEIGHT);
  }, []);
  const backdrop = (
    <div className={styles.backdrop} aria-hidden="true">
      <canvas ref={canvas} className={styles.backdropCanvas} width={WIDTH} height={HEIGHT} />
    </div>
  );
  return { backdrop, onCoverLoad };
}
