import { CoverImage } from '../../components/books';

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
  return (
    <CoverImage
      className={className}
      src={src}
      sizes={sizes}
      alt={decorative ? '' : `${title} kapağı`}
      width={width}
      height={height}
      loading="lazy"
    />
  );
}
