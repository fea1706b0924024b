/**
 * Calls `callback` when the page goes away or out of sight: `pagehide` (a reload, a tab closed
 * or unloaded by a phone) and a `visibilitychange` to hidden (another tab, the home screen).
 * Returns the unsubscribe, for an effect's cleanup.
 */
export function whenPageHides(callback: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') callback();
  };
  window.addEventListener('pagehide', callback);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', callback);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
