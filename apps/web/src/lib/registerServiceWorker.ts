/**
 * The offline service worker (vite-plugin-pwa's Workbox build, /sw.js). Production builds
 * only: a worker in dev or tests would serve stale code. Called once the page is idle
 * (lib/background.ts), so it never competes with the chapter text.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || import.meta.env.MODE === 'test' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    console.error('Çevrimdışı okuma hazırlanamadı:', error);
  });
}
