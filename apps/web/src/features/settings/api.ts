import type {
  profileImageResponseSchema,
  Settings,
  updateSettingsBodySchema,
  updateSettingsResponseSchema,
} from '@okuryazar/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { useSession } from '../../lib/useSession';

export type UpdateSettingsBody = z.input<typeof updateSettingsBodySchema>;
export type UpdateSettingsResponse = z.infer<typeof updateSettingsResponseSchema>;
export type ProfileImageResponse = z.infer<typeof profileImageResponseSchema>;

export const settingsKeys = {
  all: ['settings'] as const,
  mine: (userId: number | undefined) => ['settings', userId] as const,
};

/** GET /setting (SPEC §7). A 401 here means the session is gone: the default redirect applies. */
export function useSettings() {
  const session = useSession();
  return useQuery({
    queryKey: settingsKeys.mine(session?.userId),
    queryFn: ({ signal }) => apiRequest<Settings>('/setting', { signal }),
    enabled: session !== null,
  });
}

/**
 * PUT /setting. A wrong current password answers 401, which must not log the user out:
 * the modal stays open instead (SPEC §8), so the automatic 401 redirect is off here.
 */
export function updateSettings(body: UpdateSettingsBody): Promise<UpdateSettingsResponse> {
  return apiRequest<UpdateSettingsResponse>('/setting', { method: 'PUT', body, redirectOn401: false });
}

/** PUT /setting/image with the file in the field profile_image_url. */
export function uploadProfilePhoto(file: File): Promise<ProfileImageResponse> {
  const form = new FormData();
  form.append('profile_image_url', file, file.name);
  return apiRequest<ProfileImageResponse>('/setting/image', { method: 'PUT', body: form });
}

/** PUT /setting/image with removeImage=true: back to the default photo. */
export function removeProfilePhoto(): Promise<ProfileImageResponse> {
  const form = new FormData();
  form.append('removeImage', 'true');
  return apiRequest<ProfileImageResponse>('/setting/image', { method: 'PUT', body: form });
}

interface HeaderInfoLike {
  username?: string;
  profile_image_url?: string | null;
}

/**
 * Writes a changed photo or username into the cached header info (so the header shows it at
 * once) and the profile pages, then refetches them in the background.
 */
export function refreshAccountViews(client: QueryClient, patch: HeaderInfoLike): void {
  client.setQueriesData<HeaderInfoLike>({ queryKey: ['headerInfo'] }, (old) => (old ? { ...old, ...patch } : old));
  void client.invalidateQueries({ queryKey: ['headerInfo'] });
  void client.invalidateQueries({ queryKey: ['profile'] });
}
