import { useState } from 'react';
import { DEFAULT_COVER, responsiveCover } from '../../lib/images';

interface StoryCoverProps {
  src: string | null | undefined;
  title: string;
  className?: string;
  /** Empty alt when the title is shown right beside the cover. */
  decorative?: boolean;
  width?: number;
  height?: number;
  /** How wide the cover is shown (the `sizes` attribute), so the browser picks a stored size. */
  sizes?: string;
}

/** A 2:3 cover that falls back to the default cover when missing or broken. */
export function StoryCover({ src, title, className, decorative, width = 200, height = 300, sizes = `${width}px` }: StoryCoverProps) {
  const image = responsiveCover(src);
  // How far the fallback went: 1 = the original without its sizes, 2 = the default cover.
  const [failed, setFailed] = useState<{ src: string; level: 1 | 2 } | null>(null);
  const level = failed?.src === image.src ? failed.level : 0;
  const current = level === 2 ? DEFAULT_COVER : image.src;
  const srcSet = level === 0 ? image.srcSet : undefined;
  return (
    <img
      className={className}
      src={current}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={decorative ? '' : `${title} kapağı`}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (current !== DEFAULT_COVER) setFailed({ src: image.src, level: srcSet ? 1 : 2 });
      }}
    />
  );
}
