/**
 * Generated book covers for the demo seed.
 *
 * A cover is one of several compositions (`cover-layouts.ts`) drawn with the story's palette
 * and emblem (`cover-emblems.ts`), laid out as an 800 × 1200 SVG and rendered to JPEG by
 * sharp's librsvg with the installed DejaVu/Liberation fonts (`cover-text.ts`). No
 * external assets are needed. The same input always gives the same bytes (the only
 * randomness is a PRNG seeded by the title), so seeding stays repeatable. SVG filters
 * are avoided on purpose: a blur costs librsvg more than the whole rest of a cover.
 */
import { seededRandom, textSeed } from '@okuryazar/shared/seeded-random';
import sharp from 'sharp';
import { encodeImageSizes, type ImageSizeFile } from '../lib/images';
import { normHex } from './cover-colour';
import type { CoverEmblem } from './cover-emblems';
import { H, LAYOUTS, W, type CoverLayout, type LayoutResult } from './cover-layouts';
import { COVER_HEIGHT, COVER_WIDTH } from './cover-size';

export { escapeXml } from './cover-text';
export type { CoverEmblem } from './cover-emblems';
export type { CoverLayout } from './cover-layouts';

export interface CoverOptions {
  title: string;
  author: string;
  layout: CoverLayout;
  /** [background, second colour, accent] as #rrggbb. */
  palette: readonly [string, string, string];
  emblem: CoverEmblem;
}

export { COVER_HEIGHT, COVER_WIDTH } from './cover-size';

/** Lays the cover out; the result carries the SVG and the title's colours (for tests). */
export function composeCover(opts: CoverOptions): LayoutResult {
  const palette = [
    normHex(opts.palette[0], '#1f2a44'),
    normHex(opts.palette[1], '#3a2f5b'),
    normHex(opts.palette[2], '#f2c14e'),
  ] as const;
  const layout = LAYOUTS[opts.layout];
  if (!layout) throw new Error(`unknown cover layout: ${opts.layout}`);
  const result = layout({ ...opts, palette }, seededRandom(textSeed(`${opts.title}|${opts.author}|${opts.layout}`)));
  return {
    ...result,
    svg: `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${result.svg}</svg>`,
  };
}

/** Build the cover SVG (exported for tests and debugging). */
export function buildCoverSvg(opts: CoverOptions): string {
  return composeCover(opts).svg;
}

/** Plain libjpeg with optimised Huffman tables: mozjpeg made the files ~15% smaller but
 * tripled the CPU time of a cover, and the seed renders forty on a cold start. */
const COVER_JPEG: sharp.JpegOptions = { quality: 82, optimiseCoding: true };

/** Renders the cover's SVG once to pixels; every file of the cover is encoded from them. */
export async function renderCoverPixels(opts: CoverOptions): Promise<() => sharp.Sharp> {
  const { data, info } = await sharp(Buffer.from(buildCoverSvg(opts), 'utf8'), { density: (72 * COVER_WIDTH) / W })
    .resize(COVER_WIDTH, COVER_HEIGHT, { fit: 'fill' })
    .flatten({ background: '#000000' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return () => sharp(data, { raw });
}

/** Render a cover to a COVER_WIDTH × COVER_HEIGHT JPEG. */
export async function renderCover(opts: CoverOptions): Promise<Buffer> {
  return (await renderCoverPixels(opts))().jpeg(COVER_JPEG).toBuffer();
}

/** A cover's original JPEG and its stored sizes (see `storeImage`), from one SVG render. */
export async function renderCoverFiles(opts: CoverOptions): Promise<{ jpeg: Buffer; sizes: ImageSizeFile[] }> {
  const pixels = await renderCoverPixels(opts);
  const [jpeg, sizes] = await Promise.all([pixels().jpeg(COVER_JPEG).toBuffer(), encodeImageSizes(pixels, 'covers', COVER_WIDTH)]);
  return { jpeg, sizes };
}
