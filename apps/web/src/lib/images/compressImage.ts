import { LIMITS } from '@okuryazar/shared';

/**
 * Story cover processing (docs/PRODUCT.md#validation-rules, #constants-and-limits): scale to fit 800 × 1200 and re-encode as JPEG,
 * starting at quality 0.8 and lowering by 0.1 until the result is at most 512000 bytes or
 * the quality reaches 0.1. The loop and the sizing are pure; the browser parts (decode,
 * draw, encode) are injected so tests can drive them without a canvas.
 */

export const COVER_COMPRESSION = {
  maxWidth: LIMITS.coverMaxWidth,
  maxHeight: LIMITS.coverMaxHeight,
  targetBytes: LIMITS.coverTargetBytes,
  startQuality: 0.8,
  minQuality: 0.1,
  step: 0.1,
} as const;

/** True when the file says it is an image (the picker's accept="image/*" is only a hint). */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

/** True when the file is large enough to announce that compression starts (over 2 MB). */
export function needsCompressionNotice(file: Pick<File, 'size'>): boolean {
  return file.size > LIMITS.coverWarnBytes;
}

/** Dimensions that fit inside max × max while keeping the aspect ratio; never upscales. */
export function fitWithin(
  width: number,
  height: number,
  maxWidth: number = COVER_COMPRESSION.maxWidth,
  maxHeight: number = COVER_COMPRESSION.maxHeight,
): { width: number; height: number } {
  if (width <= 0 || height <= 0) throw new Error('Invalid image size');
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The qualities tried, in order: 0.8, 0.7, …, 0.1 (rounded so 0.1 steps do not drift). */
export function qualitySteps(
  start: number = COVER_COMPRESSION.startQuality,
  min: number = COVER_COMPRESSION.minQuality,
  step: number = COVER_COMPRESSION.step,
): number[] {
  const steps: number[] = [];
  for (let q = start; q >= min - 1e-9; q = Math.round((q - step) * 10) / 10) steps.push(q);
  return steps;
}

export type EncodeAt = (quality: number) => Promise<Blob>;

export interface QualityLoopResult {
  blob: Blob;
  quality: number;
  attempts: number;
}

/**
 * Encodes at 0.8, then 0.7, … until the blob is at most `targetBytes` or the quality
 * reaches the minimum; returns the last blob either way.
 */
export async function encodeWithinTarget(
  encode: EncodeAt,
  targetBytes: number = COVER_COMPRESSION.targetBytes,
  qualities: number[] = qualitySteps(),
): Promise<QualityLoopResult> {
  let last: QualityLoopResult | null = null;
  for (const [index, quality] of qualities.entries()) {
    const blob = await encode(quality);
    last = { blob, quality, attempts: index + 1 };
    if (blob.size <= targetBytes) break;
  }
  if (!last) throw new Error('No quality to try');
  return last;
}

/** A decoded image the encoder can draw; `close` frees an ImageBitmap. */
export interface DecodedImage {
  width: number;
  height: number;
  source: CanvasImageSource;
  close?: () => void;
}

export interface CompressDeps {
  decode: (file: Blob) => Promise<DecodedImage>;
  /** Draws the image at width × height and returns an encoder for JPEG qualities. */
  createEncoder: (image: DecodedImage, width: number, height: number) => EncodeAt;
}

/** The browser implementation: createImageBitmap (or an <img>) plus a canvas. */
export const browserDeps: CompressDeps = {
  async decode(file) {
    if (typeof createImageBitmap === 'function') {
      try {
        const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
        return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
      } catch {
        // Fall through to <img>, which some browsers decode more formats with.
      }
    }
    const url = URL.createObjectURL(file);
    try {
      const img = new Image();
      img.decoding = 'async';
      img.src = url;
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight, source: img };
    } finally {
      URL.revokeObjectURL(url);
    }
  },
  createEncoder(image, width, height) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D is not available');
    // JPEG has no transparency: paint white under transparent PNG/WebP covers.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.source, 0, 0, width, height);
    return (quality) =>
      new Promise<Blob>((resolve, reject) => {
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))),
          'image/jpeg',
          quality,
        );
      });
  },
};

/** "Kapak.final.png" → "Kapak.final.jpg". */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '') || 'kapak';
  return `${base}.jpg`;
}

/**
 * Scales and re-encodes a cover. Rejects (the caller shows MSG.imageProcessing) when the
 * file cannot be decoded or encoded.
 */
export async function compressCover(file: File, deps: CompressDeps = browserDeps): Promise<File> {
  const image = await deps.decode(file);
  try {
    const { width, height } = fitWithin(image.width, image.height);
    const encode = deps.createEncoder(image, width, height);
    const { blob } = await encodeWithinTarget(encode);
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: Date.now() });
  } finally {
    image.close?.();
  }
}
