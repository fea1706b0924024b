import type { accountApi } from '@okuryazar/shared';
import type { AppContext } from '../../context';
import { readMultipart } from '../../lib/multipart';
import type { RouteHandlers } from '../../lib/route-table';
import { getSettings, updateProfileImage, updateSettings } from './settings.service';

type SettingsKey = Extract<keyof typeof accountApi, `${string} /setting${string}`>;

export function settingsHandlers(ctx: AppContext): RouteHandlers<SettingsKey> {
  return {
    'GET /setting': (request) => getSettings(ctx, request.user),
    'PUT /setting': (request) => updateSettings(ctx, request.user, request.body),
    'PUT /setting/image': async (request) => {
      const { fields, file } = await readMultipart(request, 'profile_image_url');
      return updateProfileImage(ctx, request.user, fields, file);
    },
  };
}
