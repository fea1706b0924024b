// The logged-in bars (SPEC §2), loaded on demand through LazyAppBars.tsx: the reader, the book
// page and the visitor pages show the visitor header, so none of this is on their first load.
export { AppHeader } from './AppHeader';
export { MobileFooter } from './MobileFooter';
export { MobileHeader } from './MobileHeader';
