import { randomBytes } from 'node:crypto';
import { ERROR_CODES, LIMITS, MSG } from '@okuryazar/shared';
import type { Metadata } from 'sharp';
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

  let metadata: Metadata;
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

/** Stores a normalized image under an unguessable name and returns its storage key. */
export async function storeImage(storage: FileStorage, folder: 'covers' | 'avatars', jpeg: Buffer): Promise<string> {
  const key = `${folder}/${randomBytes(18).toString('base64url')}.jpg`;
  await storage.put(key, jpeg, 'image/jpeg');
  return key;
}
