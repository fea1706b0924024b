/**
 * The compositions of the generated covers. Each layout draws a whole 800 × 1200 cover
 * from the story's title, author, three-colour palette and emblem; the layouts differ in
 * composition and type (serif, italic serif, condensed capitals, spaced capitals) so a
 * shelf of demo books does not look like one template repeated.
 */
import { contrast, inkOn, luminance, mix, NIGHT, PAPER, readableSurface } from './cover-colour';
import { placeEmblem, type CoverEmblem } from './cover-emblems';
import { fitTitle, lineSvg, titleSvg } from './cover-text';

export const W = 800;
export const H = 1200;

export interface CoverSpec {
  title: string;
  author: string;
  /** [background, second colour, accent] as #rrggbb. */
  palette: readonly [string, string, string];
  emblem: CoverEmblem;
}

export interface LayoutResult {
  svg: string;
  /** Title colour and the colour behind it, for the contrast check in the tests. */
  titleInk: string;
  titleSurface: string;
  titleTruncated: boolean;
}

type Layout = (spec: CoverSpec, rand: () => number) => LayoutResult;

/** Emblem colour on `surface`: a palette colour that stands out, else plain light or dark. */
const emblemInk = (surface: string, candidates: readonly string[]): string => inkOn(surface, candidates, 2.2);

const byLuminance = (palette: readonly string[]) => [...palette].sort((a, b) => luminance(a) - luminance(b));

function stars(rand: () => number, n: number, yMax: number, colour: string): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    out += `<circle cx="${(20 + rand() * 760).toFixed(0)}" cy="${(20 + rand() * yMax).toFixed(0)}" r="${(1 + rand() * 2.2).toFixed(1)}" fill="${colour}" opacity="${(0.3 + rand() * 0.6).toFixed(2)}"/>`;
  }
  return out;
}

/** Full-bleed scene: sky, the emblem as the subject, hills, title on a dark band below. */
const scene: Layout = ({ title, author, palette, emblem }, rand) => {
  const [sky, ground, accent] = palette;
  const [darkest, , lightest] = byLuminance(palette);
  const horizon = mix(sky, ground, 0.7);
  const band = mix(darkest!, '#000000', 0.45);
  const hillFar = mix(ground, band, 0.35);
  const hillNear = mix(ground, band, 0.7);
  const subject = emblemInk(horizon, [accent, lightest!, darkest!]);
  const ink = inkOn(band, [accent, lightest!]);
  const fitted = fitTitle(title, { face: 'serif', maxWidth: 680, maxHeight: 190, maxLines: 3, maxSize: 84, minSize: 40, leading: 1.14 });
  const top = 900 + (190 - fitted.height) / 2 - 14;
  return {
    titleInk: ink,
    titleSurface: band,
    titleTruncated: fitted.truncated,
    svg: `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${horizon}"/></linearGradient>
      <radialGradient id="halo"><stop offset="0" stop-color="${subject}" stop-opacity="0.35"/><stop offset="1" stop-color="${subject}" stop-opacity="0"/></radialGradient></defs>
      <rect width="${W}" height="${H}" fill="url(#sky)"/>
      ${luminance(sky) < 0.2 ? stars(rand, 60, 700, '#ffffff') : ''}
      <circle cx="400" cy="430" r="330" fill="url(#halo)"/>
      ${placeEmblem(emblem, 180, 200, 440, { fg: subject, cut: horizon, accent: luminance(subject) > 0.5 ? mix(subject, darkest!, 0.45) : mix(subject, '#ffffff', 0.5) })}
      <path d="M0,760 C160,700 300,730 420,760 S680,720 800,740 V${H} H0 Z" fill="${hillFar}"/>
      <path d="M0,830 C200,790 420,850 560,820 S760,790 800,800 V${H} H0 Z" fill="${hillNear}"/>
      <rect y="860" width="${W}" height="340" fill="${band}"/>
      <rect x="60" y="872" width="680" height="2" fill="${ink}" opacity="0.4"/>
      ${titleSvg(fitted, { x: 400, top, anchor: 'middle', face: 'serif', fill: ink })}
      ${lineSvg(author, { x: 400, y: 1144, anchor: 'middle', face: 'sans', fill: ink, size: 26, maxWidth: 640, caps: true, tracking: 0.22, opacity: 0.85 })}`,
  };
};

/** Classic hardback: plain cloth colour, double frame with corner ornaments, a medallion. */
const framed: Layout = ({ title, author, palette, emblem }) => {
  const [, second, accent] = palette;
  const cloth = readableSurface(palette[0]);
  const [darkest, , lightest] = byLuminance(palette);
  const line = emblemInk(cloth, [accent, lightest!, darkest!]);
  const ink = inkOn(cloth, [accent, lightest!, darkest!]);
  const medal = mix(cloth, second, 0.45);
  const fitted = fitTitle(title, { face: 'serif', maxWidth: 580, maxHeight: 300, maxLines: 4, maxSize: 80, minSize: 38, leading: 1.16 });
  const top = 150 + (300 - fitted.height) / 2;
  const corner = (x: number, y: number, sx: number, sy: number) =>
    `<g transform="translate(${x} ${y}) scale(${sx} ${sy})"><path d="M0,70 V0 H70" fill="none" stroke="${line}" stroke-width="4"/><circle cx="22" cy="22" r="9" fill="${line}"/><path d="M38,10 Q22,22 10,38" fill="none" stroke="${line}" stroke-width="2"/></g>`;
  return {
    titleInk: ink,
    titleSurface: cloth,
    titleTruncated: fitted.truncated,
    svg: `<rect width="${W}" height="${H}" fill="${cloth}"/>
      <rect x="44" y="44" width="712" height="1112" fill="none" stroke="${line}" stroke-width="3"/>
      <rect x="58" y="58" width="684" height="1084" fill="none" stroke="${line}" stroke-width="1.5" opacity="0.7"/>
      ${corner(70, 70, 1, 1)}${corner(730, 70, -1, 1)}${corner(70, 1130, 1, -1)}${corner(730, 1130, -1, -1)}
      ${titleSvg(fitted, { x: 400, top, anchor: 'middle', face: 'serif', fill: ink })}
      <path d="M290,492 H370 M430,492 H510" stroke="${line}" stroke-width="2"/><polygon points="400,480 412,492 400,504 388,492" fill="${line}"/>
      <circle cx="400" cy="760" r="200" fill="${medal}"/>
      <circle cx="400" cy="760" r="200" fill="none" stroke="${line}" stroke-width="4"/>
      <circle cx="400" cy="760" r="184" fill="none" stroke="${line}" stroke-width="1.5" stroke-dasharray="3 7"/>
      ${placeEmblem(emblem, 260, 620, 280, { fg: emblemInk(medal, [accent, lightest!, darkest!]), cut: medal, accent: emblemInk(medal, [lightest!, darkest!, accent]) })}
      ${lineSvg(author, { x: 400, y: 1060, anchor: 'middle', face: 'serifItalic', fill: ink, size: 36, maxWidth: 560 })}`,
  };
};

/** Big condensed capitals over a flat colour; the emblem stays small in a corner. */
const typographic: Layout = ({ title, author, palette, emblem }) => {
  const [, second, accent] = palette;
  const ground = readableSurface(palette[0]);
  const [darkest, , lightest] = byLuminance(palette);
  const ink = inkOn(ground, [lightest!, darkest!, accent]);
  const bar = emblemInk(ground, [accent, second, ink]);
  const disc = mix(ground, bar, 0.2);
  const fitted = fitTitle(title, { face: 'condensed', maxWidth: 660, maxHeight: 560, maxLines: 5, maxSize: 170, minSize: 56, leading: 1.0, caps: true });
  const barY = Math.round(110 + fitted.height + 50);
  return {
    titleInk: ink,
    titleSurface: ground,
    titleTruncated: fitted.truncated,
    svg: `<rect width="${W}" height="${H}" fill="${ground}"/>
      <rect x="0" y="0" width="${W}" height="40" fill="${bar}"/>
      ${titleSvg(fitted, { x: 66, top: 110, anchor: 'start', face: 'condensed', fill: ink })}
      <rect x="70" y="${barY}" width="140" height="14" fill="${bar}"/>
      ${lineSvg(author, { x: 70, y: barY + 66, anchor: 'start', face: 'sans', fill: ink, size: 28, maxWidth: 340, caps: true, tracking: 0.12, weight: 'bold' })}
      <circle cx="640" cy="990" r="270" fill="${disc}"/>
      <circle cx="640" cy="990" r="300" fill="none" stroke="${bar}" stroke-width="3" opacity="0.6"/>
      ${placeEmblem(emblem, 460, 810, 330, { fg: emblemInk(disc, [bar, ink]), cut: disc, accent: ground })}`,
  };
};

/** Two colour fields: the emblem large above, the title in a sans face below. */
const split: Layout = ({ title, author, palette, emblem }) => {
  const [upper, second, accent] = palette;
  const [darkest, , lightest] = byLuminance(palette);
  // The lower field needs to read as a second colour: the palette's second, else its accent.
  const lower = readableSurface(
    contrast(upper, second) >= 1.4 ? second : contrast(upper, accent) >= 1.4 ? accent : mix(upper, luminance(upper) > 0.4 ? NIGHT : PAPER, 0.6),
  );
  const ink = inkOn(lower, [lightest!, darkest!, accent]);
  const fitted = fitTitle(title, { face: 'sans', maxWidth: 660, maxHeight: 250, maxLines: 3, maxSize: 88, minSize: 40, leading: 1.12 });
  return {
    titleInk: ink,
    titleSurface: lower,
    titleTruncated: fitted.truncated,
    svg: `<rect width="${W}" height="${H}" fill="${upper}"/>
      <circle cx="400" cy="400" r="250" fill="${mix(upper, lower, 0.2)}"/>
      ${placeEmblem(emblem, 190, 190, 420, { fg: emblemInk(mix(upper, lower, 0.2), [accent, lower, darkest!, lightest!]), cut: mix(upper, lower, 0.2), accent: emblemInk(upper, [lower, lightest!, darkest!]) })}
      <rect y="720" width="${W}" height="480" fill="${lower}"/>
      <rect y="708" width="${W}" height="12" fill="${accent}"/>
      ${titleSvg(fitted, { x: 70, top: 790, anchor: 'start', face: 'sans', fill: ink })}
      ${lineSvg(author, { x: 70, y: 1126, anchor: 'start', face: 'sans', fill: ink, size: 28, maxWidth: 660, caps: true, tracking: 0.16, opacity: 0.9 })}`,
  };
};

/** Abstract shapes in the palette behind a light label with the title and a small emblem. */
const abstract: Layout = ({ title, author, palette, emblem }, rand) => {
  const [ground, second, accent] = palette;
  const [darkest] = byLuminance(palette);
  let shapes = '';
  for (let i = 0; i < 7; i++) {
    const fill = [second, accent, mix(second, accent, 0.5)][i % 3];
    const x = rand() * W;
    const y = rand() * H;
    const r = 120 + rand() * 260;
    shapes += i % 3 === 2
      ? `<rect x="${(x - r / 2).toFixed(0)}" y="${(y - r / 2).toFixed(0)}" width="${r.toFixed(0)}" height="${r.toFixed(0)}" transform="rotate(${(rand() * 90).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})" fill="${fill}" opacity="${(0.55 + rand() * 0.35).toFixed(2)}"/>`
      : `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${fill}" opacity="${(0.5 + rand() * 0.4).toFixed(2)}"/>`;
  }
  const label = mix(PAPER, ground, 0.06);
  const ink = inkOn(label, [darkest!, ground, second]);
  const fitted = fitTitle(title, { face: 'serif', maxWidth: 540, maxHeight: 220, maxLines: 3, maxSize: 72, minSize: 36, leading: 1.14 });
  const top = 560 + (220 - fitted.height) / 2;
  return {
    titleInk: ink,
    titleSurface: label,
    titleTruncated: fitted.truncated,
    svg: `<rect width="${W}" height="${H}" fill="${ground}"/>${shapes}
      <path d="M0,${(300 + rand() * 600).toFixed(0)} Q400,${(rand() * 1200).toFixed(0)} 800,${(300 + rand() * 600).toFixed(0)}" fill="none" stroke="${accent}" stroke-width="10" opacity="0.8"/>
      <rect x="100" y="360" width="600" height="540" fill="${label}"/>
      <rect x="112" y="372" width="576" height="516" fill="none" stroke="${ink}" stroke-width="1.5" opacity="0.5"/>
      ${placeEmblem(emblem, 340, 410, 120, { fg: emblemInk(label, [accent, second, darkest!]), cut: label, accent: emblemInk(label, [second, darkest!]) })}
      ${titleSvg(fitted, { x: 400, top, anchor: 'middle', face: 'serif', fill: ink })}
      ${lineSvg(author, { x: 400, y: 850, anchor: 'middle', face: 'sans', fill: ink, size: 24, maxWidth: 520, caps: true, tracking: 0.2 })}`,
  };
};

/** Quiet modern cover: pale paper, one emblem, spaced capitals. */
const minimal: Layout = ({ title, author, palette, emblem }) => {
  const [ground, second, accent] = palette;
  const [darkest] = byLuminance(palette);
  const paper = mix(ground, '#ffffff', luminance(ground) > 0.6 ? 0.35 : 0.86);
  const ink = inkOn(paper, [darkest!, ground, second, accent]);
  const fitted = fitTitle(title, { face: 'sans', maxWidth: 620, maxHeight: 260, maxLines: 3, maxSize: 68, minSize: 32, leading: 1.4, caps: true, tracking: 0.12 });
  return {
    titleInk: ink,
    titleSurface: paper,
    titleTruncated: fitted.truncated,
    svg: `<rect width="${W}" height="${H}" fill="${paper}"/>
      ${placeEmblem(emblem, 210, 170, 380, { fg: emblemInk(paper, [accent, second, darkest!]), cut: paper, accent: emblemInk(paper, [darkest!, second, accent]) })}
      <rect x="360" y="630" width="80" height="4" fill="${ink}"/>
      ${titleSvg(fitted, { x: 400 + fitted.tracking / 2, top: 700, anchor: 'middle', face: 'sans', fill: ink })}
      ${lineSvg(author, { x: 400, y: 1090, anchor: 'middle', face: 'serifItalic', fill: ink, size: 36, maxWidth: 600 })}`,
  };
};

/** The emblem repeated as a wallpaper pattern around an arched plate with an italic title. */
const pattern: Layout = ({ title, author, palette, emblem }) => {
  const [ground, second, accent] = palette;
  const [darkest, , lightest] = byLuminance(palette);
  const tile = emblemInk(ground, [accent, second, lightest!, darkest!]);
  let tiles = '';
  for (let row = 0; row < 8; row++) {
    for (let col = -1; col < 5; col++) {
      const x = col * 180 + (row % 2 ? 90 : 0) + 20;
      tiles += placeEmblem(emblem, x, row * 160 - 30, 110, { fg: tile, cut: ground, accent: tile }, 0.3);
    }
  }
  const plate = readableSurface(contrast(second, ground) >= 1.5 ? second : mix(ground, luminance(ground) > 0.4 ? NIGHT : PAPER, 0.55));
  const ink = inkOn(plate, [accent, lightest!, darkest!]);
  const fitted = fitTitle(title, { face: 'serifItalic', maxWidth: 440, maxHeight: 330, maxLines: 4, maxSize: 76, minSize: 34, leading: 1.16 });
  const top = 420 + (330 - fitted.height) / 2;
  return {
    titleInk: ink,
    titleSurface: plate,
    titleTruncated: fitted.truncated,
    svg: `<rect width="${W}" height="${H}" fill="${ground}"/>${tiles}
      <path d="M130,960 V400 A270,270 0 0 1 670,400 V960 Z" fill="${plate}"/>
      <path d="M148,942 V400 A252,252 0 0 1 652,400 V942 Z" fill="none" stroke="${ink}" stroke-width="2" opacity="0.7"/>
      ${placeEmblem(emblem, 350, 200, 100, { fg: ink, cut: plate, accent: ink })}
      ${titleSvg(fitted, { x: 400, top, anchor: 'middle', face: 'serifItalic', fill: ink })}
      <path d="M340,808 H460" stroke="${ink}" stroke-width="2"/>
      ${lineSvg(author, { x: 400, y: 870, anchor: 'middle', face: 'serif', fill: ink, size: 30, maxWidth: 440 })}`,
  };
};

export const LAYOUTS = { scene, framed, typographic, split, abstract, minimal, pattern } satisfies Record<string, Layout>;

export type CoverLayout = keyof typeof LAYOUTS;

export const LAYOUT_NAMES = Object.keys(LAYOUTS) as CoverLayout[];
