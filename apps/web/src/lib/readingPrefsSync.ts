import type { ReadingSettingsBody } from '@okuryazar/shared';
import { call } from './api';
import {
  adoptServerPrefs,
  clearPending,
  getReadingPrefs,
  onReadingPrefsChange,
  pendingPrefKeys,
  type ReadingPrefKey,
} from './readingPrefs';
import { getToken, onSessionChange } from './session';

/** Several quick changes in the panel become one PUT. */
export const PREFS_SAVE_DELAY_MS = 800;

const quiet = { redirectOn401: false } as const;
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
async function push(): Promise<void> {
  const keys = pendingPrefKeys();
  if (keys.length === 0 || !getToken()) return;
  const saved = await call('PUT /settings/reading', { body: pendingBody(keys), ...quiet });
  // Only what was sent is settled; a change made while the call ran stays pending.
  clearPending(keys);
  adoptServerPrefs(saved);
}

/**
 * Brings this device and the account together: changes made here and not yet sent go up
 * first (made offline, say); then the account's copy wins for everything else, so a new
 * device takes the reader's settings.
 */
export async function syncReadingPrefs(): Promise<void> {
  if (!getToken()) return;
  if (inFlight) return inFlight;
  inFlight = (async () => {
    try {
      if (pendingPrefKeys().length > 0) await push();
      else adoptServerPrefs(await call('GET /settings/reading', quiet));
    } catch (error) {
      console.error('Okuma ayarları eşitlenemedi:', error);
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

function schedulePush(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    if (!navigator.onLine) return;
    push().catch((error: unknown) => console.error('Okuma ayarları kaydedilemedi:', error));
  }, PREFS_SAVE_DELAY_MS);
}

/** Start-up: sync now when logged in, after a login, when the connection returns; send changes as they happen. */
export function startReadingPrefsSync(): void {
  void syncReadingPrefs();
  onSessionChange(() => void syncReadingPrefs());
  window.addEventListener('online', () => void syncReadingPrefs());
  onReadingPrefsChange(schedulePush);
}
