import type { QueryClient } from '@tanstack/react-query';
import type { ContentWarning, ReadingSettings, ReadingSettingsBody } from '@okuryazar/shared';
import { call } from '../../../lib/api';
import { getSession } from '../../../lib/session';
import { useAccountQuery } from '../../../lib/useAccountQuery';
import { useSession } from '../../../lib/useSession';
import { adoptAccountSettings, clearPending, getReadingPrefs } from './prefsStore';
import type { ReadingPrefKey } from './prefsTypes';

/**
 * The account's reading settings (docs/PRODUCT.md#trust-and-safety, #reading-comfort-and-writers-tools):
 * all of them, hidden content warnings too, are one query, `readingSettingsKey(userId)`, filled
 * by every GET /settings/reading and replaced by every PUT (`putReadingSettings`). Each answer
 * also becomes this device's typography (prefsStore.ts), but for what is pending there.
 */
export const readingSettingsKey = (userId: number | undefined) => ['readingSettings', userId] as const;

/** `quiet`: a 401 does not send the reader to the login (the background sync). */
export type Quiet = { quiet?: boolean };
const quietOptions = (quiet = false) => (quiet ? { redirectOn401: false } : {});

/** GET /settings/reading: the answer also becomes this device's typography (but what is pending). */
export async function fetchReadingSettings(signal: AbortSignal, { quiet }: Quiet = {}): Promise<ReadingSettings> {
  const settings = await call('GET /settings/reading', { signal, ...quietOptions(quiet) });
  adoptAccountSettings(settings);
  return settings;
}

export function useReadingSettings(enabled = true) {
  return useAccountQuery(readingSettingsKey, (signal) => fetchReadingSettings(signal), { enabled, staleTime: 60_000 });
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
export async function putReadingSettings(
  client: QueryClient,
  body: ReadingSettingsBody,
  { quiet, settles = [] }: Quiet & { settles?: ReadingPrefKey[] } = {},
): Promise<ReadingSettings> {
  const userId = getSession()?.userId;
  const sent = getReadingPrefs();
  const saved = await call('PUT /settings/reading', { body, ...quietOptions(quiet) });
  // Only what was sent is settled: a field changed again while the call ran (sepia, then dark
  // before sepia's answer came) stays pending, so the answer does not undo the newer choice.
  const now = getReadingPrefs();
  clearPending(settles.filter((key) => JSON.stringify(now[key]) === JSON.stringify(sent[key])));
  adoptAccountSettings(saved);
  client.setQueryData(readingSettingsKey(userId), saved);
  // Hidden warnings and tags change what every list and search shows.
  if (body.hidden_warnings !== undefined || body.hidden_tags !== undefined) void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'readingSettings' });
  return saved;
}

/** A change made on the settings page (hidden warnings or tags); resolves with the account's settings. */
export function saveReadingSettings(client: QueryClient, body: ReadingSettingsBody): Promise<ReadingSettings> {
  return putReadingSettings(client, body);
}
