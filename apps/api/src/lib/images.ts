import { randomBytes } from 'node:crypto';
import { ERROR_CODES, IMAGE_SIZE_WIDTHS, imageSizes, LIMITS, MSG, sizedOriginalKey, type ImageKind } from '@okuryazar/shared';
import type sharp from 'sharp';
import { AppError } from './errors';
import type { FileStorage } from './storage';

const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Decoding more pixels than this is refused (a "pixel bomb" is tiny on disk, huge in memory). */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageLimits {
  maxWidth: number;
  maxHeight: number;
}

export const COVER_LIMITS: ImageLimits = { maxWidth: LIMITS.coverMaxWidth, maxHeight: LIMITS.coverMaxHeight };
export const PHOTO_LIMITS: ImageLimits = { maxWidth: LIMITS.photoMaxWidth, maxHeight: LIMITS.photoMaxHeight };

const invalidImage = (message: string = MSG.imagesOnly) => new AppError(400, message, ERROR_CODES.INVALID_IMAGE);

/**
 * Never trusts the client: the magic bytes must say JPEG, PNG or WebP (SVG, HTML and
 * everything else is refused), the pixel count is capped, and the image is decoded and
 * re-encoded as a fresh JPEG, which drops EXIF, GPS and anything appended to the file.
 */
export async function normalizeImage(input: Buffer, limits: ImageLimits): Promise<Buffer> {
  if (input.length === 0) throw invalidImage();
  if (input.length > LIMITS.coverMaxBytes) throw new AppError(413, MSG.imageTooLarge, ERROR_CODES.PAYLOAD_TOO_LARGE);
  // Both load on the first upload, not at start-up (sharp's native library, file-type's tables).
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([import('file-type'), import('sharp')]);
  const type = await fileTypeFromBuffer(input);
  if (!type || !ALLOWED.has(type.mime)) throw invalidImage();

  let metadata: sharp.Metadata;
  try {
    // Reading the header decodes no pixels; without the limit here the explicit check below
    // answers a pixel bomb with its own message (sharp would throw the generic one first).
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidImage(MSG.imageProcessing);
  }
  const declared = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }[metadata.format as string];
  if (declared !== type.mime) throw invalidImage();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw invalidImage(MSG.imageTooManyPixels);

  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: limits.maxWidth, height: limits.maxHeight, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw invalidImage(MSG.imageProcessing);
  }
}

/** WebP for the sizes: ~half the bytes of a JPEG of the same size; effort 2 keeps encoding cheap. */
const SIZE_WEBP: sharp.WebpOptions = { quality: 78, effort: 2 };

export interface ImageSizeFile {
  width: number;
  body: Buffer;
}

/**
 * Encodes the WebP sizes of an original `width` pixels wide (only the widths below it:
 * nothing is enlarged). `source` gives a fresh pipeline on the original each time, so a
 * caller that already holds decoded pixels (the demo seed) does not decode twice.
 * Avatars become square crops, as every avatar is shown.
 */
export async function encodeImageSizes(source: () => sharp.Sharp, kind: ImageKind, width: number): Promise<ImageSizeFile[]> {
  const widths = IMAGE_SIZE_WIDTHS[kind].filter((w) => w < width);
  return Promise.all(
    widths.map(async (w) => ({
      width: w,
      body: await source()
        .resize(kind === 'avatars' ? { width: w, height: w, fit: 'cover' } : { width: w })
        .webp(SIZE_WEBP)
        .toBuffer(),
    })),
  );
}

/** Storage keys of an original and of its sizes, in the naming rule of `@okuryazar/shared`. */
export function imageKeys(kind: ImageKind, stem: string, width: number, sizes: readonly ImageSizeFile[]) {
  const key = sizedOriginalKey(kind, stem, width);
  const base = key.slice(0, -`-w${width}.jpg`.length);
  return { key, sizeKeys: sizes.map((s) => `${base}-w${s.width}.webp`) };
}

/** A new unguessable stem for an image's files. */
export const newImageStem = () => randomBytes(18).toString('base64url');

/**
 * Stores a normalized image and its sizes under an unguessable stem and returns the
 * original's storage key (`covers/<stem>-w<width>.jpg`). All files or none: when one
 * write fails, the others are removed.
 */
export async function storeImage(storage: FileStorage, folder: ImageKind, jpeg: Buffer): Promise<string> {
  const { default: sharp } = await import('sharp');
  const { width = 0 } = await sharp(jpeg).metadata();
  const sizes = await encodeImageSizes(() => sharp(jpeg), folder, width);
  const { key, sizeKeys } = imageKeys(folder, newImageStem(), width, sizes);
  const writes = [storage.put(key, jpeg, 'image/jpeg'), ...sizes.map((s, i) => storage.put(sizeKeys[i]!, s.body, 'image/webp'))];
  const results = await Promise.allSettled(writes);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    await deleteImage(storage, key);
    throw failed.reason;
  }
  return key;
}

/** Removes an original and every size the naming rule gives it (older uploads have none). */
export async function deleteImage(storage: FileStorage, key: string): Promise<void> {
  const kind = key.startsWith('avatars/') ? 'avatars' : 'covers';
  const keys = (imageSizes(key, kind) ?? []).map((s) => s.url).filter((k) => k !== key);
  await Promise.all([storage.delete(key), ...keys.map((k) => storage.delete(k))]);
}
