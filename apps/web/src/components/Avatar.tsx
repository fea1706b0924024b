import { useState } from 'react';
import { DEFAULT_AVATAR, responsiveAvatar } from '../lib/images';
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
  // How far the fallback went for this src: 1 = the original without its sizes, 2 = no image.
  const [failed, setFailed] = useState<{ src: string | null; level: 1 | 2 } | null>(null);
  const level = failed && failed.src === (src ?? null) ? failed.level : 0;
  const hasImage = Boolean(src && src.trim()) && level < 2;
  const image = responsiveAvatar(src);
  const srcSet = hasImage && level === 0 ? image.srcSet : undefined;
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
      src={hasImage ? image.src : DEFAULT_AVATAR}
      srcSet={srcSet}
      sizes={srcSet ? `${size}px` : undefined}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (hasImage) setFailed({ src: src ?? null, level: srcSet ? 1 : 2 });
      }}
    />
  );
}
