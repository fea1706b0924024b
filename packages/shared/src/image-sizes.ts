/**
 * Stored image sizes and the naming rule that links them (docs/DECISIONS.md, "Images").
 *
 * The API keeps the contract's single URL per image (`cover_image_url`,
 * `profile_image_url`): it points to the original, a JPEG at most 800 px wide. Since the
 * sizes were introduced, an uploaded original is stored as `<stem>-w<W>.jpg`, W being its
 * real width, and beside it one WebP per width below W from the kind's list:
 * `<stem>-w<w>.webp`. Covers keep the original's proportions; avatars are square crops
 * (they are always shown as an object-fit: cover square or circle). The browser derives the
 * `srcset` from the URL alone, so no field is added to any response.
 *
 * Files stored before that (no `-w<W>` suffix) have no sizes: they are shown from the
 * original, as before.
 */
export type ImageKind = 'covers' | 'avatars';

/** Widths of the WebP sizes stored beside each original, smallest first. */
export const IMAGE_SIZE_WIDTHS: Record<ImageKind, readonly number[]> = {
  // Small thumbnails at 1×; cards and the book page at
  // 2–3× on phones and 1–2× on desktops. The 800 px original serves anything larger.
  covers: [240, 480],
  // 24–48 px avatars in lists at up to 2×; the 120 px profile avatar at 2×.
  avatars: [96, 240],
};

/**
 * A stem of at least 24 characters (new stems are exactly 24) keeps the older names out (24
 * random characters, or 32 hex in the demo seed), even one that happens to end in "-w123".
 */
const SIZED_ORIGINAL = /^(.*\/[A-Za-z0-9_-]{24,})-w(\d{2,4})\.jpg$/;

export interface ImageSize {
  url: string;
  width: number;
}

/**
 * The stored sizes of an image URL or storage key, smallest first and ending with the
 * original; null when the image has no sizes (an older upload, a default or imported URL).
 */
export function imageSizes(url: string | null | undefined, kind: ImageKind): ImageSize[] | null {
  if (!url) return null;
  const match = SIZED_ORIGINAL.exec(url);
  if (!match) return null;
  const stem = match[1]!;
  const width = Number(match[2]);
  return [
    ...IMAGE_SIZE_WIDTHS[kind].filter((w) => w < width).map((w) => ({ url: `${stem}-w${w}.webp`, width: w })),
    { url, width },
  ];
}

/** Storage key of the original for a new image of the given width. */
export function sizedOriginalKey(kind: ImageKind, stem: string, width: number): string {
  return `${kind}/${stem}-w${width}.jpg`;
}
