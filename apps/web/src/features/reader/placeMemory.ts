import type { ReadingPlace } from './readingPlace';

/**
 * The place last read in each history entry of this tab (sessionStorage), so going back to
 * a chapter, reloading it, or a phone bringing back a tab it had unloaded opens the chapter
 * where it was left, as the browser's own scroll restoration would if the text were there at
 * once (it comes later, from the API). Keyed by the router's entry key; a new visit to a
 * chapter has a new key and starts at the top (or at the saved progress, when asked to).
 */
const KEY = 'okuryazar.readerPlaces';
/** Entries kept: the places of the last few dozen pages of this tab's history. */
const MAX_ENTRIES = 30;

export interface RememberedPlace {
  bookId: number;
  chapterId: number;
  place: ReadingPlace;
}

type Stored = Record<string, RememberedPlace & { at: number }>;

function readAll(): Stored {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

const isPlace = (value: unknown): value is ReadingPlace => {
  if (value === null || typeof value !== 'object') return false;
  const place = value as Record<string, unknown>;
  return typeof place.scrollY === 'number' && (place.paragraph === undefined || (typeof place.paragraph === 'number' && typeof place.offset === 'number'));
};

export function recallPlace(entryKey: string): RememberedPlace | null {
  const entry = readAll()[entryKey];
  if (!entry || typeof entry.bookId !== 'number' || typeof entry.chapterId !== 'number' || !isPlace(entry.place)) return null;
  return { bookId: entry.bookId, chapterId: entry.chapterId, place: entry.place };
}

export function rememberPlace(entryKey: string, value: RememberedPlace): void {
  const all = readAll();
  all[entryKey] = { ...value, at: Date.now() };
  const keys = Object.keys(all);
  if (keys.length > MAX_ENTRIES) {
    keys.sort((a, b) => all[a]!.at - all[b]!.at);
    for (const old of keys.slice(0, keys.length - MAX_ENTRIES)) delete all[old];
  }
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the chapter opens at the top on return, as before.
  }
}
