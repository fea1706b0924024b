/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    // DESIGN §8 offline reading: Workbox precaches the app shell; src/lib/registerServiceWorker.ts
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
        description: 'Türkçe hikâyeleri bölüm bölüm ücretsiz okuyun, yazın, paylaşın.',
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
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Chapters the reader opened of stories in their library, and the library list: from
            // the network when it answers in time, else the last copy (offline).
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              (url.pathname.startsWith('/api/bookReader/books/') || url.pathname === '/api/library/reading-list'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'okuryazar-reading',
              networkTimeoutSeconds: 4,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 },
              plugins: [
                {
                  // A chapter is kept only when its story is in the reader's library (the
                  // payload says so); the library list is always kept. Runs inside the worker.
                  cacheWillUpdate: async ({ request, response }) => {
                    if (!response || response.status !== 200) return null;
                    if (!new URL(request.url).pathname.startsWith('/api/bookReader/books/')) return response;
                    try {
                      const body = (await response.clone().json()) as { isInLibrary?: boolean };
                      return body.isInLibrary ? response : null;
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
    // route's chunks from it to check the DESIGN §5 JavaScript budget.
    manifest: true,
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
