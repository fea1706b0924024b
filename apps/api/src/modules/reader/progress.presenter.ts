import type { SavedPosition } from '@okuryazar/shared';

/** A reading_progress row's place as the API answers it. */
export interface PositionRow {
  scrollY: number;
  timestamp: number | string | null;
  paragraph: number | null;
  offset: number | null;
}

/**
 * The spec's `{scrollY, timestamp}`, plus the paragraph and the offset into it when the reader
 * was inside the text (both or neither; DESIGN: the place survives a font or width change).
 */
export function presentPosition(row: PositionRow): SavedPosition {
  const position: SavedPosition = { scrollY: Number(row.scrollY), timestamp: Number(row.timestamp ?? 0) };
  if (row.paragraph !== null) {
    position.paragraph = Number(row.paragraph);
    position.offset = Number(row.offset ?? 0);
  }
  return position;
}
