#!/usr/bin/env node
// Makes the web fonts the site ships (docs/PRODUCT.md#budgets): Inter (interface), Literata (reading) and
// OpenDyslexic (the reader's dyslexia-friendly choice, docs/PRODUCT.md#reading-comfort-and-writers-tools; not preloaded, so a browser
// fetches it only when a reader picks it), cut down to the glyphs Turkish text needs and to the weights the stylesheets use, as woff2.
//
// The output is committed (apps/web/public/assets/fonts/ and apps/web/src/styles/fonts.css), so
// the build never needs the subsetter. Run this again only when the glyph set, the weights or
// the @fontsource-variable packages change:
//   npm i --prefix /tmp/lh subset-font@2 && node scripts/subset-fonts.mjs
//
// Fontsource splits each family by script; Turkish needs its "latin" file and six letters of
// its "latin-ext" file (Ğ ğ İ ı Ş ş) plus ₺. Each becomes one small file with a unicode-range,
// so both are fetched on a Turkish page, preloaded from index.html.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const outDir = path.join(web, 'public/assets/fonts');
const cssFile = path.join(web, 'src/styles/fonts.css');
const indexHtml = path.join(web, 'index.html');

async function loadSubsetFont() {
  for (const dir of [process.env.SUBSET_FONT_DIR, root, '/tmp/lh'].filter(Boolean)) {
    try {
      const resolved = createRequire(path.join(dir, 'package.json')).resolve('subset-font');
      return (await import(pathToFileURL(resolved).href)).default;
    } catch {
      // next place
    }
  }
  console.error('subset-font not found: npm i --prefix /tmp/lh subset-font@2');
  process.exit(2);
}

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
/** Printable ASCII and Latin-1 (Turkish ç ö ü â î û, «», €-free punctuation, names such as José). */
const LATIN = range(0x20, 0x7e) + range(0xa0, 0xff);
/** Punctuation and symbols the interface and typical prose use: dashes, quotes, ellipsis, bullets, €, arrows, ≤. */
const PUNCTUATION = range(0x2010, 0x2027) + '‰‹›€™←↑→↓−≤≥';
/** The Turkish letters outside Latin-1, and the lira sign. */
const TURKISH = 'ĞğİıŞş₺';
const TURKISH_RANGE = 'U+011E-011F,U+0130-0131,U+015E-015F,U+20BA';
const LATIN_RANGE =
  'U+0020-007E,U+00A0-00FF,U+2010-2027,U+2030,U+2039-203A,U+20AC,U+2122,U+2190-2193,U+2212,U+2264-2265';

/** Weights in the stylesheets: 400 (text) … 800 (one display heading); the axis is cut to that. */
const WEIGHTS = { min: 400, max: 800 };

const PARTS = [
  { part: 'latin', source: 'latin', text: LATIN + PUNCTUATION, range: LATIN_RANGE },
  { part: 'tr', source: 'latin-ext', text: TURKISH, range: TURKISH_RANGE },
];
/** Variable families: one file per part, the weight axis cut to WEIGHTS. */
const VARIABLE = (file) => PARTS.map((p) => ({ ...p, source: `${file}-${p.source}-wght-normal.woff2`, weight: `${WEIGHTS.min} ${WEIGHTS.max}`, axes: { wght: WEIGHTS } }));
/** OpenDyslexic has static weights and one "latin" file that also holds the Turkish letters. */
const STATIC = (file, weights) =>
  weights.map((w) => ({
    part: `${w}`,
    source: `${file}-latin-${w}-normal.woff2`,
    text: LATIN + PUNCTUATION + TURKISH,
    range: `${LATIN_RANGE},${TURKISH_RANGE}`,
    weight: `${w}`,
  }));

const FAMILIES = [
  { family: 'Inter Variable', pkg: '@fontsource-variable/inter', file: 'inter', preload: true, parts: VARIABLE('inter') },
  { family: 'Literata Variable', pkg: '@fontsource-variable/literata', file: 'literata', preload: true, parts: VARIABLE('literata') },
  { family: 'OpenDyslexic', pkg: '@fontsource/opendyslexic', file: 'opendyslexic', preload: false, parts: STATIC('opendyslexic', [400, 700]) },
];

const subsetFont = await loadSubsetFont();
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const faces = [];
const preloads = [];
for (const f of FAMILIES) {
  const pkgDir = path.dirname(
    createRequire(path.join(web, 'package.json')).resolve(`${f.pkg}/package.json`),
  );
  for (const p of f.parts) {
    const source = readFileSync(path.join(pkgDir, `files/${p.source}`));
    const out = await subsetFont(source, p.text, {
      targetFormat: 'woff2',
      ...(p.axes ? { variationAxes: p.axes } : {}),
    });
    const hash = createHash('sha256').update(out).digest('hex').slice(0, 8);
    const name = `${f.file}-${p.part}-${hash}.woff2`;
    writeFileSync(path.join(outDir, name), out);
    console.log(
      `${name}: ${(source.length / 1024).toFixed(1)} KB → ${(out.length / 1024).toFixed(1)} KB`,
    );
    const url = `/assets/fonts/${name}`;
    faces.push(
      `@font-face {\n  font-family: '${f.family}';\n  font-style: normal;\n  font-display: swap;\n` +
        `  font-weight: ${p.weight};\n  src: url('${url}') format('woff2');\n  unicode-range: ${p.range};\n}\n`,
    );
    if (f.preload)
      preloads.push(
        `    <link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin />`,
      );
  }
}
writeFileSync(
  cssFile,
  `/* Generated by scripts/subset-fonts.mjs — do not edit. Turkish glyphs only, weights ${WEIGHTS.min}–${WEIGHTS.max}. */\n` +
    faces.join('\n'),
);
// The preload links sit between markers in index.html, so the browser fetches the fonts
// alongside the JavaScript instead of after the stylesheet has been applied.
const html = readFileSync(indexHtml, 'utf8');
const start = '    <!-- fonts:start (scripts/subset-fonts.mjs) -->';
const end = '    <!-- fonts:end -->';
const block = [start, ...preloads, end].join('\n');
const next = html.includes(start)
  ? html.replace(new RegExp(`${start.replace(/[()./]/g, '\\$&')}[\\s\\S]*?${end}`), block)
  : html.replace('    <title>', `${block}\n    <title>`);
writeFileSync(indexHtml, next);
console.log(
  `wrote ${path.relative(root, cssFile)}, ${readdirSync(outDir).length} fonts, preloads in index.html`,
);
