import type { ImgHTMLAttributes, SyntheticEvent } from 'react';
import { useCoverFallback } from '../useImageFallback';

/** A card's cover: about half the screen on phones, ≤ 220 px from tablets up. */
export const CARD_COVER_SIZES = '(max-width: 639px) 45vw, 220px';

interface BookCoverProps {
  src: string | null | undefined;
  title: string;
  className?: string;
  /** Lazy by default; a cover already in view (a popup's) loads eagerly. */
  loading?: 'lazy' | 'eager';
  /**
   * The page's largest image at first paint (its LCP): loaded eagerly with
   * `fetchpriority="high"`. One per page, where the first visible cover is.
   */
  priority?: boolean;
  /** The `sizes` attribute: how wide the cover is shown, so the browser picks a stored size. */
  sizes?: string;
  /** Called each time an image is shown (the stored size, or a fallback after an error). */
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void;
}

/**
 * A 2:3 book cover from its stored sizes (`srcset`), with width and height set so the page
 * never shifts. A size that fails to load falls back to the original, then to the default.
 */
export function BookCover({ src, title, className, loading = 'lazy', priority = false, sizes = CARD_COVER_SIZES, onLoad }: BookCoverProps) {
  return (
    <CoverImage
      className={className}
      src={src}
      sizes={sizes}
      alt={title}
      width={200}
      height={300}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      draggable={false}
      onLoad={onLoad}
    />
  );
}

export type CoverImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'onError' | 'decoding'> & {
  src: string | null | undefined;
  /** How wide the cover is shown (the `sizes` attribute), so the browser picks a stored size. */
  sizes: string;
};

/** A cover <img> from its stored sizes that falls back to the original, then to the default cover. */
export function CoverImage({ src, sizes, className, alt, width, height, loading, ...rest }: CoverImageProps) {
  const { src: current, srcSet, onError } = useCoverFallback(src);
  return (
    <img
      className={className}
      src={current}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      {...rest}
      onError={onError}
    />
  );
}
