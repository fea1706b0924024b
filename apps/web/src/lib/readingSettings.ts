import { useSyncExternalStore } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  READER_FONT_FAMILIES,
  READER_FONT_SIZE_STEPS,
  READER_LINE_HEIGHT_STEPS,
  READER_THEMES,
  READER_TYPOGRAPHY_DEFAULTS,
  READER_WIDTHS,
  type ContentWarning,
  type ReaderTheme,
  type ReadingSettings,
  type ReadingSettingsBody,
} from '@okuryazar/shared';
import { call } from './api';
import { getSession, getToken, onSessionChange } from './session';
import { useSession } from './useSession';

/**
 * The reader's settings (docs/PRODUCT.md#trust-and-safety, #reading-comfort-and-writers-tools), one call `GET`/`PUT /settings/reading` and one module:
 *
 * - The account's copy (all of it, hidden content warnings too) is one query,
 *   `readingSettingsKey(userId)`; every GET fills it and every PUT (`saveReadingSettings`)
 *   replaces it.
 * - The typography and the theme are also kept on this device (`PREFS_KEY` in local storage),
 *   so that index.html's inline script applies them before the first paint and a visitor has
 *   them too. Whatever copy of the account's arrives is taken into it, except the fields
 *   changed here and not yet sent (`PENDING_KEY`); those go up first, in one PUT after a short
 *   pause (`startReadingSettingsSync`).
 *
 * The theme here is the app's only theme (lib/theme): the profile menu's switch and the
 * reader's panel change the same value. Sepia only colours the reader (`data-reader` on
 * <html>); elsewhere it looks light.
 *
 * Keep the storage key and the attribute names in step with the script in index.html.
 */
export type ReadingPrefs = Omit<ReadingSettings, 'hidden_warnings' | 'theme'> & {
  /** null: no choice made, the theme follows the operating system. */
  theme: ReaderTheme | null;
};
export type ReadingPrefKey = keyof ReadingPrefs;

export const PREFS_KEY = 'reading-settings';
/** The fields changed on this device and not yet stored on the account. */
export const PENDING_KEY = 'reading-settings-pending';
/** Written by the theme switch before the settings existed; still read as the theme. */
const LEGACY_THEME_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
/** Several quick changes in the panel become one PUT. */
export const PREFS_SAVE_DELAY_MS = 800;

const DEFAULTS: ReadingPrefs = { ...READER_TYPOGRAPHY_DEFAULTS, theme: null };

// ---------------------------------------------------------------------------------------------
// This device's copy: typography and theme

const listeners = new Set<() => void>();
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

function clearPending(keys: ReadingPrefKey[]): void {
  writePending(pendingPrefKeys().filter((k) => !keys.includes(k)));
}

function systemTheme(): 'light' | 'dark' {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The theme shown: the stored choice, else the system's. */
export function effectiveTheme(prefs: ReadingPrefs = getReadingPrefs()): ReaderTheme {
  return prefs.theme ?? systemTheme();
}

const THEME_COLOR: Record<ReaderTheme, string> = { light: '#faf7f2', sepia: '#f4ecd8', dark: '#171412' };

/** Sets the attributes the stylesheets read (the same as index.html's script does). */
export function applyReadingPrefs(prefs: ReadingPrefs = getReadingPrefs()): void {
  const root = document.documentElement;
  const theme = effectiveTheme(prefs);
  root.dataset.theme = theme;
  root.dataset.readerSize = String(prefs.font_size);
  root.dataset.readerFont = prefs.font_family;
  root.dataset.readerLeading = String(prefs.line_height);
  root.dataset.readerWidth = prefs.width;
  const sepiaShown = theme === 'sepia' && root.dataset.reader !== undefined;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', THEME_COLOR[theme === 'sepia' && !sepiaShown ? 'light' : theme]);
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

const changeListeners = new Set<(keys: ReadingPrefKey[]) => void>();

/** A change made here: applied now, remembered as not yet on the account. */
export function setReadingPrefs(change: Partial<ReadingPrefs>): void {
  const keys = (Object.keys(change) as ReadingPrefKey[]).filter((k) => change[k] !== undefined);
  if (keys.length === 0) return;
  store({ ...getReadingPrefs(), ...change });
  writePending([...pendingPrefKeys(), ...keys]);
  changeListeners.forEach((l) => l(keys));
}

/** The account's copy arrived: it replaces what is here, except fields changed here and not yet sent. */
function adoptAccountSettings(account: ReadingSettings): void {
  const pending = pendingPrefKeys();
  const next: ReadingPrefs = { ...getReadingPrefs() };
  for (const key of Object.keys(DEFAULTS) as ReadingPrefKey[]) {
    if (!pending.includes(key)) (next as Record<string, unknown>)[key] = account[key];
  }
  store(next);
}

/** Applies the stored settings and follows the system theme and other tabs. Call once at start-up. */
export function initReadingPrefs(): void {
  applyReadingPrefs();
  window.matchMedia?.(DARK_QUERY).addEventListener?.('change', () => {
    if (getReadingPrefs().theme === null) show({ ...getReadingPrefs() });
  });
  window.addEventListener('storage', (e) => {
    if (e.key === PREFS_KEY || e.key === LEGACY_THEME_KEY || e.key === null) show(load());
  });
}

/** The reader is on screen (sepia shows only there); index.html's script sets it for /read/ too. */
export function setReaderMode(on: boolean): void {
  if (on) document.documentElement.dataset.reader = '';
  else delete document.documentElement.dataset.reader;
  applyReadingPrefs();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReadingPrefs(): ReadingPrefs {
  return useSyncExternalStore(subscribe, getReadingPrefs, () => DEFAULTS);
}

/** Forgets the cached copy (tests change local storage behind the module's back). */
export function resetReadingPrefsCache(): void {
  cached = null;
}

// ---------------------------------------------------------------------------------------------
// The account's copy: one query, one GET, one PUT

export const readingSettingsKey = (userId: number | undefined) => ['readingSettings', userId] as const;

/** `quiet`: a 401 does not send the reader to the login (the background sync). */
type Quiet = { quiet?: boolean };
const quietOptions = (quiet = false) => (quiet ? { redirectOn401: false } : {});

/** GET /settings/reading: the answer also becomes this device's typography (but what is pending). */
async function fetchReadingSettings(signal: AbortSignal, { quiet }: Quiet = {}): Promise<ReadingSettings> {
  const settings = await call('GET /settings/reading', { signal, ...quietOptions(quiet) });
  adoptAccountSettings(settings);
  return settings;
}

export function useReadingSettings(enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: readingSettingsKey(session?.userId),
    queryFn: ({ signal }) => fetchReadingSettings(signal),
    enabled: enabled && session !== null,
    staleTime: 60_000,
  });
}

/**
 * The content warnings this reader hides: none for a visitor (or when the settings cannot be
 * read), undefined while they load, so a story is not shown before it is known to be wanted.
 * Only asked for when `needed` (a story with warnings), so most pages make no extra call.
 */
export function useHiddenWarnings(needed = true): readonly ContentWarning[] | undefined {
  const session = useSession();
  const query = useReadingSettings(needed);
  if (session === null || query.isError) return [];
  return query.data?.hidden_warnings;
}

/**
 * PUT /settings/reading, the one way a change reaches the account: the answer (the whole
 * settings) replaces the cached copy and this device's typography, but for what is pending
 * after the fields this call `settles` (the ones it sent from this device) are no longer.
 */
async function put(client: QueryClient, body: ReadingSettingsBody, { quiet, settles = [] }: Quiet & { settles?: ReadingPrefKey[] } = {}): Promise<ReadingSettings> {
  const userId = getSession()?.userId;
  const sent = getReadingPrefs();
  const saved = await call('PUT /settings/reading', { body, ...quietOptions(quiet) });
  // Only what was sent is settled: a field changed again while the call ran (sepia, then dark
  // before sepia's answer came) stays pending, so the answer does not undo the newer choice.
  const now = getReadingPrefs();
  clearPending(settles.filter((key) => JSON.stringify(now[key]) === JSON.stringify(sent[key])));
  adoptAccountSettings(saved);
  client.setQueryData(readingSettingsKey(userId), saved);
  // Hidden warnings change what every list and search shows.
  if (body.hidden_warnings !== undefined) void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'readingSettings' });
  return saved;
}

/** A change made on the settings page (hidden warnings); resolves with the account's settings. */
export function saveReadingSettings(client: QueryClient, body: ReadingSettingsBody): Promise<ReadingSettings> {
  return put(client, body);
}

// ---------------------------------------------------------------------------------------------
// Sync between this device and the account

let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight: Promise<void> | null = null;

/** The fields changed on this device, as the account's partial PUT takes them. */
function pendingBody(keys: ReadingPrefKey[]): ReadingSettingsBody {
  const prefs = getReadingPrefs();
  const body: ReadingSettingsBody = {};
  for (const key of keys) {
    const value = prefs[key];
    // A theme never chosen (following the system) is not a change to store.
    if (value !== null) (body as Record<string, unknown>)[key] = value;
  }
  return body;
}

/** Sends what changed here; on failure (offline) it stays pending for the next try. */
async function push(client: QueryClient): Promise<void> {
  const keys = pendingPrefKeys();
  if (keys.length === 0 || !getToken()) return;
  await put(client, pendingBody(keys), { quiet: true, settles: keys });
}

/**
 * Brings this device and the account together: changes made here and not yet sent go up
 * first (made offline, say); then the account's copy wins for everything else, so a new
 * device takes the reader's settings. The GET fills the same query the pages read.
 */
export async function syncReadingSettings(client: QueryClient): Promise<void> {
  const userId = getSession()?.userId;
  if (userId === undefined) return;
  if (inFlight) return inFlight;
  inFlight = (async () => {
    try {
      if (pendingPrefKeys().length > 0) await push(client);
      else
        await client.fetchQuery({
          queryKey: readingSettingsKey(userId),
          queryFn: ({ signal }) => fetchReadingSettings(signal, { quiet: true }),
          staleTime: 0,
        });
    } catch (error) {
      console.error('Okuma ayarları eşitlenemedi:', error);
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

function schedulePush(client: QueryClient): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    if (!navigator.onLine) return;
    push(client).catch((error: unknown) => console.error('Okuma ayarları kaydedilemedi:', error));
  }, PREFS_SAVE_DELAY_MS);
}

/** Start-up: sync now when logged in, after a login, when the connection returns; send changes as they happen. */
export function startReadingSettingsSync(client: QueryClient): void {
  void syncReadingSettings(client);
  onSessionChange(() => void syncReadingSettings(client));
  window.addEventListener('online', () => void syncReadingSettings(client));
  changeListeners.add(() => schedulePush(client));
}
