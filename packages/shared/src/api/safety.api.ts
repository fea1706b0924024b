import { z } from 'zod';
import { beforePageQuerySchema } from '../paging-schemas';
import {
  accountExportSchema,
  deleteAccountBodySchema,
  privacyBodySchema,
  privacySettingsSchema,
  relationUserSchema,
} from '../safety-schemas';
import { defineTaggedRoutes, idParams } from './contract';

const user = idParams('userId');
const done = z.object({ success: z.boolean() });

/** Block and mute, who may message whom, and the self-served KVKK rights (docs/PRODUCT.md#trust-and-safety). */
export const safetyApi = defineTaggedRoutes('safety', {
  'POST /blocks/:userId': {
    auth: 'user',
    summary: 'Kullanıcıyı engeller (takipler iki yönde de kalkar)',
    params: user,
    status: 201,
    response: relationUserSchema,
    errors: [400, 404],
    writeLimit: 'follow',
  },
  'DELETE /blocks/:userId': {
    auth: 'user',
    summary: 'Engeli kaldırır',
    params: user,
    response: done,
    errors: [404],
  },
  'GET /blocks': {
    auth: 'user',
    summary: 'Engellenen kişiler, en yeni önce (?before=user_id)',
    query: beforePageQuerySchema,
    response: z.array(relationUserSchema),
    errors: [],
  },
  'POST /mutes/:userId': {
    auth: 'user',
    summary: 'Kullanıcıyı sessize alır',
    params: user,
    status: 201,
    response: relationUserSchema,
    errors: [400, 404],
    writeLimit: 'follow',
  },
  'DELETE /mutes/:userId': {
    auth: 'user',
    summary: 'Sessizden çıkarır',
    params: user,
    response: done,
    errors: [404],
  },
  'GET /mutes': {
    auth: 'user',
    summary: 'Sessize alınan kişiler, en yeni önce (?before=user_id)',
    query: beforePageQuerySchema,
    response: z.array(relationUserSchema),
    errors: [],
  },
  'GET /settings/privacy': {
    auth: 'user',
    summary: 'Gizlilik ayarları: kimler mesaj gönderebilir',
    response: privacySettingsSchema,
    errors: [],
  },
  'PUT /settings/privacy': {
    auth: 'user',
    summary: 'Kimlerin mesaj gönderebileceğini ayarlar (18 yaş altı en fazla takip edilenler)',
    body: privacyBodySchema,
    response: privacySettingsSchema,
    errors: [],
  },
  'GET /account/export': {
    auth: 'user',
    summary: 'KVKK: hakkınızda saklanan her şey, JSON dosyası olarak',
    response: accountExportSchema,
    // Five a hour per account: each one reads the whole history (issue 26).
    errors: [429],
  },
  'DELETE /account': {
    auth: 'user',
    summary: 'KVKK: hesabı ve kişisel verileri siler (şifre gerekir)',
    body: deleteAccountBodySchema,
    response: z.object({ message: z.string() }),
    errors: [429],
  },
});
