import type { ReaderTheme, ReadingSettings } from '@okuryazar/shared';

/**
 * This device's copy of the reader's typography and theme (prefsStore.ts keeps it,
 * themeApplier.ts shows it): the account's settings without the hidden warnings and tags.
 */
export type ReadingPrefs = Omit<ReadingSettings, 'hidden_warnings' | 'hidden_tags' | 'theme'> & {
  /** null: no choice made, the theme follows the operating system. */
  theme: ReaderTheme | null;
};
export type ReadingPrefKey = keyof ReadingPrefs;
