import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contrast } from './cover-colour';
import { EMBLEM_NAMES } from './cover-emblems';
import { LAYOUT_NAMES } from './cover-layouts';
import { composeCover, COVER_HEIGHT, COVER_WIDTH, renderCover, type CoverOptions } from './cover-art';
import { DEMO_AUTHORS, DEMO_STORIES } from './demo-content';

const covers: CoverOptions[] = DEMO_STORIES.map((story) => ({
  title: story.title,
  author: DEMO_AUTHORS.find((a) => a.username === story.authorUsername)!.fullName,
  ...story.cover,
}));

describe('demo covers', () => {
  it('give every story its own emblem and a distinct layout, palette and emblem combination', () => {
    expect(covers).toHaveLength(40);
    const emblems = covers.map((c) => c.emblem);
    expect(new Set(emblems).size).toBe(emblems.length);
    for (const emblem of emblems) expect(EMBLEM_NAMES).toContain(emblem);
    const combos = covers.map((c) => `${c.layout}|${c.palette.join(',')}|${c.emblem}`);
    expect(new Set(combos).size).toBe(combos.length);
    const palettes = covers.map((c) => c.palette.map((h) => h.toLowerCase()).join(','));
    expect(new Set(palettes).size).toBe(palettes.length);
  });

  it('spread the stories over every layout, so the shelf is not one template repeated', () => {
    const perLayout = new Map(LAYOUT_NAMES.map((l) => [l, 0]));
    for (const c of covers) perLayout.set(c.layout, (perLayout.get(c.layout) ?? 0) + 1);
    expect(perLayout.size).toBe(LAYOUT_NAMES.length);
    for (const [, n] of perLayout) expect(n).toBeGreaterThanOrEqual(4);
    // Neighbours on the shelf (the seed order) never share a layout.
    for (let i = 1; i < covers.length; i++) expect(covers[i]!.layout === covers[i - 1]!.layout && covers[i]!.layout).toBe(false);
  });

  it('fit every title without cutting it and write it in a readable colour', () => {
    for (const c of covers) {
      const { svg, titleInk, titleSurface, titleTruncated } = composeCover(c);
      expect(titleTruncated, c.title).toBe(false);
      expect(contrast(titleInk, titleSurface), c.title).toBeGreaterThanOrEqual(4.5);
      expect(svg).not.toContain('…');
    }
  });

  it('cut a title that cannot fit with an ellipsis instead of letting it overflow', () => {
    const long = composeCover({ ...covers[0]!, title: 'Çok '.repeat(60).trim() });
    expect(long.titleTruncated).toBe(true);
    expect(long.svg).toContain('…');
  });

  it('escape markup in titles and names', () => {
    const svg = composeCover({ ...covers[0]!, title: 'A&B <b>', author: 'C "D"' }).svg;
    expect(svg).toContain('A&amp;B');
    expect(svg).toContain('&lt;b&gt;');
    expect(svg).toContain('C &quot;D&quot;');
    expect(svg).not.toContain('<b>');
  });

  it('render every demo cover to a 480 × 720 JPEG, the same bytes every time', async () => {
    for (const c of covers) {
      const jpeg = await renderCover(c);
      expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      const meta = await sharp(jpeg).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }, c.title).toEqual({
        format: 'jpeg',
        width: COVER_WIDTH,
        height: COVER_HEIGHT,
      });
    }
    const again = await Promise.all([renderCover(covers[3]!), renderCover(covers[3]!)]);
    expect(again[0]!.equals(again[1]!)).toBe(true);
  }, 120_000);
});
