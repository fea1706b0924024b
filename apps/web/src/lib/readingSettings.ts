import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ContentWarning, ReadingSettings, ReadingSettingsBody } from '@okuryazar/shared';
import { call } from './api';
import { useSession } from './useSession';

/** The reader's synced reading settings (DESIGN §8), shared by settings, the book page and the reader. */
export const readingSettingsKey = (userId: number | undefined) => ['readingSettings', userId] as const;

export function useReadingSettings(enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: readingSettingsKey(session?.userId),
    queryFn: ({ signal }) => call('GET /settings/reading', { signal }),
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

/** PUT /settings/reading; the answer (the whole settings) replaces the cached copy. */
export async function saveReadingSettings(client: QueryClient, userId: number | undefined, body: ReadingSettingsBody): Promise<ReadingSettings> {
  const saved = await call('PUT /settings/reading', { body });
  client.setQueryData(readingSettingsKey(userId), saved);
  // Hidden warnings change what every list and search shows.
  if (body.hidden_warnings !== undefined) void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'readingSettings' });
  return saved;
}
