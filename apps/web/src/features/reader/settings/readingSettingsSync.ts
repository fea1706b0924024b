import type { QueryClient } from '@tanstack/react-query';
import type { ReadingSettingsBody } from '@okuryazar/shared';
import { getSession, getToken, onSessionChange } from '../../../lib/session';
import { getReadingPrefs, onReadingPrefsChange, pendingPrefKeys } from './prefsStore';
import type { ReadingPrefKey } from './prefsTypes';
import { fetchReadingSettings, putReadingSettings, readingSettingsKey } from './readingSettingsQueries';

/**
 * Brings this device's reading settings (prefsStore.ts) and the account's
 * (readingSettingsQueries.ts) together: the fields changed here go up in one PUT after a
 * short pause, and at start-up, after a login and when the connection returns.
 */

/** Several quick changes in the panel become one PUT. */
const PREFS_SAVE_DELAY_MS = 800;

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
  await putReadingSettings(client, pendingBody(keys), { quiet: true, settles: keys });
}

/**
 * Brings this device and the account together: changes made here and not yet sent go up
 * first (made offline, say); then the account's copy wins for everything else, so a new
 * device takes the reader's settings. The GET fills the same query the pages read.
 */
export async function syncReadingSettings(client: QueryClient): Promise<void> {
  const userId = getSession()?.userId;
  if (userId === undefined) return;
  // One sync at a time: the start-up, a login and a reconnection may ask together.
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
  onReadingPrefsChange(() => schedulePush(client));
}
