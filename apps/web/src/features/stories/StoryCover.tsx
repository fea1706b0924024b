import { useState } from 'react';
import { coverUrl, DEFAULT_COVER } from '../../lib/images';

interface StoryCoverProps {
  src: string | null | undefined;
  title: string;
  className?: string;
  /** Empty alt when the title is shown right beside the cover. */
  decorative?: boolean;
  width?: number;
  height?: number;
}

/** A 2:3 cover that falls back to the default cover when missing or broken. */
export function StoryCover({ src, title, className, decorative, width = 200, height = 300 }: StoryCoverProps) {
  const resolved = coverUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const current = failed === resolved ? DEFAULT_COVER : resolved;
  return (
    <img
      className={className}
      src={current}
      alt={decorative ? '' : `${title} kapağı`}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (current !== DEFAULT_COVER) setFailed(resolved);
      }}
    />
  );
}
