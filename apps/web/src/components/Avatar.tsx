import { DEFAULT_AVATAR, responsiveAvatar } from '../lib/images';
import { useImageFallback } from './useImageFallback';
import styles from './Avatar.module.css';

export interface AvatarProps {
  /** Stored image path or URL; missing → the initial (if a name is given) or the default photo. */
  src?: string | null;
  /** Used for the alt text and the initial. */
  name?: string | null;
  size?: number;
  /** Without an image, show the name's initial instead of the default photo. */
  preferInitial?: boolean;
  /** Decorative when a visible name sits next to it. */
  decorative?: boolean;
  className?: string;
}

function initialOf(name: string | null | undefined): string {
  const first = (name ?? '').trim().charAt(0);
  return first ? first.toLocaleUpperCase('tr-TR') : '?';
}

export function Avatar({ src, name, size = 40, preferInitial, decorative, className }: AvatarProps) {
  const image = useImageFallback(responsiveAvatar(src), DEFAULT_AVATAR);
  const hasImage = Boolean(src && src.trim()) && !image.fellBack;
  const srcSet = hasImage ? image.srcSet : undefined;
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  const cls = [styles.avatar, className].filter(Boolean).join(' ');
  const alt = decorative ? '' : name ? `${name} profil fotoğrafı` : 'Profil fotoğrafı';

  if (!hasImage && preferInitial && name) {
    return (
      <span className={`${cls} ${styles.initial}`} style={style} role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : alt} aria-hidden={decorative || undefined}>
        {initialOf(name)}
      </span>
    );
  }
  return (
    <img
      className={cls}
      style={style}
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? `${size}px` : undefined}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={image.onError}
    />
  );
}
