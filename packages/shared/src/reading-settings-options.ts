/**
 * The reader settings' choices and defaults without zod, so the web app's entry (which applies
 * them before anything else) does not pull the schemas in. reading-settings.ts builds on these.
 */
export const READER_FONT_FAMILIES = ['serif', 'sans', 'dyslexic'] as const;
export const READER_WIDTHS = ['narrow', 'normal', 'wide'] as const;
export const READER_THEMES = ['light', 'sepia', 'dark'] as const;
export type ReaderFontFamily = (typeof READER_FONT_FAMILIES)[number];
export type ReaderWidth = (typeof READER_WIDTHS)[number];
export type ReaderTheme = (typeof READER_THEMES)[number];

/** Font size 1–5 (3 is the 20 px default) and line height 1–3 (2 is the default). */
export const READER_FONT_SIZE_STEPS = 5;
export const READER_LINE_HEIGHT_STEPS = 3;

export const READER_TYPOGRAPHY_DEFAULTS = {
  font_size: 3,
  font_family: 'serif' as ReaderFontFamily,
  line_height: 2,
  width: 'normal' as ReaderWidth,
};

/** The panel's Turkish labels. */
export const READER_FONT_FAMILY_LABELS: Record<ReaderFontFamily, string> = {
  serif: 'Tırnaklı',
  sans: 'Tırnaksız',
  dyslexic: 'Disleksi dostu',
};
export const READER_WIDTH_LABELS: Record<ReaderWidth, string> = { narrow: 'Dar', normal: 'Orta', wide: 'Geniş' };
export const READER_THEME_LABELS: Record<ReaderTheme, string> = { light: 'Açık', sepia: 'Sepya', dark: 'Koyu' };
export const READER_LINE_HEIGHT_LABELS = ['Sık', 'Normal', 'Geniş'] as const;
