#!/usr/bin/env node
// `npm run bench:bundle`: the JavaScript each route of the built web app loads, gzip-compressed
// (docs/PRODUCT.md#budgets: reader route initial JavaScript ≤ 100 KB gzip; the editor loads only on writing routes).
//
// Run after `npm run build --workspace @okuryazar/web`. Reads apps/web/dist/.vite/manifest.json
// and, for the entry and for each route chunk, sums the gzip size of the entry's static imports
// plus the route chunk's static imports (transitively) — what a cold load of that URL downloads
// before the route renders. Also checks that no TipTap/ProseMirror code is reachable from any
// route other than the editor, and that zod (the schemas) is not on the first load of the
// reader, the book page or the landing page (they validate nothing; a constant imported from
// a schema module brings all of zod with it).
//
//   node scripts/bundle-report.mjs            report only
//   node scripts/bundle-report.mjs --check    exit 1 if the reader route exceeds the budget, editor
//                                             code leaks into a non-editor route or zod into a
//                                             reading route
//   node scripts/bundle-report.mjs --check-leaks
//                                             exit 1 only for the leaks, not the budget (CI runs
//                                             this after the browser tests' build)
//   node scripts/bundle-report.mjs --dist DIR read another build output directory
//   node scripts/bundle-report.mjs --json     machine-readable output
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { manifestClosure, manifestCss, readManifest } from './vite-manifest.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const checkLeaks = args.includes('--check-leaks');
const json = args.includes('--json');
const distArg = args.indexOf('--dist');
const dist = distArg >= 0 ? resolve(args[distArg + 1]) : join(root, 'apps/web/dist');

const READER_BUDGET_KB = 100;
const ROUTES = {
  reader: 'src/features/reader/ReaderPage.tsx',
  book: 'src/features/browse/book/BookPage.tsx',
  landing: 'src/features/landing/LandingPage.tsx',
  editor: 'src/features/editor/ChapterEditorPage.tsx',
};
/** The editor's own lazy parts (its history panel, the preview) load only on writing routes. */
const isEditorChunk = (key) => key.startsWith('src/features/editor/');
const EDITOR_CODE = /prosemirror|@tiptap|tiptap/i;
/** Routes whose first load must not carry zod (zod v4 names its classes, minified or not). */
const ZOD_FREE_ROUTES = ['reader', 'book', 'landing'];
const ZOD_CODE = /[`'"]\$?ZodObject[`'"]/;

const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(
    `${manifestPath} not found — run \`npm run build --workspace @okuryazar/web\` first.`,
  );
  process.exit(2);
}
const manifest = readManifest(dist);

const sizes = new Map();
function size(file) {
  let s = sizes.get(file);
  if (!s) {
    const bytes = readFileSync(join(dist, file));
    s = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      text: bytes.toString('utf8'),
    };
    sizes.set(file, s);
  }
  return s;
}

const closure = (keys) => manifestClosure(manifest, keys);

function summarize(keys) {
  const chunks = [...keys]
    .map((key) => ({ key, file: manifest[key].file, ...size(manifest[key].file) }))
    .filter((c) => c.file.endsWith('.js'))
    .sort((a, b) => b.gzip - a.gzip);
  const css = manifestCss(manifest, keys);
  return {
    chunks,
    gzip: chunks.reduce((n, c) => n + c.gzip, 0),
    raw: chunks.reduce((n, c) => n + c.raw, 0),
    cssGzip: css.reduce((n, f) => n + size(f).gzip, 0),
  };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('manifest has no entry chunk');
const entryKeys = closure([entryKey]);

const report = { entry: { key: entryKey, ...summarize(entryKeys) }, routes: {} };
for (const [name, key] of Object.entries(ROUTES)) {
  if (!manifest[key]) throw new Error(`route chunk ${key} (${name}) is not in the manifest`);
  const routeKeys = closure([key]);
  const extra = new Set([...routeKeys].filter((k) => !entryKeys.has(k)));
  report.routes[name] = {
    key,
    route: summarize(extra),
    total: summarize(new Set([...entryKeys, ...routeKeys])),
  };
}

// Editor code must not be reachable from the entry or any route chunk other than the editor's.
const leaks = [];
const dynamicEntries = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
for (const key of [entryKey, ...dynamicEntries]) {
  if (isEditorChunk(key)) continue;
  for (const k of closure([key])) {
    const file = manifest[k].file;
    if (file.endsWith('.js') && EDITOR_CODE.test(size(file).text)) leaks.push({ route: key, file });
  }
}

// Zod must not be on the first load of the reading routes (nor in the entry they all load).
const zodLeaks = [];
for (const name of ZOD_FREE_ROUTES) {
  for (const k of closure([entryKey, ROUTES[name]])) {
    const file = manifest[k].file;
    if (file.endsWith('.js') && ZOD_CODE.test(size(file).text))
      zodLeaks.push({ route: name, file });
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const readerTotal = report.routes.reader.total.gzip;
const overBudget = readerTotal > READER_BUDGET_KB * 1024;

if (json) {
  const strip = (s) => ({
    ...s,
    chunks: s.chunks.map(({ file, raw, gzip }) => ({ file, raw, gzip })),
  });
  console.log(
    JSON.stringify(
      {
        entry: strip(report.entry),
        routes: Object.fromEntries(
          Object.entries(report.routes).map(([n, r]) => [
            n,
            { key: r.key, route: strip(r.route), total: strip(r.total) },
          ]),
        ),
        readerBudgetKB: READER_BUDGET_KB,
        editorLeaks: leaks,
        zodLeaks,
      },
      null,
      2,
    ),
  );
} else {
  const list = (s) => s.chunks.map((c) => `    ${kb(c.gzip).padStart(9)}  ${c.file}`).join('\n');
  console.log(`Bundle report (${dist})`);
  console.log(
    `\nEntry (${entryKey}): ${kb(report.entry.gzip)} gzip JS (${kb(report.entry.raw)} raw), CSS ${kb(report.entry.cssGzip)} gzip`,
  );
  console.log(list(report.entry));
  for (const [name, r] of Object.entries(report.routes)) {
    console.log(
      `\nRoute ${name} (${r.key}): +${kb(r.route.gzip)} gzip JS beyond the entry → total ${kb(r.total.gzip)} gzip JS (${kb(r.total.raw)} raw), CSS ${kb(r.total.cssGzip)} gzip`,
    );
    console.log(list(r.route));
  }
  console.log(
    `\nReader route initial JS: ${kb(readerTotal)} gzip — budget ${READER_BUDGET_KB} KB: ${overBudget ? 'OVER' : 'ok'}`,
  );
  console.log(
    leaks.length
      ? `Editor code (TipTap/ProseMirror) reachable outside the editor route:\n${leaks.map((l) => `    ${l.file} (from ${l.route})`).join('\n')}`
      : `Editor code (TipTap/ProseMirror): only in the editor route (${dynamicEntries.length} other route chunks checked)`,
  );
  console.log(
    zodLeaks.length
      ? `zod on the first load of a reading route:\n${zodLeaks.map((l) => `    ${l.file} (${l.route})`).join('\n')}`
      : `zod: not on the first load of ${ZOD_FREE_ROUTES.join(', ')}`,
  );
}

if (check && (overBudget || leaks.length || zodLeaks.length)) process.exit(1);
if (checkLeaks && (leaks.length || zodLeaks.length)) process.exit(1);
