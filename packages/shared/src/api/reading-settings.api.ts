import { readingSettingsBodySchema, readingSettingsSchema } from '../reading-settings';
import { defineRoutes } from './contract';

const tags = ['settings'];

/** Reader settings that follow the reader across devices (docs/PRODUCT.md#reading-comfort-and-writers-tools). */
export const readingSettingsApi = defineRoutes({
  'GET /settings/reading': {
    auth: 'user',
    tags,
    summary: 'Okuma ayarları (yazı boyutu, yazı tipi, satır aralığı, genişlik, tema, gizlenen uyarılar)',
    response: readingSettingsSchema,
    errors: [],
  },
  'PUT /settings/reading': {
    auth: 'user',
    tags,
    summary: 'Okuma ayarlarını değiştirir (gönderilmeyen ayar olduğu gibi kalır)',
    body: readingSettingsBodySchema,
    response: readingSettingsSchema,
    errors: [],
  },
});
