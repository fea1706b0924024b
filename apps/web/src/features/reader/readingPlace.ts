import type { SavedPosition } from '@okuryazar/shared';

/**
 * A place in a chapter: the spec's scrollY, and, while the top of the screen is inside the
 * text, the paragraph there (its index among the text's top-level elements) and how far into
 * it (0 = its top edge, 1 = its bottom edge). scrollY alone points at other words once the
 * font size, the line height or the screen width changed; the paragraph and the offset do not.
 */
export interface ReadingPlace {
  scrollY: number;
  paragraph?: number;
  offset?: number;
}

/** The place of the window's top edge in `text` (the chapter's prose element). */
export function measurePlace(text: Element | null): ReadingPlace {
  const scrollY = Math.max(0, Math.round(window.scrollY));
  const blocks = text?.children;
  if (!blocks || blocks.length === 0) return { scrollY };
  const first = blocks[0]!.getBoundingClientRect();
  const last = blocks[blocks.length - 1]!.getBoundingClientRect();
  // Above the text (the title, the counts) or below it (the chapter's end, the comments).
  if (first.top > 0 || last.bottom <= 0) return { scrollY };
  // The first block whose bottom edge is below the window's top: blocks follow each other
  // down the page, so a binary search reads a handful of them, not a long chapter's hundreds.
  let lo = 0;
  let hi = blocks.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (blocks[mid]!.getBoundingClientRect().bottom > 0) hi = mid;
    else lo = mid + 1;
  }
  const rect = blocks[lo]!.getBoundingClientRect();
  const offset = rect.height > 0 ? Math.min(1, Math.max(0, -rect.top / rect.height)) : 0;
  return { scrollY, paragraph: lo, offset: Math.round(offset * 10_000) / 10_000 };
}

/** The scrollY that brings `place` back to the window's top edge, in the text as it is laid out now. */
export function placeTop(text: Element | null, place: ReadingPlace): number {
  const block = place.paragraph === undefined ? undefined : text?.children[place.paragraph];
  if (!block) return place.scrollY;
  const rect = block.getBoundingClientRect();
  return Math.max(0, Math.round(window.scrollY + rect.top + (place.offset ?? 0) * rect.height));
}

/** A saved position from the API as a place (the paragraph only with its offset). */
export function placeFromPosition(position: SavedPosition): ReadingPlace {
  return position.paragraph !== undefined && position.offset !== undefined
    ? { scrollY: position.scrollY, paragraph: position.paragraph, offset: position.offset }
    : { scrollY: position.scrollY };
}
