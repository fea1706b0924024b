#!/usr/bin/env node
// Part of the web build, after `vite build`: renders the visitor landing page ("/") with the
// app's own components (src/prerender/landingPage.tsx, built for Node with Vite's SSR build)
// and writes dist/landing.html: index.html with that markup in #root and the page's
// stylesheets as ordinary links, so a first visit paints the page before the app's JavaScript
// has run (docs/PRODUCT.md#budgets, largest contentful paint). The API sends it for "/"; the app then renders
// over it as before.
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
const outDir = path.join(webRoot, 'node_modules/.cache/prerender');
const LANDING_MODULE = 'src/features/landing/LandingPage.tsx';

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
await build({
  root: webRoot,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  // Our workspace package ships TypeScript sources: bundle it, like the client build does.
  ssr: { noExternal: ['@okuryazar/shared'] },
  build: {
    ssr: 'src/prerender/landingPage.tsx',
    outDir,
    emptyOutDir: true,
    // No note about slow plugins, as in vite.config.ts.
    rolldownOptions: { output: { entryFileNames: 'landingPage.mjs' }, checks: { bundlerTimings: false } },
  },
});
const { renderLandingPage } = await import(pathToFileURL(path.join(outDir, 'landingPage.mjs')).href);
const markup = await renderLandingPage();
rmSync(outDir, { recursive: true, force: true });

const manifest = readManifest(dist);
const closure = (keys) => manifestClosure(manifest, keys);
const cssOf = (keys) => manifestCss(manifest, keys);
if (!manifest[LANDING_MODULE]) throw new Error(`prerender-landing: ${LANDING_MODULE} is not in the build's manifest`);
const entryKeys = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry));
const entryCss = cssOf(entryKeys);
const landingCss = cssOf(closure([LANDING_MODULE])).filter((file) => !entryCss.includes(file));

// Every class of the markup must be defined by the stylesheets the page links before it paints.
const css = [...entryCss, ...landingCss].map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
const defined = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
const used = new Set([...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/).filter(Boolean)));
const undefinedClasses = [...used].filter((name) => !defined.has(name));
if (undefinedClasses.length > 0) {
  throw new Error(`prerender-landing: classes without a rule in the page's stylesheets: ${undefinedClasses.join(', ')}`);
}
if (!/<h1[\s>]/.test(markup)) throw new Error('prerender-landing: the rendered page has no <h1>');

const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!index.includes(emptyRoot)) throw new Error(`prerender-landing: index.html has no ${emptyRoot}`);
// crossorigin as Vite's loader adds them, which then finds them in place and adds none.
const links = landingCss.map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">\n`).join('');
const landing = index
  .replace('</head>', `${links}  </head>`)
  // data-prerendered: global.css hides it from a logged-in visitor (index.html's first script
  // marks the session before the first paint) and lays it out as if it were not there.
  .replace(emptyRoot, `<div id="root"><div data-prerendered>${markup}</div></div>`);
writeFileSync(path.join(dist, 'landing.html'), landing);
console.log(`prerender-landing: dist/landing.html (${(markup.length / 1024).toFixed(1)} KB of markup, ${landingCss.length} stylesheet(s) of the page)`);
