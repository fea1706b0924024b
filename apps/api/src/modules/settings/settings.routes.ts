import type { accountApi, readingSettingsApi } from '@okuryazar/shared';
import type { AppContext } from '../../lib/context';
import { readMultipart } from '../../lib/multipart';
import type { RouteHandlers } from '../../lib/route-table';
import { getReadingSettings, updateReadingSettings } from './reading-settings.service';
import { getSettings, updateProfileImage, updateSettings } from './settings.service';

type SettingsKey = Extract<keyof typeof accountApi, `${string} /setting${string}`>;

export function settingsHandlers(ctx: AppContext): RouteHandlers<SettingsKey | keyof typeof readingSettingsApi> {
  return {
    'GET /setting': (request) => getSettings(ctx, request.user),
    'PUT /setting': (request) => updateSettings(ctx, request.user, request.body),
    'PUT /setting/image': async (request) => {
      const { fields, file } = await readMultipart(request, 'profile_image_url');
      return updateProfileImage(ctx, request.user, fields, file);
    },
    'GET /settings/reading': (request) => getReadingSettings(ctx, request.user),
    'PUT /settings/reading': (request) => updateReadingSettings(ctx, request.user, request.body),
  };
}
