import type { accountApi, readingSettingsApi } from '@okuryazar/shared';
import type { AppContext } from '../../lib/context';
import { readMultipart } from '../../lib/multipart';
import { setPageSession } from '../../lib/page-cookie';
import type { RouteHandlers } from '../../lib/route-table';
import { getReadingSettings, updateReadingSettings } from './reading-settings.service';
import { getSettings, updateProfileImage, updateSettings } from './settings.service';

type SettingsKey = Extract<keyof typeof accountApi, `${string} /setting${string}`>;

export function settingsHandlers(ctx: AppContext): RouteHandlers<SettingsKey | keyof typeof readingSettingsApi> {
  return {
    'GET /setting': (request) => getSettings(ctx, request.user),
    'PUT /setting': async (request, reply) => {
      const answer = await updateSettings(ctx, request.user, request.body);
      // A password change ends the old page cookie with the old token: the new token brings a new one.
      if (answer.token) await setPageSession(ctx, reply, answer.token);
      return answer;
    },
    'PUT /setting/image': async (request) => {
      const { fields, file } = await readMultipart(request, 'profile_image_url');
      return updateProfileImage(ctx, request.user, fields, file);
    },
    'GET /settings/reading': (request) => getReadingSettings(ctx, request.user),
    'PUT /settings/reading': (request) => updateReadingSettings(ctx, request.user, request.body),
  };
}
