import { LIMITS } from '@okuryazar/shared';
import { browserDeps, fitWithin, jpegName, type CompressDeps } from '../../lib/images/compressImage';

/** docs/PRODUCT.md#constants-and-limits: profile photos are re-encoded at this JPEG quality when they are resized. */
export const PHOTO_JPEG_QUALITY = 0.8;

/** docs/PRODUCT.md#validation-rules: only images over 1 MB (1048576 bytes) are resized before upload. */
export function needsPhotoResize(file: Pick<File, 'size'>): boolean {
  return file.size > LIMITS.photoResizeBytes;
}

/**
 * The file to upload: as chosen when it is 1 MB or less; otherwise scaled to fit 800 × 600
 * (never upscaled) and re-encoded as JPEG at quality 0.8. Rejects when the browser cannot
 * decode or encode the image.
 */
export async function preparePhoto(file: File, deps: CompressDeps = browserDeps): Promise<File> {
  if (!needsPhotoResize(file)) return file;
  const image = await deps.decode(file);
  try {
    const { width, height } = fitWithin(image.width, image.height, LIMITS.photoMaxWidth, LIMITS.photoMaxHeight);
    const blob = await deps.createEncoder(image, width, height)(PHOTO_JPEG_QUALITY);
    return new File([blob], jpegName(file.name || 'profil'), { type: 'image/jpeg', lastModified: Date.now() });
  } finally {
    image.close?.();
  }
}
