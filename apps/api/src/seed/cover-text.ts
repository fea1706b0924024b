/**
 * Type for the generated covers: font stacks, text measurement and title fitting.
 *
 * Covers are rasterised by sharp's librsvg, which takes fonts from fontconfig, so only
 * installed faces can be used (no web fonts). Every stack starts with DejaVu (Debian's
 * default, with all Turkish glyphs) and falls back to Liberation, then the generic family.
 * Widths are the advance widths of the DejaVu faces, read from the TTF files (thousandths
 * of an em); Liberation is narrower, so a title that fits in DejaVu fits in the fallback.
 */

export type FontFace = 'serif' | 'serifItalic' | 'sans' | 'condensed';

export const FONT_FAMILY: Record<FontFace, string> = {
  serif: 'DejaVu Serif, Liberation Serif, serif',
  serifItalic: 'DejaVu Serif, Liberation Serif, serif',
  sans: 'DejaVu Sans, Liberation Sans, sans-serif',
  condensed: 'DejaVu Sans Condensed, Liberation Sans Narrow, sans-serif',
};

const CHARSET = " !\"&'(),-.0123456789:;?ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzÇÖÜçöüĞğİıŞş–…’";
const SERIF_BOLD =
  '348,439,521,903,306,473,473,348,415,348,696,696,696,696,696,696,696,696,696,696,369,369,586,776,845,796,867,762,710,854,945,468,473,869,703,1107,914,871,752,871,831,722,744,872,776,1123,776,714,730,648,699,609,699,636,430,699,727,380,362,693,380,1058,727,667,699,699,527,563,462,727,581,861,596,581,568,796,871,872,609,667,727,854,699,468,380,722,563,500,1000,348';
const SANS_BOLD =
  '348,456,521,872,306,457,457,380,415,380,696,696,696,696,696,696,696,696,696,696,400,400,580,774,762,734,830,683,683,821,837,372,372,775,637,995,837,850,733,850,770,720,682,812,774,1103,771,724,725,675,716,593,716,678,435,716,712,343,343,665,343,1042,712,687,716,716,493,595,478,712,652,924,645,652,582,734,850,812,593,687,712,821,716,372,343,720,595,500,1000,380';
const CONDENSED_BOLD =
  '313,410,469,785,275,411,411,342,374,342,626,626,626,626,626,626,626,626,626,626,360,360,522,696,686,660,747,615,615,738,753,334,334,697,573,896,753,765,659,765,693,648,614,730,696,993,694,651,652,607,644,533,644,610,391,644,641,308,308,598,308,938,641,618,644,644,444,536,430,641,586,831,580,586,523,660,765,730,533,618,641,738,644,334,308,648,536,450,900,342';

function table(widths: string): Map<string, number> {
  const values = widths.split(',').map(Number);
  return new Map([...CHARSET].map((ch, i) => [ch, values[i]!]));
}

const WIDTHS: Record<FontFace, Map<string, number>> = {
  serif: table(SERIF_BOLD),
  serifItalic: table(SERIF_BOLD),
  sans: table(SANS_BOLD),
  condensed: table(CONDENSED_BOLD),
};

/** Width in pixels of `text` set in the bold `face` at `size`, with `tracking` px between letters. */
export function textWidth(text: string, face: FontFace, size: number, tracking = 0): number {
  const widths = WIDTHS[face];
  let em = 0;
  // An unlisted character (an emoji, a rare letter) is counted as the widest capital.
  for (const ch of text) em += widths.get(ch) ?? 1110;
  return (em / 1000) * size + tracking * Math.max(0, [...text].length - 1);
}

/** Turkish-aware capitals (i → İ, ı → I). */
export const upperTr = (text: string): string => text.toLocaleUpperCase('tr-TR');

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export interface TitleBox {
  face: FontFace;
  maxWidth: number;
  maxHeight: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
  /** Line advance as a multiple of the font size. */
  leading: number;
  caps?: boolean;
  /** Letter spacing as a multiple of the font size. */
  tracking?: number;
}

export interface FittedTitle {
  lines: string[];
  size: number;
  lineHeight: number;
  tracking: number;
  /** Height of the block from the first baseline's cap top to the last baseline. */
  height: number;
  /** True when even the smallest size needed the title cut with an ellipsis. */
  truncated: boolean;
}

/** Greedy word wrap by measured width; null when a word alone is too wide or lines run out. */
function wrap(words: readonly string[], fits: (line: string) => boolean, maxLines: number): string[] | null {
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (!fits(word)) return null;
    const next = current ? `${current} ${word}` : word;
    if (fits(next)) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines.length <= maxLines ? lines : null;
}

/**
 * The largest size at which the title fits the box, wrapped on word boundaries. Lines are
 * then balanced (the wrap width shrinks while the line count holds) so a two-line title
 * does not leave one orphan word on its last line.
 */
export function fitTitle(title: string, box: TitleBox): FittedTitle {
  const text = box.caps ? upperTr(title.trim()) : title.trim();
  const words = text.split(/\s+/).filter(Boolean);
  for (let size = box.maxSize; size >= box.minSize; size -= 2) {
    const tracking = (box.tracking ?? 0) * size;
    const lineHeight = Math.round(size * box.leading);
    const measure = (line: string) => textWidth(line, box.face, size, tracking);
    let lines = wrap(words, (l) => measure(l) <= box.maxWidth, box.maxLines);
    if (!lines) continue;
    const height = size * 0.74 + lineHeight * (lines.length - 1);
    if (height > box.maxHeight) continue;
    for (let width = box.maxWidth - 10; lines.length > 1 && width > box.maxWidth * 0.5; width -= 10) {
      const tighter = wrap(words, (l) => measure(l) <= width, lines.length);
      if (!tighter || tighter.length !== lines.length) break;
      lines = tighter;
    }
    return { lines, size, lineHeight, tracking, height, truncated: false };
  }
  // Nothing fits: cut at the smallest size, character by character.
  const size = box.minSize;
  const tracking = (box.tracking ?? 0) * size;
  const lineHeight = Math.round(size * box.leading);
  const lines: string[] = [];
  let rest = text;
  while (rest && lines.length < box.maxLines) {
    let n = rest.length;
    while (n > 1 && textWidth(rest.slice(0, n), box.face, size, tracking) > box.maxWidth) n -= 1;
    lines.push(rest.slice(0, n).trim());
    rest = rest.slice(n).trim();
  }
  if (rest) lines[lines.length - 1] = `${lines[lines.length - 1]!.slice(0, -1)}…`;
  return { lines, size, lineHeight, tracking, height: size * 0.74 + lineHeight * (lines.length - 1), truncated: true };
}

export type Anchor = 'start' | 'middle' | 'end';

/** SVG <text> elements for fitted lines; `top` is the cap top of the first line. */
export function titleSvg(
  fitted: FittedTitle,
  opts: { x: number; top: number; anchor: Anchor; face: FontFace; fill: string; weight?: 'bold' | 'normal' },
): string {
  const style = opts.face === 'serifItalic' ? ' font-style="italic"' : '';
  const spacing = fitted.tracking ? ` letter-spacing="${fitted.tracking.toFixed(1)}"` : '';
  return fitted.lines
    .map((line, i) => {
      const y = Math.round(opts.top + fitted.size * 0.74 + i * fitted.lineHeight);
      return `<text x="${opts.x}" y="${y}" text-anchor="${opts.anchor}" font-family="${FONT_FAMILY[opts.face]}" font-size="${fitted.size}" font-weight="${opts.weight ?? 'bold'}"${style}${spacing} fill="${opts.fill}">${escapeXml(line)}</text>`;
    })
    .join('');
}

/** One line of small text (author names), shrunk until it fits `maxWidth`. */
export function lineSvg(
  text: string,
  opts: { x: number; y: number; anchor: Anchor; face: FontFace; fill: string; size: number; maxWidth: number; caps?: boolean; tracking?: number; weight?: 'bold' | 'normal'; opacity?: number },
): string {
  const shown = opts.caps ? upperTr(text.trim()) : text.trim();
  let size = opts.size;
  const track = (s: number) => (opts.tracking ?? 0) * s;
  while (size > 12 && textWidth(shown, opts.face, size, track(size)) > opts.maxWidth) size -= 1;
  const style = opts.face === 'serifItalic' ? ' font-style="italic"' : '';
  const spacing = opts.tracking ? ` letter-spacing="${track(size).toFixed(1)}"` : '';
  const opacity = opts.opacity !== undefined ? ` fill-opacity="${opts.opacity}"` : '';
  // With letter-spacing, librsvg adds the space after the last glyph too: shift centred text back.
  const x = opts.tracking && opts.anchor === 'middle' ? opts.x + track(size) / 2 : opts.x;
  return `<text x="${x.toFixed(1)}" y="${opts.y}" text-anchor="${opts.anchor}" font-family="${FONT_FAMILY[opts.face]}" font-size="${size}" font-weight="${opts.weight ?? 'normal'}"${style}${spacing} fill="${opts.fill}"${opacity}>${escapeXml(shown)}</text>`;
}
