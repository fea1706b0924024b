import type { ApiInput, HeaderInfo } from '@okuryazar/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { useSession } from '../../lib/useSession';

export type UpdateSettingsBody = ApiInput<'PUT /setting'>['body'];

export const settingsKeys = {
  all: ['settings'] as const,
  mine: (userId: number | undefined) => ['settings', userId] as const,
};

/** GET /setting (docs/PRODUCT.md#api). A 401 here means the session is gone: the default redirect applies. */
export function useSettings() {
  const session = useSession();
  return useQuery({
    queryKey: settingsKeys.mine(session?.userId),
    queryFn: ({ signal }) => call('GET /setting', { signal }),
    enabled: session !== null,
  });
}

/**
 * PUT /setting. A wrong current password answers 401, which must not log the user out:
 * the modal stays open instead (docs/PRODUCT.md#error-messages), so the automatic 401 redirect is off here.
 */
export function updateSettings(body: UpdateSettingsBody) {
  return call('PUT /setting', { body, redirectOn401: false });
}

/** PUT /setting/image with the file in the field profile_image_url. */
export function uploadProfilePhoto(file: File) {
  const form = new FormData();
  form.append('profile_image_url', file, file.name);
  return call('PUT /setting/image', { body: form });
}

/** PUT /setting/image with removeImage=true: back to the default photo. */
export function removeProfilePhoto() {
  const form = new FormData();
  form.append('removeImage', 'true');
  return call('PUT /setting/image', { body: form });
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
