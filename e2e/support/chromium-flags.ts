/**
 * Flags for Debian's Chromium on these machines, shared by the browser tests and the
 * Lighthouse bench: the network is closed, so nothing in Chromium may try to phone home
 * (background networking, component updates, sync, QUIC), and it runs as root (no sandbox).
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
