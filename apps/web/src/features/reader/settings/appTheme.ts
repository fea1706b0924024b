import { getReadingPrefs, setReadingPrefs, useReadingPrefs } from './prefsStore';
import { effectiveTheme } from './themeApplier';

/**
 * The app's theme is the reader settings' theme (prefsStore.ts): one value, synced to the
 * account, so the profile menu's switch and the reader's panel always agree. Without a
 * choice it follows the operating system. Outside the reader, sepia counts as light.
 */
export type Theme = 'light' | 'dark';

const shown = (theme: string): Theme => (theme === 'dark' ? 'dark' : 'light');

export function currentTheme(): Theme {
  return shown(effectiveTheme(getReadingPrefs()));
}

export function setTheme(theme: Theme): void {
  setReadingPrefs({ theme });
}

export function toggleTheme(): void {
  setTheme(currentTheme() === 'dark' ? 'light' : 'dark');
}

export function useTheme(): Theme {
  return shown(effectiveTheme(useReadingPrefs()));
}
