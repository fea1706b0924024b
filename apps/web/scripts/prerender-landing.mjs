#!/usr/bin/env node
// Part of the web build, after `vite build`: builds the app's server renders for Node with
// Vite's SSR build into dist-ssr/ (outside dist/, so never served as a file):
// - src/prerender/landingPage.tsx: renders the visitor landing page ("/") once, here, into
//   dist/landing.html: index.html with that markup in #root and the page's stylesheets as
//   ordinary links, so a first visit paints the page before the app's JavaScript has run
//   (docs/PRODUCT.md#budgets, largest contentful paint). The API sends it for "/"; the app then
//   renders over it as before.
// - src/prerender/appPage.tsx: the book page and the reader, rendered by the API per request
//   for a signed-in reader (apps/api/src/modules/pages); dist-ssr/pages.json lists each page's
//   stylesheets, which the API links in the page's head.
//
// It fails the build when the markup and the client build disagree: a class in the markup that
// none of the page's stylesheets defines (CSS modules named differently in the two builds, or a
// component whose styles only arrive later), or a page without its heading.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { manifestClosure, manifestCss, readManifest } from '../../../scripts/vite-manifest.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
// Inside the workspace, so the bundle's bare imports (react, react-dom/server) resolve.
const outDir = path.join(webRoot, 'dist-ssr');
const LANDING_MODULE = 'src/features/landing/LandingPage.tsx';
/** The module of each page the API renders (prerender/ssrPages.ts), whose stylesheets it links. */
const APP_PAGE_MODULES = { book: 'src/features/browse/book/BookPage.tsx', reader: 'src/features/reader/ReaderPage.tsx' };

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
await build({
  root: webRoot,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  // The public files are the client build's to serve.
  publicDir: false,
  // Everything bundled, React in its production build whatever NODE_ENV the API runs with (the
  // development build would also write error stacks into a page), so dist-ssr stands alone.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: true,
    outDir,
    emptyOutDir: true,
    // No note about slow plugins, as in vite.config.ts.
    rolldownOptions: {
      input: { landingPage: 'src/prerender/landingPage.tsx', appPage: 'src/prerender/appPage.tsx' },
      output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      checks: { bundlerTimings: false },
    },
  },
});
const { renderLandingPage } = await import(pathToFileURL(path.join(outDir, 'landingPage.mjs')).href);
const markup = await renderLandingPage();
const manifest = readManifest(dist);
const closure = (keys) => manifestClosure(manifest, keys);
const cssOf = (keys) => manifestCss(manifest, keys);
if (!manifest[LANDING_MODULE]) throw new Error(`prerender-landing: ${LANDING_MODULE} is not in the build's manifest`);
const entryKeys = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry));
const entryCss = cssOf(entryKeys);
const pageCss = (module) => cssOf(closure([module])).filter((file) => !entryCss.includes(file));
const landingCss = pageCss(LANDING_MODULE);

/** Every class of the markup must be defined by the stylesheets the page links before it paints. */
function assertStyled(name, html, files) {
  const css = [...entryCss, ...files].map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
  const defined = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
  // A module class that only composes global classes (`composes: layout-stack from global`) has
  // no rule of its own: it stands beside them in the attribute, and those must be defined.
  const composesOnly = (cls, list) => cls.startsWith('_') && list.some((other) => !other.startsWith('_') && defined.has(other));
  const undefinedClasses = [
    ...new Set(
      [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => {
        const list = m[1].split(/\s+/).filter(Boolean);
        return list.filter((cls) => !defined.has(cls) && !composesOnly(cls, list));
      }),
    ),
  ];
  if (undefinedClasses.length > 0) {
    throw new Error(`prerender: ${name}: classes without a rule in the page's stylesheets: ${undefinedClasses.join(', ')}`);
  }
  if (!/<h1[\s>]/.test(html)) throw new Error(`prerender: ${name}: the rendered page has no <h1>`);
}
assertStyled('landing', markup, landingCss);

const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!index.includes(emptyRoot)) throw new Error(`prerender-landing: index.html has no ${emptyRoot}`);
if (!index.includes('<html lang="tr">')) throw new Error('prerender-landing: index.html has no <html lang="tr">');
// crossorigin as Vite's loader adds them, which then finds them in place and adds none.
const links = landingCss.map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">\n`).join('');
const landing = index
  // The page paints before the app's code competes for the connection: the code's tags go out
  // as a type and a rel the browser does not fetch, and index.html's last script starts them
  // after the first frame (as the API does for the pages it renders, modules/pages/page-renderer.ts).
  .replace('<html lang="tr">', '<html lang="tr" data-code-held>')
  .replace(/<script type="module"/g, '<script type="x-held/module"')
  .replace(/<link rel="modulepreload"/g, '<link rel="x-held-modulepreload"')
  .replace('</head>', `${links}  </head>`)
  // data-prerendered: global.css hides it from a logged-in visitor (index.html's first script
  // marks the session before the first paint) and lays it out as if it were not there.
  .replace(emptyRoot, `<div id="root"><div data-prerendered>${markup}</div></div>`);
writeFileSync(path.join(dist, 'landing.html'), landing);
console.log(`prerender-landing: dist/landing.html (${(markup.length / 1024).toFixed(1)} KB of markup, ${landingCss.length} stylesheet(s) of the page)`);

// The pages the API renders per request: their stylesheets (linked in the head, so the markup
// is styled at its first paint) and their code (preloaded, so the app hydrates sooner).
const pages = Object.fromEntries(
  Object.entries(APP_PAGE_MODULES).map(([page, module]) => {
    if (!manifest[module]) throw new Error(`prerender: ${module} is not in the build's manifest`);
    const js = [...closure([module])].filter((key) => !entryKeys.has(key)).map((key) => manifest[key].file);
    return [page, { css: pageCss(module), js }];
  }),
);
writeFileSync(path.join(outDir, 'pages.json'), JSON.stringify(pages, null, 2));
console.log(`prerender: dist-ssr/appPage.mjs for ${Object.keys(pages).join(', ')}`);
