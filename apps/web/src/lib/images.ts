/** Shipped fallbacks (DESIGN §1): an empty or missing image URL uses these. */
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
