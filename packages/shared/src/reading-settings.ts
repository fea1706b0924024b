import { z } from 'zod';
import { MSG } from './messages';

/** Content warnings a story may carry (DESIGN §6); readers may hide stories with any of them. */
export const CONTENT_WARNINGS = ['violence', 'self_harm', 'substance', 'sexual', 'abuse', 'death', 'strong_language'] as const;
export type ContentWarning = (typeof CONTENT_WARNINGS)[number];
export const CONTENT_WARNING_LABELS: Record<ContentWarning, string> = {
  violence: 'Şiddet',
  self_harm: 'Kendine zarar verme',
  substance: 'Madde kullanımı',
  sexual: 'Cinsellik',
  abuse: 'İstismar',
  death: 'Ölüm',
  strong_language: 'Ağır dil',
};

export const READER_FONT_FAMILIES = ['serif', 'sans', 'dyslexic'] as const;
export const READER_WIDTHS = ['narrow', 'normal', 'wide'] as const;
export const READER_THEMES = ['light', 'sepia', 'dark'] as const;
export type ReaderFontFamily = (typeof READER_FONT_FAMILIES)[number];
export type ReaderWidth = (typeof READER_WIDTHS)[number];
export type ReaderTheme = (typeof READER_THEMES)[number];

const invalid = { error: MSG.badRequest };

/** The reader's typography and filters, the same on every device (DESIGN §8). */
export const readingSettingsSchema = z.object({
  /** 1 (smallest) … 5; 3 is the default 20 px. */
  font_size: z.number(invalid).int(MSG.badRequest).min(1, MSG.badRequest).max(5, MSG.badRequest),
  font_family: z.enum(READER_FONT_FAMILIES, invalid),
  /** 1 (compact) … 3 (airy); 2 is the default. */
  line_height: z.number(invalid).int(MSG.badRequest).min(1, MSG.badRequest).max(3, MSG.badRequest),
  width: z.enum(READER_WIDTHS, invalid),
  theme: z.enum(READER_THEMES, invalid),
  /** Stories carrying any of these warnings are left out of every list and search. */
  hidden_warnings: z.array(z.enum(CONTENT_WARNINGS, invalid), invalid).max(CONTENT_WARNINGS.length, MSG.badRequest),
});
export type ReadingSettings = z.infer<typeof readingSettingsSchema>;

export const DEFAULT_READING_SETTINGS: ReadingSettings = {
  font_size: 3,
  font_family: 'serif',
  line_height: 2,
  width: 'normal',
  theme: 'light',
  hidden_warnings: [],
};

/** A change of any of the settings: what is not sent stays as it was. */
export const readingSettingsBodySchema = readingSettingsSchema.partial();
export type ReadingSettingsBody = z.infer<typeof readingSettingsBodySchema>;
