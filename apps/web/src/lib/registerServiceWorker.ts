/**
 * The offline service worker (vite-plugin-pwa's Workbox build, /sw.js). Production builds
 * only: a worker in dev or tests would serve stale code. Called once the page is idle
 * (app/background.ts), so it never competes with the chapter text.
 *
 * A page loaded before the worker existed is taken over by it when it activates
 * (clientsClaim in vite.config.ts); then `onTakenOver` runs (app/background.ts: what this page
 * already read is fetched once more through it, features/reader/offline/offlineReading.ts), so
 * the first chapter a reader opens reads offline too.
 */
export function registerServiceWorker(onTakenOver: () => void): void {
  if (!import.meta.env.PROD || import.meta.env.MODE === 'test' || !('serviceWorker' in navigator)) return;
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', onTakenOver, { once: true });
  }
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    console.error('Çevrimdışı okuma hazırlanamadı:', error);
  });
}
