// Story facts (docs/PRODUCT.md#discovery): plain constants and helpers, no zod (the book page and cards use them;
// the category filter's schema is in story-facts-schemas.ts).

/** docs/PRODUCT.md#discovery: reading time at 200 words a minute, rounded up. */
export const WORDS_PER_MINUTE = 200;

export function readingMinutes(wordCount: number): number {
  return Math.ceil(Math.max(0, wordCount) / WORDS_PER_MINUTE);
}

/**
 * The length filter of category pages, by reading time: short reads in one sitting (up to
 * 30 minutes), medium in an evening or two (31–120), long is everything above two hours.
 * Kept here as word bounds too, so the API filters on the stored `books.word_count`.
 */
export const STORY_LENGTHS = {
  short: { maxMinutes: 30, label: 'Kısa (≤30 dk)' },
  medium: { maxMinutes: 120, label: 'Orta (≤2 sa)' },
  long: { maxMinutes: null, label: 'Uzun (2 sa+)' },
} as const;
export type StoryLength = keyof typeof STORY_LENGTHS;

/** Inclusive word-count bounds of a length band (`max` null: no upper bound). */
export function storyLengthWords(length: StoryLength): { min: number; max: number | null } {
  const shortMax = STORY_LENGTHS.short.maxMinutes * WORDS_PER_MINUTE;
  const mediumMax = STORY_LENGTHS.medium.maxMinutes * WORDS_PER_MINUTE;
  if (length === 'short') return { min: 0, max: shortMax };
  if (length === 'medium') return { min: shortMax + 1, max: mediumMax };
  return { min: mediumMax + 1, max: null };
}

export const STORY_SORTS = {
  popular: 'En çok okunan',
  new: 'En yeni',
  updated: 'Son güncellenen',
  likes: 'En çok beğenilen',
} as const;
export type StorySort = keyof typeof STORY_SORTS;

export const STORY_STATUSES = { completed: 'Tamamlandı', ongoing: 'Devam ediyor' } as const;
export type StoryStatus = keyof typeof STORY_STATUSES;

export function storyStatusLabel(isCompleted: boolean): string {
  return isCompleted ? STORY_STATUSES.completed : STORY_STATUSES.ongoing;
}
