import type { ReaderTheme } from '@okuryazar/shared';
import type { ReadingPrefs } from './prefsTypes';

/**
 * The reading settings on the page: the attributes on <html> the stylesheets read, the same as
 * index.html's inline script sets before the first paint (keep the attribute names in step
 * with it). Sepia only colours the reader (`data-reader` on <html>); elsewhere it looks light.
 */
const DARK_QUERY = '(prefers-color-scheme: dark)';

const THEME_COLOR: Record<ReaderTheme, string> = { light: '#faf7f2', sepia: '#f4ecd8', dark: '#171412' };

function systemTheme(): 'light' | 'dark' {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The theme shown: the stored choice, else the system's. */
export function effectiveTheme(prefs: ReadingPrefs): ReaderTheme {
  return prefs.theme ?? systemTheme();
}

/** Sets the attributes the stylesheets read (the same as index.html's script does). */
export function applyReadingPrefs(prefs: ReadingPrefs): void {
  const root = document.documentElement;
  const theme = effectiveTheme(prefs);
  root.dataset.theme = theme;
  root.dataset.readerSize = String(prefs.font_size);
  root.dataset.readerFont = prefs.font_family;
  root.dataset.readerLeading = String(prefs.line_height);
  root.dataset.readerWidth = prefs.width;
  const sepiaShown = theme === 'sepia' && root.dataset.reader !== undefined;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', THEME_COLOR[theme === 'sepia' && !sepiaShown ? 'light' : theme]);
}

/** Marks whether the reader is on screen (sepia shows only there); index.html's script sets it for /read/ too. */
export function markReaderShown(on: boolean): void {
  if (on) document.documentElement.dataset.reader = '';
  else delete document.documentElement.dataset.reader;
}

/** Calls `listener` whenever the operating system's light or dark switches. */
export function onSystemThemeChange(listener: () => void): void {
  window.matchMedia?.(DARK_QUERY).addEventListener?.('change', listener);
}
