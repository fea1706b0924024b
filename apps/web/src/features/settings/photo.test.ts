import { describe, expect, it, vi } from 'vitest';
import type { CompressDeps } from '../../lib/images/compressImage';
import { needsPhotoResize, preparePhoto } from './photo';

function fakeDeps(width: number, height: number) {
  const encode = vi.fn(async () => new Blob([new Uint8Array(300)], { type: 'image/jpeg' }));
  const close = vi.fn();
  const deps: CompressDeps = {
    decode: vi.fn(async () => ({ width, height, source: {} as CanvasImageSource, close })),
    createEncoder: vi.fn(() => encode),
  };
  return { deps, encode, close };
}

const fileOfSize = (size: number, name = 'ben.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('profile photo resizing (docs/PRODUCT.md#validation-rules, #constants-and-limits)', () => {
  it('resizes only above 1048576 bytes', () => {
    expect(needsPhotoResize({ size: 1_048_576 })).toBe(false);
    expect(needsPhotoResize({ size: 1_048_577 })).toBe(true);
  });

  it('uploads a photo of exactly 1 MB as it is, without decoding it', async () => {
    const { deps } = fakeDeps(4000, 3000);
    const file = fileOfSize(1_048_576);
    expect(await preparePhoto(file, deps)).toBe(file);
    expect(deps.decode).not.toHaveBeenCalled();
  });

  it('fits a larger photo inside 800 × 600 and re-encodes it as JPEG at quality 0.8', async () => {
    const { deps, encode, close } = fakeDeps(4000, 2000);
    const out = await preparePhoto(fileOfSize(1_048_577, 'tatil.png'), deps);
    expect(deps.createEncoder).toHaveBeenCalledWith(expect.anything(), 800, 400);
    expect(encode).toHaveBeenCalledWith(0.8);
    expect(out.type).toBe('image/jpeg');
    expect(out.name).toBe('tatil.jpg');
    expect(close).toHaveBeenCalled();
  });

  it('keeps a portrait photo within the 600 px height and never upscales', async () => {
    const portrait = fakeDeps(1200, 2400);
    await preparePhoto(fileOfSize(2_000_000), portrait.deps);
    expect(portrait.deps.createEncoder).toHaveBeenCalledWith(expect.anything(), 300, 600);

    const small = fakeDeps(640, 480);
    await preparePhoto(fileOfSize(2_000_000), small.deps);
    expect(small.deps.createEncoder).toHaveBeenCalledWith(expect.anything(), 640, 480);
  });

  it('rejects when the image cannot be decoded', async () => {
    const deps: CompressDeps = { decode: vi.fn(async () => Promise.reject(new Error('bad'))), createEncoder: vi.fn() };
    await expect(preparePhoto(fileOfSize(2_000_000), deps)).rejects.toThrow();
  });
});
