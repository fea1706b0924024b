// Content warnings (docs/PRODUCT.md#trust-and-safety): plain constants, no zod, so the reader and the book page can
// show them without loading the schema library (docs/PRODUCT.md#budgets; see docs/DECISIONS.md "Web performance").

/** Content warnings a story may carry (docs/PRODUCT.md#trust-and-safety); readers may hide stories with any of them. */
export const CONTENT_WARNINGS = [
  'violence',
  'self_harm',
  'substance',
  'sexual',
  'abuse',
  'death',
  'strong_language',
] as const;
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

/** Stored warning keys as the API answers them: known ones only, each once, in the catalogue's order. */
export function knownWarnings(stored: readonly string[] | null | undefined): ContentWarning[] {
  return stored ? CONTENT_WARNINGS.filter((w) => stored.includes(w)) : [];
}
