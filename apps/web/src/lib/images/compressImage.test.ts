import { describe, expect, it, vi } from 'vitest';
import {
  compressCover,
  encodeWithinTarget,
  fitWithin,
  isImageFile,
  jpegName,
  needsCompressionNotice,
  qualitySteps,
  type CompressDeps,
} from './compressImage';

const blobOf = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/jpeg' });

describe('fitWithin', () => {
  it('keeps images that already fit', () => {
    expect(fitWithin(600, 900)).toEqual({ width: 600, height: 900 });
    expect(fitWithin(800, 1200)).toEqual({ width: 800, height: 1200 });
  });

  it('scales a tall image down to 1200 high', () => {
    expect(fitWithin(1600, 4800)).toEqual({ width: 400, height: 1200 });
  });

  it('scales a wide image down to 800 wide', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 800, height: 600 });
  });

  it('uses the tighter of the two limits', () => {
    expect(fitWithin(2000, 2400)).toEqual({ width: 800, height: 960 });
    expect(fitWithin(1000, 2000)).toEqual({ width: 600, height: 1200 });
  });

  it('rejects empty images', () => {
    expect(() => fitWithin(0, 100)).toThrow();
  });
});

describe('qualitySteps', () => {
  it('goes from 0.8 down to 0.1 in exact 0.1 steps', () => {
    expect(qualitySteps()).toEqual([0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
  });
});

describe('encodeWithinTarget', () => {
  it('stops at the first quality that is small enough', async () => {
    const sizes: Record<string, number> = { '0.8': 900_000, '0.7': 700_000, '0.6': 512_000, '0.5': 100 };
    const encode = vi.fn(async (q: number) => blobOf(sizes[String(q)] ?? 1));
    const result = await encodeWithinTarget(encode);
    expect(encode.mock.calls.map((c) => c[0])).toEqual([0.8, 0.7, 0.6]);
    expect(result.quality).toBe(0.6);
    expect(result.blob.size).toBe(512_000);
    expect(result.attempts).toBe(3);
  });

  it('encodes once when the first try already fits', async () => {
    const encode = vi.fn(async () => blobOf(1000));
    const result = await encodeWithinTarget(encode);
    expect(encode).toHaveBeenCalledTimes(1);
    expect(result.quality).toBe(0.8);
  });

  it('gives up at quality 0.1 and returns that last blob', async () => {
    const encode = vi.fn(async (q: number) => blobOf(600_000 + Math.round(q * 1000)));
    const result = await encodeWithinTarget(encode);
    expect(encode).toHaveBeenCalledTimes(8);
    expect(result.quality).toBe(0.1);
    expect(result.blob.size).toBe(600_100);
  });

  it('propagates encoder failures', async () => {
    await expect(encodeWithinTarget(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
  });
});

describe('compressCover', () => {
  function fakeDeps(width: number, height: number, sizeAt: (q: number) => number) {
    const close = vi.fn();
    const createEncoder = vi.fn<CompressDeps['createEncoder']>(() => async (q) => blobOf(sizeAt(q)));
    const deps: CompressDeps = {
      decode: vi.fn(async () => ({ width, height, source: {} as CanvasImageSource, close })),
      createEncoder,
    };
    return { deps, close, createEncoder };
  }

  it('scales to fit 800 × 1200, re-encodes as JPEG and frees the bitmap', async () => {
    const { deps, close, createEncoder } = fakeDeps(3000, 4500, (q) => (q > 0.55 ? 2_000_000 : 400_000));
    const input = new File([new Uint8Array(10)], 'kapak.png', { type: 'image/png' });
    const output = await compressCover(input, deps);
    expect(createEncoder).toHaveBeenCalledWith(expect.anything(), 800, 1200);
    expect(output.type).toBe('image/jpeg');
    expect(output.name).toBe('kapak.jpg');
    expect(output.size).toBe(400_000);
    expect(close).toHaveBeenCalled();
  });

  it('rejects when the image cannot be decoded', async () => {
    const deps: CompressDeps = {
      decode: async () => Promise.reject(new Error('bad image')),
      createEncoder: vi.fn(),
    };
    await expect(compressCover(new File(['x'], 'a.jpg', { type: 'image/jpeg' }), deps)).rejects.toThrow();
  });

  it('frees the bitmap even when encoding fails', async () => {
    const close = vi.fn();
    const deps: CompressDeps = {
      decode: async () => ({ width: 10, height: 10, source: {} as CanvasImageSource, close }),
      createEncoder: () => async () => Promise.reject(new Error('encode')),
    };
    await expect(compressCover(new File(['x'], 'a.jpg', { type: 'image/jpeg' }), deps)).rejects.toThrow('encode');
    expect(close).toHaveBeenCalled();
  });
});

describe('helpers', () => {
  it('accepts only image MIME types', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'image/webp' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });

  it('announces compression only above 2 MB', () => {
    expect(needsCompressionNotice({ size: 2 * 1024 * 1024 })).toBe(false);
    expect(needsCompressionNotice({ size: 2 * 1024 * 1024 + 1 })).toBe(true);
  });

  it('renames to .jpg', () => {
    expect(jpegName('Kapak.final.PNG')).toBe('Kapak.final.jpg');
    expect(jpegName('kapak')).toBe('kapak.jpg');
    expect(jpegName('.png')).toBe('kapak.jpg');
  });
});
