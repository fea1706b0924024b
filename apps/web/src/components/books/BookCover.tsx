import { useState } from 'react';
import { coverUrl, DEFAULT_COVER } from '../../lib/images';

interface BookCoverProps {
  src: string | null | undefined;
  title: string;
  className?: string;
  /** Lazy by default; the popup's cover is already in view and loads eagerly. */
  loading?: 'lazy' | 'eager';
}

/** A 2:3 book cover that falls back to the default cover when the image is missing or fails. */
export function BookCover({ src, title, className, loading = 'lazy' }: BookCoverProps) {
  const resolved = coverUrl(src);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = failedSrc === resolved ? DEFAULT_COVER : resolved;
  return (
    <img
      className={className}
      src={current}
      alt={title}
      width={200}
      height={300}
      loading={loading}
      decoding="async"
      draggable={false}
      onError={() => {
        if (current !== DEFAULT_COVER) setFailedSrc(resolved);
      }}
    />
  );
}
