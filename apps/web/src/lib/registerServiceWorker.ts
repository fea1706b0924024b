/**
 * The offline service worker (vite-plugin-pwa's Workbox build, /sw.js) registers once the
 * page is idle, so it never competes with the chapter text for the network or the main
 * thread. Production builds only: a worker in dev or tests would serve stale code.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || import.meta.env.MODE === 'test' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.error('Çevrimdışı okuma hazırlanamadı:', error);
    });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 10_000 });
    else setTimeout(register, 3_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
