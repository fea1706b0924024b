import type { ApiInput, HeaderInfo } from '@okuryazar/shared';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useAccountQuery } from '../../../lib/useAccountQuery';

export type UpdateSettingsBody = ApiInput<'PUT /setting'>['body'];

export const settingsKeys = {
  all: ['settings'] as const,
  mine: (userId: number | undefined) => ['settings', userId] as const,
};

/** GET /setting (docs/PRODUCT.md#api). A 401 here means the session is gone: the default redirect applies. */
export function useSettings() {
  return useAccountQuery(settingsKeys.mine, (signal) => call('GET /setting', { signal }));
}

type HeaderInfoLike = Partial<HeaderInfo>;

/**
 * Writes a changed photo or username into the cached header info (so the header shows it at
 * once) and the profile pages, then refetches them in the background.
 */
export function refreshAccountViews(client: QueryClient, patch: HeaderInfoLike): void {
  client.setQueriesData<HeaderInfoLike>({ queryKey: ['headerInfo'] }, (old) => (old ? { ...old, ...patch } : old));
  void client.invalidateQueries({ queryKey: ['headerInfo'] });
  void client.invalidateQueries({ queryKey: ['profile'] });
}
