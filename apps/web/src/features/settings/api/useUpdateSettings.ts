import type { Settings } from '@okuryazar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { getSession, saveSession } from '../../../lib/session';
import { refreshAccountViews, settingsKeys, type UpdateSettingsBody } from './settings';

/**
 * PUT /setting: the account form's save. A wrong current password answers 401, which must not
 * log the user out: the modal stays open instead (docs/PRODUCT.md#error-messages), so the
 * automatic 401 redirect is off here. The answer is the account as stored: it becomes the
 * session's username (and token, after a password change), the cached settings and the header.
 */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateSettingsBody) => {
      const { token, username, email, full_name, bio, profile_image_url } = await call('PUT /setting', { body, redirectOn401: false });
      const settings: Settings = { username, email, full_name, bio, profile_image_url };
      return { token, settings };
    },
    onSuccess: ({ token, settings }) => {
      const session = getSession();
      if (session && (token || settings.username !== session.username)) {
        saveSession({ token: token ?? session.token, userId: session.userId, username: settings.username });
      }
      client.setQueryData<Settings>(settingsKeys.mine(session?.userId), (old) => ({ ...(old ?? settings), ...settings }));
      refreshAccountViews(client, { username: settings.username, profile_image_url: settings.profile_image_url });
    },
  });
}
