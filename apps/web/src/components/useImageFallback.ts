import { useState } from 'react';
import { DEFAULT_COVER, responsiveCover, type ResponsiveImage } from '../lib/images';

export interface ImageFallback {
  /** The URL to show: the image's own, or `fallback` once that failed too. */
  src: string;
  /** The stored sizes, until one of them fails to load. */
  srcSet: string | undefined;
  /** The image's own URL failed as well: `src` is the fallback now. */
  fellBack: boolean;
  /** For the <img>'s onError: a failed size falls back to the original, the original to `fallback`. */
  onError: () => void;
}

/**
 * An image with stored sizes that never shows a broken picture: a size that fails to load
 * falls back to the original URL, and a failing original to `fallback`. The fallback is
 * remembered per URL, so a new image starts again from its sizes.
 */
export function useImageFallback(image: ResponsiveImage, fallback: string): ImageFallback {
  // How far the fallback went for this image: 1 = the original without its sizes, 2 = the fallback.
  const [failed, setFailed] = useState<{ src: string; level: 1 | 2 } | null>(null);
  const level = failed?.src === image.src ? failed.level : 0;
  const src = level === 2 ? fallback : image.src;
  const srcSet = level === 0 ? image.srcSet : undefined;
  return {
    src,
    srcSet,
    fellBack: level === 2,
    onError: () => {
      if (src !== fallback) setFailed({ src: image.src, level: srcSet ? 1 : 2 });
    },
  };
}

/** A cover's stored sizes, falling back to the original and then to the default cover. */
export function useCoverFallback(url: string | null | undefined): ImageFallback {
  return useImageFallback(responsiveCover(url), DEFAULT_COVER);
}
