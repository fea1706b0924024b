import { useState } from 'react';
import { avatarUrl, DEFAULT_AVATAR } from '../lib/images';
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
  const [failed, setFailed] = useState<string | null>(null);
  const hasImage = Boolean(src && src.trim()) && failed !== src;
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
      src={hasImage ? avatarUrl(src) : DEFAULT_AVATAR}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src ?? null)}
    />
  );
}
