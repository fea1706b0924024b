import { imageSizes, type ImageKind } from '@okuryazar/shared';

/** Shipped fallbacks (docs/PRODUCT.md#product-decisions): an empty or missing image URL uses these. */
export const DEFAULT_COVER = '/default-cover.svg';
export const DEFAULT_AVATAR = '/default-avatar.svg';

function resolve(url: string | null | undefined, fallback: string): string {
  if (!url || !url.trim()) return fallback;
  if (/^https?:\/\//i.test(url) || url.startsWith('/')) return url;
  // A relative storage path such as "covers/abc.jpg" is served under /uploads.
  return `/uploads/${url}`;
}

export const coverUrl = (url: string | null | undefined) => resolve(url, DEFAULT_COVER);
export const avatarUrl = (url: string | null | undefined) => resolve(url, DEFAULT_AVATAR);

/** What an <img> needs to pick a stored size: `srcset` only when the image has sizes. */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
}

/**
 * The stored sizes of a cover or avatar as a `srcset` (naming rule in @okuryazar/shared
 * `imageSizes`). Older uploads, defaults and imported URLs have no sizes: just the `src`.
 */
export function responsiveImage(url: string | null | undefined, kind: ImageKind, fallback: string): ResponsiveImage {
  const src = resolve(url, fallback);
  const sizes = imageSizes(src, kind);
  if (!sizes) return { src };
  return { src, srcSet: sizes.map((s) => `${s.url} ${s.width}w`).join(', ') };
}

export const responsiveCover = (url: string | null | undefined) => responsiveImage(url, 'covers', DEFAULT_COVER);
export const responsiveAvatar = (url: string | null | undefined) => responsiveImage(url, 'avatars', DEFAULT_AVATAR);
