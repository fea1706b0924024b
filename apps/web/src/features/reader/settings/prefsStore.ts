import {
  READER_FONT_FAMILIES,
  READER_FONT_SIZE_STEPS,
  READER_LINE_HEIGHT_STEPS,
  READER_THEMES,
  READER_TYPOGRAPHY_DEFAULTS,
  READER_WIDTHS,
  type ReadingSettings,
} from '@okuryazar/shared';
import { useBrowserValue } from '../../../lib/useBrowserValue';
import type { ReadingPrefKey, ReadingPrefs } from './prefsTypes';
import { applyReadingPrefs, markReaderShown, onSystemThemeChange } from './themeApplier';

/**
 * This device's copy of the reader's typography and theme (docs/PRODUCT.md#reading-comfort-and-writers-tools),
 * kept in local storage (`PREFS_KEY`), so that index.html's inline script applies them before
 * the first paint and a visitor has them too. The account's copy (readingSettingsQueries.ts)
 * is taken into it whenever it arrives, except the fields changed here and not yet sent
 * (`PENDING_KEY`); readingSettingsSync.ts sends those.
 *
 * The theme here is the app's only theme (appTheme.ts): the profile menu's switch and the
 * reader's panel change the same value.
 *
 * Keep the storage key in step with the script in index.html.
 */
export const PREFS_KEY = 'reading-settings';
/** The fields changed on this device and not yet stored on the account. */
export const PENDING_KEY = 'reading-settings-pending';
/** Written by the theme switch before the settings existed; still read as the theme. */
const LEGACY_THEME_KEY = 'theme';

const DEFAULTS: ReadingPrefs = { ...READER_TYPOGRAPHY_DEFAULTS, theme: null };

const listeners = new Set<() => void>();
const changeListeners = new Set<(keys: ReadingPrefKey[]) => void>();
let cached: ReadingPrefs | null = null;

const inRange = (v: unknown, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max;
const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => typeof v === 'string' && (list as readonly string[]).includes(v);

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** Whatever is stored, cleaned: a bad or missing value falls back to the default. */
function load(): ReadingPrefs {
  const stored = (readJson(PREFS_KEY) ?? {}) as Record<string, unknown>;
  let legacy: string | null = null;
  try {
    legacy = localStorage.getItem(LEGACY_THEME_KEY);
  } catch {
    /* storage unavailable */
  }
  const theme = stored.theme ?? legacy;
  return {
    font_size: inRange(stored.font_size, READER_FONT_SIZE_STEPS) ? stored.font_size : DEFAULTS.font_size,
    font_family: oneOf(READER_FONT_FAMILIES, stored.font_family) ? stored.font_family : DEFAULTS.font_family,
    line_height: inRange(stored.line_height, READER_LINE_HEIGHT_STEPS) ? stored.line_height : DEFAULTS.line_height,
    width: oneOf(READER_WIDTHS, stored.width) ? stored.width : DEFAULTS.width,
    theme: oneOf(READER_THEMES, theme) ? theme : null,
  };
}

export function getReadingPrefs(): ReadingPrefs {
  cached ??= load();
  return cached;
}

export function pendingPrefKeys(): ReadingPrefKey[] {
  const list = readJson(PENDING_KEY);
  return Array.isArray(list) ? (list.filter((k) => typeof k === 'string' && k in DEFAULTS) as ReadingPrefKey[]) : [];
}

function writePending(keys: ReadingPrefKey[]): void {
  try {
    if (keys.length === 0) localStorage.removeItem(PENDING_KEY);
    else localStorage.setItem(PENDING_KEY, JSON.stringify([...new Set(keys)]));
  } catch {
    /* storage unavailable: the change still applies to this page */
  }
}

/** These fields reached the account: no longer pending. */
export function clearPending(keys: ReadingPrefKey[]): void {
  writePending(pendingPrefKeys().filter((k) => !keys.includes(k)));
}

function show(prefs: ReadingPrefs): void {
  cached = prefs;
  applyReadingPrefs(prefs);
  listeners.forEach((l) => l());
}

function store(prefs: ReadingPrefs): void {
  try {
    localStorage.setItem(PREFS_KEY, JSON.stringify(prefs));
    localStorage.removeItem(LEGACY_THEME_KEY);
  } catch {
    /* storage unavailable: applies to this page only */
  }
  show(prefs);
}

/** A change made here: applied now, remembered as not yet on the account. */
export function setReadingPrefs(change: Partial<ReadingPrefs>): void {
  const keys = (Object.keys(change) as ReadingPrefKey[]).filter((k) => change[k] !== undefined);
  if (keys.length === 0) return;
  store({ ...getReadingPrefs(), ...change });
  writePending([...pendingPrefKeys(), ...keys]);
  changeListeners.forEach((l) => l(keys));
}

/** Calls `listener` with the fields of every change made on this device (the sync sends them). */
export function onReadingPrefsChange(listener: (keys: ReadingPrefKey[]) => void): void {
  changeListeners.add(listener);
}

/** The account's copy arrived: it replaces what is here, except fields changed here and not yet sent. */
export function adoptAccountSettings(account: ReadingSettings): void {
  const pending = pendingPrefKeys();
  const next: ReadingPrefs = { ...getReadingPrefs() };
  for (const key of Object.keys(DEFAULTS) as ReadingPrefKey[]) {
    if (!pending.includes(key)) (next as Record<string, unknown>)[key] = account[key];
  }
  store(next);
}

/** Applies the stored settings and follows the system theme and other tabs. Call once at start-up. */
export function initReadingPrefs(): void {
  applyReadingPrefs(getReadingPrefs());
  onSystemThemeChange(() => {
    if (getReadingPrefs().theme === null) show({ ...getReadingPrefs() });
  });
  window.addEventListener('storage', (e) => {
    if (e.key === PREFS_KEY || e.key === LEGACY_THEME_KEY || e.key === null) show(load());
  });
}

/** The reader is on screen (sepia shows only there); index.html's script sets it for /read/ too. */
export function setReaderMode(on: boolean): void {
  markReaderShown(on);
  applyReadingPrefs(getReadingPrefs());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The settings; the defaults while hydrating a page the server rendered with them (lib/useBrowserValue.ts). */
export function useReadingPrefs(): ReadingPrefs {
  return useBrowserValue(subscribe, getReadingPrefs, DEFAULTS);
}

/** Forgets the cached copy (tests change local storage behind the module's back). */
export function resetReadingPrefsCache(): void {
  cached = null;
}
