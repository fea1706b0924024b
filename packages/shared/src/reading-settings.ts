import { z } from 'zod';
import { MSG } from './messages';
import { CONTENT_WARNINGS } from './content-warnings';
import { READER_FONT_FAMILIES, READER_THEMES, READER_WIDTHS, READER_TYPOGRAPHY_DEFAULTS } from './reading-settings-options';
import { LIMITS } from './limits';
import { tagLabelSchema, tagSlug } from './tag-schemas';

const invalid = { error: MSG.badRequest };

/** The reader's typography and filters, the same on every device (docs/PRODUCT.md#reading-comfort-and-writers-tools). */
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
  /**
   * Stories carrying any of these tags are left out of every list and search, as hidden warnings
   * are. Sent as typed, kept and answered folded (the tag's slug, as in /etiket/{tag}), each once.
   */
  hidden_tags: z
    .array(tagLabelSchema, { error: MSG.tagInvalid })
    .transform((labels) => [...new Set(labels.map(tagSlug))])
    .pipe(z.array(z.string()).max(LIMITS.hiddenTagsMax, MSG.tooManyHiddenTags)),
});
export type ReadingSettings = z.infer<typeof readingSettingsSchema>;

export const DEFAULT_READING_SETTINGS: ReadingSettings = { ...READER_TYPOGRAPHY_DEFAULTS, theme: 'light', hidden_warnings: [], hidden_tags: [] };

/** A change of any of the settings: what is not sent stays as it was. */
export const readingSettingsBodySchema = readingSettingsSchema.partial();
export type ReadingSettingsBody = z.infer<typeof readingSettingsBodySchema>;
