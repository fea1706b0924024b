import { readingSettingsBodySchema, readingSettingsSchema } from '../reading-settings';
import { defineTaggedRoutes } from './contract';

/** Reader settings that follow the reader across devices (docs/PRODUCT.md#reading-comfort-and-writers-tools). */
export const readingSettingsApi = defineTaggedRoutes('settings', {
  'GET /settings/reading': {
    auth: 'user',
    summary:
      'Okuma ayarları (yazı boyutu, yazı tipi, satır aralığı, genişlik, tema, gizlenen uyarılar)',
    response: readingSettingsSchema,
    errors: [],
  },
  'PUT /settings/reading': {
    auth: 'user',
    summary: 'Okuma ayarlarını değiştirir (gönderilmeyen ayar olduğu gibi kalır)',
    body: readingSettingsBodySchema,
    response: readingSettingsSchema,
    errors: [],
  },
});
