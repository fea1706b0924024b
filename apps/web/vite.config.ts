/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_READING_URL } from './src/features/reader/offline/offlineReading.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * Every `import … from 'zod'` of the web (the shared package's included) goes through
 * src/lib/zodWithoutEval.ts, which turns zod's compiler off before any schema is built: its
 * eval probe would otherwise be reported as a violation of the pages' Content-Security-Policy.
 */
function zodWithoutEval(): Plugin {
  const wrapper = fileURLToPath(new URL('./src/lib/zodWithoutEval.ts', import.meta.url));
  return {
    name: 'zod-without-eval',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || importer?.split('?')[0] === wrapper) return null;
      return wrapper;
    },
  };
}

/**
 * The pages app/startupPrefetch.ts starts on a cold load, with the same tests as index.html's
 * early-fetch script uses (a logged-in reader on /read/… and /book/…, a visitor on / and /login).
 */
const COLD_ROUTES = [
  { test: String.raw`t && /^\/read\/\d+\/\d+\/?$/.test(p)`, module: 'src/features/reader/ReaderPage.tsx' },
  { test: String.raw`t && /^\/book\/\d+\/?$/.test(p)`, module: 'src/features/browse/book/BookPage.tsx' },
  { test: String.raw`!t && (p === '/' || p === '/login')`, module: 'src/features/landing/LandingPage.tsx' },
];

/**
 * docs/PRODUCT.md#budgets: on a cold load of the reader, a book page or the landing page, the page's own
 * chunks (and their styles) are fetched in parallel with the entry, from an inline script in
 * index.html, instead of after the entry has run and imported them (one round trip and the
 * entry's evaluation less before the largest paint). Only the chunks the entry does not load
 * anyway are listed; the script's hash is allowed by the API's CSP like the others.
 */
function coldRoutePreloads(): Plugin {
  return {
    name: 'okuryazar-cold-route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (files: string[]) => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file)) return;
            seen.add(file);
            byFile.get(file)?.imports.forEach(visit);
          };
          files.forEach(visit);
          return seen;
        };
        const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        const branches = COLD_ROUTES.map(({ test, module }) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
          if (!chunk) throw new Error(`coldRoutePreloads: no chunk for ${module}`);
          const js = [...closure([chunk.fileName])].filter((f) => !entry.has(f));
          const css = [...new Set(js.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]))];
          return `if (${test}) r = ${JSON.stringify([js, css])};`;
        });
        const script = [
          '(function () {',
          "  var p = location.pathname, t = null, r = null;",
          "  try { t = localStorage.getItem('token'); } catch (e) { return; }",
          // A page the server rendered has its page's code listed by the server, started after its first
          // paint; the prerendered landing page starts its code after its first paint too.
          "  if (document.documentElement.hasAttribute('data-ssr') || document.documentElement.hasAttribute('data-code-held')) return;",
          ...branches.map((b, i) => `  ${i ? 'else ' : ''}${b}`),
          '  if (!r) return;',
          "  r[0].forEach(function (f) { var l = document.createElement('link'); l.rel = 'modulepreload'; l.href = '/' + f; document.head.appendChild(l); });",
          // crossorigin as Vite's loader sets it on the stylesheet it adds: with another credentials
          // mode the browser ignores the preload and downloads the file a second time.
          "  r[1].forEach(function (f) { var l = document.createElement('link'); l.rel = 'preload'; l.as = 'style'; l.crossOrigin = ''; l.href = '/' + f; document.head.appendChild(l); });",
          '})();',
        ].join('\n');
        // Before the entry's tags: an inline script after a stylesheet link waits for that
        // stylesheet to arrive, which would hold these preloads back by a round trip.
        const entryTag = html.indexOf('<script type="module"');
        if (entryTag < 0) throw new Error('coldRoutePreloads: no entry script in index.html');
        const tag = `<!-- The first page's own chunks (vite.config.ts coldRoutePreloads). -->\n    <script>\n${script}\n    </script>\n    `;
        return html.slice(0, entryTag) + tag + html.slice(entryTag);
      },
    },
  };
}

/**
 * The shell's comments are for whoever reads index.html, not for every page load: the built
 * file drops its HTML comments and the whole-line comments of its inline scripts (about 0.8 KB
 * of a server-rendered page's compressed bytes; the reader's page then fit the first round trip
 * of a new connection again, docs/DECISIONS.md "Web performance"). The API hashes the inline
 * scripts of the built file, so its CSP follows. Not the markers React or the build itself uses
 * (none are in index.html; React's `<!--$-->` only appear in rendered markup, added later).
 */
function shellWithoutComments(): Plugin {
  return {
    name: 'okuryazar-shell-without-comments',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/[ \t]*<!--[\s\S]*?-->\n?/g, '')
          .replace(/(<script>)([\s\S]*?)(<\/script>)/g, (_, open: string, body: string, close: string) =>
            open + body.split('\n').filter((line) => !/^\s*\/\//.test(line)).join('\n') + close,
          ),
    },
  };
}

export default defineConfig({
  plugins: [
    zodWithoutEval(),
    react(),
    coldRoutePreloads(),
    shellWithoutComments(),
    // docs/PRODUCT.md#reading-comfort-and-writers-tools offline reading: Workbox precaches the app shell; src/lib/registerServiceWorker.ts
    // registers /sw.js when the page is idle (never in dev or tests).
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      devOptions: { enabled: false },
      includeAssets: ['favicon.svg'],
      manifest: {
        id: '/',
        name: 'Okuryazar',
        short_name: 'Okuryazar',
        description: 'Türkçe hikayeleri bölüm bölüm ücretsiz okuyun, yazın, paylaşın.',
        lang: 'tr',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#faf7f2',
        theme_color: '#b4532a',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell: the entry, every route's code and styles, and the fonts. Pre-compressed
        // copies and the editor's large chunk stay out (the editor needs the server anyway).
        globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
        globIgnores: ['**/ChapterEditorPage-*.js', '**/*.gz', '**/*.br'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/ws/],
        cleanupOutdatedCaches: true,
        // The page that installed the worker is controlled at once, without a reload: its
        // chapter and the next ones it opens are kept from the first visit on (issue 28).
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Chapters the reader opened of stories in their library, and the library's pages
            // (each page, order and search its own entry): from the network when it answers in
            // time, else the last copy (offline). GET only; the page uses the same pattern to
            // pass what it read before the worker took it over through it (features/reader/offline/offlineReading.ts).
            urlPattern: OFFLINE_READING_URL,
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'okuryazar-reading',
              networkTimeoutSeconds: 4,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 },
              plugins: [
                {
                  // A chapter is kept only when its story is in the reader's library (the
                  // payload says so); the library's pages are always kept. Runs inside the worker.
                  cacheWillUpdate: async ({ request, response }) => {
                    if (!response || response.status !== 200) return null;
                    if (!new URL(request.url).pathname.startsWith('/api/bookReader/books/')) return response;
                    try {
                      const body = (await response.clone().json()) as { isInLibrary?: boolean; recap?: unknown };
                      if (!body.isInLibrary) return null;
                      // "Önceki bölümlerde" is decided per reader and per visit (docs/PRODUCT.md#community-engine): the kept copy never carries it.
                      if (body.recap == null) return response;
                      const headers = new Headers(response.headers);
                      headers.delete('content-length');
                      headers.delete('content-encoding');
                      return new Response(JSON.stringify({ ...body, recap: null }), { status: response.status, statusText: response.statusText, headers });
                    } catch {
                      return null;
                    }
                  },
                },
              ],
            },
          },
          {
            urlPattern: ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/uploads/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'okuryazar-images', cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 200 } },
          },
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/bundle-report.mjs (npm run bench:bundle) reads each
    // route's chunks from it to check the docs/PRODUCT.md#budgets JavaScript budget.
    manifest: true,
    // Rolldown's note that plugins took "significant time" is advice for plugin authors; on a
    // busy machine it printed on a newcomer's first `npm start` (scripts/build-steps.mjs).
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Component tests render whole screens; two busy cores can make a slow one take seconds.
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
