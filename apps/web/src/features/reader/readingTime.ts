/** docs/PRODUCT.md#reading-comfort-and-writers-tools: a chapter's reading time at an average silent-reading pace. */
export const WORDS_PER_MINUTE = 200;

/** Whole minutes (at least 1) to read the chapter's sanitised HTML. */
export function readingMinutes(html: string): number {
  const words = html.replace(/<[^>]*>/g, ' ').match(/[^\s&;]+/g)?.length ?? 0;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
