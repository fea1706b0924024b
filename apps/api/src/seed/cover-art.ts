/**
 * Generated book covers for the demo seed.
 *
 * Builds an 800×1200 SVG (gradient background, a geometric motif, the title
 * in a serif face, the author's name in small capitals, a thin border) and
 * renders it to JPEG with sharp. No external assets are needed; the only
 * requirement is a serif font with Turkish glyphs (DejaVu Serif preferred).
 */
import sharp from 'sharp';

export interface CoverOptions {
  title: string;
  author: string;
  palette: readonly [string, string, string];
  motif: string;
}

const W = 800;
const H = 1200;
const FONT = 'DejaVu Serif, Georgia, serif';

/** Escape the five XML special characters. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Small deterministic PRNG (mulberry32) so a title always yields the same cover. */
function rng(seedText: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seedText.length; i++) {
    h ^= seedText.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normHex(c: string, fallback: string): string {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(c.trim());
  if (!m) return fallback;
  let hex = m[1]!;
  if (hex.length === 3) hex = hex.split('').map((ch) => ch + ch).join('');
  return `#${hex.toLowerCase()}`;
}

function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * ch[0]! + 0.7152 * ch[1]! + 0.0722 * ch[2]!;
}

/** Linear mix of two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = [16, 8, 0].map((sh) => {
    const va = (pa >> sh) & 255;
    const vb = (pb >> sh) & 255;
    return Math.round(va + (vb - va) * t);
  });
  return `#${ch.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Split the title into at most `maxLines` lines of at most `maxChars` characters. */
function wrap(text: string, maxChars: number, maxLines: number): string[] | null {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    if (w.length > maxChars) return null;
    const next = cur ? `${cur} ${w}` : w;
    if (next.length <= maxChars) cur = next;
    else {
      lines.push(cur);
      cur = w;
    }
  }
  if (cur) lines.push(cur);
  return lines.length <= maxLines ? lines : null;
}

/** Choose the largest font size whose wrapped title fits in 4 lines. */
function layoutTitle(title: string): { lines: string[]; size: number } {
  const maxWidth = 620;
  const maxBlock = 380; // vertical room for the title above the motif
  for (let size = 100; size >= 40; size -= 4) {
    // Bold DejaVu Serif averages ~0.64em per glyph for mixed-case Turkish text.
    const maxChars = Math.floor(maxWidth / (size * 0.64));
    const lines = wrap(title, maxChars, 4);
    if (lines && size * (1 + 1.16 * (lines.length - 1)) <= maxBlock) return { lines, size };
  }
  // Very long title: hard-truncate into 4 lines at the smallest size.
  const maxChars = Math.floor(maxWidth / (40 * 0.64));
  const lines: string[] = [];
  let rest = title.trim();
  while (rest && lines.length < 4) {
    lines.push(rest.slice(0, maxChars));
    rest = rest.slice(maxChars).trim();
  }
  if (rest) lines[3] = `${lines[3]!.slice(0, maxChars - 1)}…`;
  return { lines, size: 40 };
}

const star4 = (cx: number, cy: number, r: number): string =>
  `M${cx},${cy - r} Q${cx},${cy} ${cx + r},${cy} Q${cx},${cy} ${cx},${cy + r} Q${cx},${cy} ${cx - r},${cy} Q${cx},${cy} ${cx},${cy - r}Z`;

function starfield(rand: () => number, n: number, color: string, yMin = 40, yMax = H - 40): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = 40 + rand() * (W - 80);
    const y = yMin + rand() * (yMax - yMin);
    const r = 0.8 + rand() * 2.2;
    out += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${color}" opacity="${(0.25 + rand() * 0.6).toFixed(2)}"/>`;
  }
  return out;
}

/** The motif artwork; drawn mostly in the lower two thirds so the title stays legible. */
function motifSvg(motif: string, bg1In: string, bg2: string, accent: string, rand: () => number): string {
  const cx = W / 2;
  // Silhouettes (mountains, skyline, trunk) need contrast: on light palettes darken them.
  const bg1 = luminance(bg1In) < 0.3 ? bg1In : mix(bg2, '#000000', 0.45);
  switch (motif) {
    case 'moon': {
      const cy = 760;
      return `
        ${starfield(rand, 70, '#ffffff', 60, 1000)}
        <circle cx="${cx}" cy="${cy}" r="250" fill="url(#glow)"/>
        <circle cx="${cx}" cy="${cy}" r="165" fill="${accent}"/>
        <circle cx="${cx + 70}" cy="${cy - 40}" r="150" fill="${bg2}"/>
        <circle cx="${cx}" cy="${cy}" r="205" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="2"/>
        <path d="${star4(cx + 190, cy - 170, 22)}" fill="${accent}"/>
        <path d="${star4(cx - 210, cy + 140, 14)}" fill="${accent}" opacity="0.8"/>`;
    }
    case 'waves': {
      let out = `<circle cx="${cx + 150}" cy="640" r="110" fill="${accent}" opacity="0.85"/>`;
      for (let i = 0; i < 7; i++) {
        const y = 700 + i * 62;
        const amp = 26 + i * 4;
        const op = (0.25 + i * 0.1).toFixed(2);
        const shift = (i % 2) * 70;
        let d = `M-100,${y}`;
        for (let x = -100 + shift; x <= W + 200; x += 200) {
          d += ` Q${x + 50},${y - amp} ${x + 100},${y} T${x + 200},${y}`;
        }
        d += ` L${W + 100},${H} L-100,${H} Z`;
        out += `<path d="${d}" fill="${i % 2 ? bg1 : accent}" opacity="${op}"/>`;
      }
      return out;
    }
    case 'mountain': {
      return `
        ${starfield(rand, 30, '#ffffff', 60, 560)}
        <circle cx="${cx + 120}" cy="660" r="95" fill="${accent}" opacity="0.9"/>
        <polygon points="-40,1200 230,690 420,1200" fill="${bg1}" opacity="0.55"/>
        <polygon points="160,1200 470,620 800,1200" fill="${bg1}" opacity="0.75"/>
        <polygon points="470,620 420,714 458,700 492,736 520,690" fill="#ffffff" opacity="0.8"/>
        <polygon points="420,1200 660,780 880,1200" fill="${bg1}" opacity="0.6"/>
        <polygon points="-40,1200 120,900 300,1080 470,860 640,1040 840,880 840,1200" fill="${bg1}"/>
        <path d="M-40,1040 Q200,980 400,1050 T840,1010" fill="none" stroke="${accent}" stroke-opacity="0.4" stroke-width="3"/>`;
    }
    case 'stars': {
      let out = starfield(rand, 160, '#ffffff', 40, 1160);
      // A little constellation.
      const pts: [number, number][] = [
        [180, 720], [290, 660], [400, 740], [520, 690], [610, 800], [470, 880], [330, 850],
      ];
      out += `<polyline points="${pts.map((p) => p.join(',')).join(' ')}" fill="none" stroke="${accent}" stroke-opacity="0.55" stroke-width="2"/>`;
      for (const [x, y] of pts) {
        out += `<circle cx="${x}" cy="${y}" r="16" fill="${accent}" opacity="0.18"/><circle cx="${x}" cy="${y}" r="6" fill="${accent}"/>`;
      }
      out += `<path d="${star4(600, 600, 40)}" fill="${accent}"/><path d="${star4(200, 930, 26)}" fill="${accent}" opacity="0.8"/>`;
      return out;
    }
    case 'sun': {
      const cy = 810;
      let rays = '';
      for (let i = 0; i < 36; i++) {
        const a = (i / 36) * Math.PI * 2;
        const r1 = 170;
        const r2 = i % 2 ? 225 : 270;
        rays += `<line x1="${(cx + Math.cos(a) * r1).toFixed(1)}" y1="${(cy + Math.sin(a) * r1).toFixed(1)}" x2="${(cx + Math.cos(a) * r2).toFixed(1)}" y2="${(cy + Math.sin(a) * r2).toFixed(1)}" stroke="${accent}" stroke-width="${i % 2 ? 3 : 6}" stroke-linecap="round" opacity="0.85"/>`;
      }
      return `
        <circle cx="${cx}" cy="${cy}" r="330" fill="url(#glow)"/>
        ${rays}
        <circle cx="${cx}" cy="${cy}" r="150" fill="${accent}"/>
        <circle cx="${cx}" cy="${cy}" r="115" fill="none" stroke="${bg1}" stroke-opacity="0.35" stroke-width="3"/>
        <rect x="0" y="1040" width="${W}" height="160" fill="${bg1}" opacity="0.55"/>`;
    }
    case 'tree': {
      let leaves = '';
      for (let i = 0; i < 60; i++) {
        const a = rand() * Math.PI * 2;
        const d = Math.sqrt(rand()) * 185;
        const x = cx + Math.cos(a) * d * 1.15;
        const y = 760 + Math.sin(a) * d * 0.75;
        leaves += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(18 + rand() * 34).toFixed(1)}" fill="${i % 3 ? accent : bg1}" opacity="${(0.35 + rand() * 0.5).toFixed(2)}"/>`;
      }
      return `
        <circle cx="${cx}" cy="780" r="300" fill="url(#glow)"/>
        <path d="M${cx - 26},1080 C${cx - 20},960 ${cx - 10},880 ${cx - 6},800 L${cx + 6},800 C${cx + 10},880 ${cx + 20},960 ${cx + 26},1080 Z" fill="${bg1}"/>
        <path d="M${cx},900 C${cx - 60},850 ${cx - 120},830 ${cx - 170},800" stroke="${bg1}" stroke-width="14" fill="none" stroke-linecap="round"/>
        <path d="M${cx},870 C${cx + 60},830 ${cx + 120},800 ${cx + 160},770" stroke="${bg1}" stroke-width="12" fill="none" stroke-linecap="round"/>
        ${leaves}
        <path d="M80,1080 Q${cx},1050 720,1080" stroke="${accent}" stroke-opacity="0.6" stroke-width="3" fill="none"/>`;
    }
    case 'city': {
      let out = `<circle cx="${cx - 150}" cy="640" r="80" fill="${accent}" opacity="0.85"/>`;
      out += starfield(rand, 40, '#ffffff', 60, 600);
      const layers: [number, number, string][] = [
        [760, 0.45, bg1],
        [840, 1, bg1],
      ];
      for (const [base, op, col] of layers) {
        let x = 20;
        while (x < W - 20) {
          const w = 50 + Math.floor(rand() * 70);
          const h = base === 760 ? 200 + rand() * 260 : 120 + rand() * 200;
          const top = H - 80 - h - (base === 760 ? 120 : 0);
          out += `<rect x="${x}" y="${top.toFixed(0)}" width="${w}" height="${(h + 200).toFixed(0)}" fill="${col}" opacity="${op}"/>`;
          if (op === 1) {
            for (let wy = top + 18; wy < H - 110; wy += 28) {
              for (let wx = x + 10; wx < x + w - 14; wx += 18) {
                if (rand() < 0.35) out += `<rect x="${wx}" y="${wy.toFixed(0)}" width="8" height="12" fill="${accent}" opacity="${(0.5 + rand() * 0.5).toFixed(2)}"/>`;
              }
            }
          }
          x += w + 6;
        }
      }
      // A minaret-like spire for a touch of Istanbul.
      out += `<rect x="600" y="700" width="18" height="420" fill="${bg1}"/><polygon points="596,700 622,700 609,640" fill="${bg1}"/><rect x="590" y="780" width="38" height="10" fill="${bg1}"/>`;
      return out;
    }
    case 'key': {
      const cy = 760;
      return `
        <circle cx="${cx}" cy="${cy}" r="300" fill="url(#glow)"/>
        <g transform="rotate(-35 ${cx} ${cy})">
          <circle cx="${cx - 170}" cy="${cy}" r="95" fill="none" stroke="${accent}" stroke-width="30"/>
          <circle cx="${cx - 170}" cy="${cy}" r="40" fill="none" stroke="${accent}" stroke-width="8" opacity="0.6"/>
          <rect x="${cx - 80}" y="${cy - 14}" width="330" height="28" rx="6" fill="${accent}"/>
          <rect x="${cx + 170}" y="${cy + 14}" width="24" height="70" fill="${accent}"/>
          <rect x="${cx + 212}" y="${cy + 14}" width="24" height="46" fill="${accent}"/>
          <rect x="${cx + 110}" y="${cy + 14}" width="20" height="36" fill="${accent}"/>
        </g>
        ${starfield(rand, 40, accent, 520, 1080)}`;
    }
    case 'heart': {
      const heart = (s: number, y: number): string =>
        `M${cx},${y + 90 * s} C${cx - 40 * s},${y + 40 * s} ${cx - 110 * s},${y + 10 * s} ${cx - 110 * s},${y - 45 * s} C${cx - 110 * s},${y - 100 * s} ${cx - 40 * s},${y - 120 * s} ${cx},${y - 70 * s} C${cx + 40 * s},${y - 120 * s} ${cx + 110 * s},${y - 100 * s} ${cx + 110 * s},${y - 45 * s} C${cx + 110 * s},${y + 10 * s} ${cx + 40 * s},${y + 40 * s} ${cx},${y + 90 * s} Z`;
      let petals = '';
      for (let i = 0; i < 26; i++) {
        const x = 60 + rand() * (W - 120);
        const y = 560 + rand() * 560;
        const r = 6 + rand() * 12;
        petals += `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${r.toFixed(1)}" ry="${(r * 0.55).toFixed(1)}" transform="rotate(${(rand() * 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})" fill="${accent}" opacity="${(0.3 + rand() * 0.5).toFixed(2)}"/>`;
      }
      return `
        <circle cx="${cx}" cy="800" r="320" fill="url(#glow)"/>
        ${petals}
        <path d="${heart(2.5, 800)}" fill="none" stroke="${accent}" stroke-opacity="0.3" stroke-width="2"/>
        <path d="${heart(2.1, 800)}" fill="none" stroke="${accent}" stroke-opacity="0.5" stroke-width="3"/>
        <path d="${heart(1.6, 800)}" fill="${accent}"/>
        <path d="M${cx - 60},${800 - 110} Q${cx - 120},${800 - 80} ${cx - 120},${800 - 20}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    }
    case 'feather': {
      let barbs = '';
      for (let i = 0; i < 26; i++) {
        const t = i / 25;
        const y = 1040 - t * 520;
        const x = cx - 60 + t * 120;
        const len = Math.sin(Math.PI * Math.min(1, t * 1.1 + 0.05)) * 120 + 20;
        barbs += `<path d="M${x.toFixed(0)},${y.toFixed(0)} q${(-len * 0.7).toFixed(0)},-10 ${(-len).toFixed(0)},-60" stroke="${accent}" stroke-width="3" fill="none" opacity="0.85"/>`;
        barbs += `<path d="M${x.toFixed(0)},${y.toFixed(0)} q${(len * 0.7).toFixed(0)},-10 ${len.toFixed(0)},-60" stroke="${accent}" stroke-width="3" fill="none" opacity="0.6"/>`;
      }
      return `<g transform="translate(40 110) scale(0.9)">
        <circle cx="${cx}" cy="780" r="300" fill="url(#glow)"/>
        <path d="M${cx - 60},1040 C${cx - 200},900 ${cx - 180},640 ${cx + 60},520 C${cx + 180},700 ${cx + 120},920 ${cx - 60},1040 Z" fill="${accent}" opacity="0.18"/>
        ${barbs}
        <path d="M${cx - 90},1100 Q${cx - 60},800 ${cx + 60},520" stroke="${accent}" stroke-width="6" fill="none" stroke-linecap="round"/>
        <circle cx="${cx - 90}" cy="1100" r="8" fill="${accent}"/></g>`;
    }
    case 'eye': {
      const cy = 780;
      let lashes = '';
      for (let i = 0; i < 13; i++) {
        const a = Math.PI + (i / 12) * Math.PI;
        const x1 = cx + Math.cos(a) * 290;
        const y1 = cy + Math.sin(a) * 150;
        const x2 = cx + Math.cos(a) * 360;
        const y2 = cy + Math.sin(a) * 230;
        lashes += `<line x1="${x1.toFixed(0)}" y1="${y1.toFixed(0)}" x2="${x2.toFixed(0)}" y2="${y2.toFixed(0)}" stroke="${accent}" stroke-width="4" stroke-linecap="round" opacity="0.8"/>`;
      }
      return `
        <circle cx="${cx}" cy="${cy}" r="330" fill="url(#glow)"/>
        ${lashes}
        <path d="M${cx - 300},${cy} Q${cx},${cy - 300} ${cx + 300},${cy} Q${cx},${cy + 300} ${cx - 300},${cy} Z" fill="${bg1}" stroke="${accent}" stroke-width="8"/>
        <circle cx="${cx}" cy="${cy}" r="112" fill="${accent}"/>
        <circle cx="${cx}" cy="${cy}" r="88" fill="none" stroke="${bg2}" stroke-opacity="0.5" stroke-width="4"/>
        <circle cx="${cx}" cy="${cy}" r="50" fill="${bg2}"/>
        <circle cx="${cx + 32}" cy="${cy - 34}" r="16" fill="#ffffff" opacity="0.85"/>
        <path d="M${cx - 300},${cy + 160} Q${cx},${cy + 260} ${cx + 300},${cy + 160}" stroke="${accent}" stroke-opacity="0.4" stroke-width="2" fill="none"/>`;
    }
    case 'compass': {
      const cy = 790;
      let ticks = '';
      for (let i = 0; i < 72; i++) {
        const a = (i / 72) * Math.PI * 2;
        const r1 = i % 9 === 0 ? 228 : 240;
        ticks += `<line x1="${(cx + Math.cos(a) * r1).toFixed(1)}" y1="${(cy + Math.sin(a) * r1).toFixed(1)}" x2="${(cx + Math.cos(a) * 252).toFixed(1)}" y2="${(cy + Math.sin(a) * 252).toFixed(1)}" stroke="${accent}" stroke-width="${i % 9 === 0 ? 4 : 2}"/>`;
      }
      const rose = (r: number, rot: number, fill: string, op: number): string => {
        const pts: string[] = [];
        for (let i = 0; i < 8; i++) {
          const a = rot + (i / 8) * Math.PI * 2 - Math.PI / 2;
          const rr = i % 2 === 0 ? r : r * 0.22;
          pts.push(`${(cx + Math.cos(a) * rr).toFixed(1)},${(cy + Math.sin(a) * rr).toFixed(1)}`);
        }
        return `<polygon points="${pts.join(' ')}" fill="${fill}" opacity="${op}"/>`;
      };
      return `
        <circle cx="${cx}" cy="${cy}" r="330" fill="url(#glow)"/>
        <circle cx="${cx}" cy="${cy}" r="262" fill="none" stroke="${accent}" stroke-width="5"/>
        <circle cx="${cx}" cy="${cy}" r="215" fill="none" stroke="${accent}" stroke-opacity="0.5" stroke-width="2"/>
        ${ticks}
        ${rose(170, Math.PI / 4, accent, 0.45)}
        ${rose(205, 0, accent, 1)}
        <circle cx="${cx}" cy="${cy}" r="16" fill="${bg1}" stroke="${accent}" stroke-width="4"/>
        <path d="M${cx - 360},1110 Q${cx - 100},1020 ${cx},1080 T${cx + 360},1040" stroke="${accent}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="10 12" fill="none"/>`;
    }
    default:
      return `${starfield(rand, 90, accent, 520, 1100)}<circle cx="${cx}" cy="800" r="160" fill="none" stroke="${accent}" stroke-width="6"/>`;
  }
}

/** Build the cover SVG (exported for tests and debugging). */
export function buildCoverSvg(opts: CoverOptions): string {
  const bg1 = normHex(opts.palette[0], '#1f2a44');
  const bg2 = normHex(opts.palette[1], '#3a2f5b');
  const accent = normHex(opts.palette[2], '#f2c14e');
  const rand = rng(`${opts.title}|${opts.author}|${opts.motif}`);

  // Pick a title colour that reads well on the upper part of the gradient.
  const light = luminance(bg1) < 0.35;
  const ink = light ? '#fdf8ef' : '#1b1b24';
  const shadow = light ? '#000000' : '#ffffff';

  const { lines, size } = layoutTitle(opts.title);
  const lineH = Math.round(size * 1.16);
  const blockTop = 120 + Math.max(0, (4 - lines.length) * lineH * 0.3);
  const titleSvg = lines
    .map(
      (line, i) =>
        `<text x="${W / 2}" y="${Math.round(blockTop + size + i * lineH)}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${ink}" filter="url(#soft)">${escapeXml(line)}</text>`,
    )
    .join('\n');
  const ruleY = Math.round(blockTop + size + (lines.length - 1) * lineH + 44);

  // Author in small capitals: upper case (Turkish-aware), tracked out, small.
  const author = escapeXml(opts.author.trim().toLocaleUpperCase('tr-TR'));
  const authorSize = author.length > 26 ? 24 : 30;

  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1">
      <stop offset="0" stop-color="${bg1}"/>
      <stop offset="1" stop-color="${bg2}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${accent}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${accent}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0.6" stop-color="#000000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.45"/>
    </radialGradient>
    <linearGradient id="titleShade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${bg1}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${bg1}" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="footShade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.55"/>
    </linearGradient>
    <filter id="soft" x="-10%" y="-10%" width="120%" height="140%">
      <feDropShadow dx="0" dy="3" stdDeviation="4" flood-color="${shadow}" flood-opacity="0.35"/>
    </filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${motifSvg(opts.motif, bg1, bg2, accent, rand)}
  <rect width="${W}" height="620" fill="url(#titleShade)"/>
  <rect y="980" width="${W}" height="220" fill="url(#footShade)"/>
  <rect width="${W}" height="${H}" fill="url(#vignette)"/>
  <rect x="28" y="28" width="${W - 56}" height="${H - 56}" fill="none" stroke="${accent}" stroke-opacity="0.55" stroke-width="2"/>
  <rect x="38" y="38" width="${W - 76}" height="${H - 76}" fill="none" stroke="${accent}" stroke-opacity="0.25" stroke-width="1"/>
  ${titleSvg}
  <line x1="${W / 2 - 70}" y1="${ruleY}" x2="${W / 2 + 70}" y2="${ruleY}" stroke="${accent}" stroke-width="3"/>
  <circle cx="${W / 2}" cy="${ruleY}" r="6" fill="${accent}"/>
  <text x="${W / 2}" y="${H - 88}" text-anchor="middle" font-family="${FONT}" font-size="${authorSize}" letter-spacing="6" fill="#fdf8ef">${author}</text>
</svg>`;
}

/** Render a cover to an 800×1200 JPEG. */
export async function renderCover(opts: {
  title: string;
  author: string;
  palette: readonly [string, string, string];
  motif: string;
}): Promise<Buffer> {
  const svg = buildCoverSvg(opts);
  return sharp(Buffer.from(svg, 'utf8'), { density: 72 })
    .resize(W, H, { fit: 'fill' })
    .flatten({ background: '#000000' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
