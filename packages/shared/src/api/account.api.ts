import { z } from 'zod';
import {
  agreementsResponseSchema,
  agreementDocumentParamsSchema,
  profileImageFieldsSchema,
  profileImageResponseSchema,
  resetPasswordBodySchema,
  resetRequestBodySchema,
  resetTokenParamsSchema,
  resetTokenStatusResponseSchema,
  settingsSchema,
  updateSettingsBodySchema,
  updateSettingsResponseSchema,
} from '../account-schemas';
import { messageResponseSchema } from '../authoring-schemas';
import { headerInfoSchema, loginBodySchema, loginResponseSchema, registerBodySchema, registerResponseSchema } from '../auth-schemas';
import { defineRoutes } from './contract';

/** Per-address limits leave room for a classroom behind one address (docs/PRODUCT.md#operator-and-tool-contracts). */
const LOGIN_IP_LIMIT = { max: 60, timeWindow: '1 minute' };
const REGISTER_IP_LIMIT = { max: 30, timeWindow: '15 minutes' };

/**
 * The account: sign-up and login, password reset, settings, the header's user line and the
 * agreements (docs/PRODUCT.md#api-account, Settings, Static). The reset calls take no
 * bearer token and are limited per client address.
 */
export const accountApi = defineRoutes({
  'POST /auth/register': {
    auth: 'public',
    tags: ['auth'],
    summary: 'Yeni hesap oluşturur',
    body: registerBodySchema,
    status: 201,
    response: registerResponseSchema,
    errors: [409],
    rateLimit: REGISTER_IP_LIMIT,
  },
  'POST /auth/login': {
    auth: 'public',
    tags: ['auth'],
    summary: 'Giriş yapar ve bir erişim anahtarı döner',
    body: loginBodySchema,
    response: loginResponseSchema,
    errors: [401],
    rateLimit: LOGIN_IP_LIMIT,
  },
  'POST /auth/logout': {
    auth: 'public',
    tags: ['auth'],
    summary: 'Sayfa oturum çerezini siler (erişim anahtarı tarayıcıda silinir)',
    response: messageResponseSchema,
    errors: [],
  },
  'GET /header/headerInfo': {
    auth: 'user',
    tags: ['header'],
    summary: 'Üst çubuktaki kullanıcı adı ve profil fotoğrafı',
    response: headerInfoSchema,
    errors: [],
  },
  'POST /reset-password/send-reset-email': {
    auth: 'public',
    tags: ['account'],
    summary: 'Şifre sıfırlama bağlantısı gönderir',
    body: resetRequestBodySchema,
    response: messageResponseSchema,
    errors: [],
    rateLimit: { max: 10, timeWindow: '15 minutes' },
  },
  'POST /reset-password/reset-password': {
    auth: 'public',
    tags: ['account'],
    summary: 'Bağlantıdaki anahtarla yeni şifre belirler',
    body: resetPasswordBodySchema,
    response: messageResponseSchema,
    errors: [],
    rateLimit: { max: 20, timeWindow: '15 minutes' },
  },
  'GET /reset-password/:token/status': {
    auth: 'public',
    tags: ['account'],
    summary: 'Bağlantı hâlâ geçerli mi (anahtarı kullanmadan)',
    params: resetTokenParamsSchema,
    response: resetTokenStatusResponseSchema,
    errors: [],
    rateLimit: { max: 20, timeWindow: '15 minutes' },
  },
  'GET /setting': {
    auth: 'user',
    tags: ['settings'],
    summary: 'Hesap ayarları',
    response: settingsSchema,
    errors: [],
  },
  'PUT /setting': {
    auth: 'user',
    tags: ['settings'],
    summary: 'Ayarları kaydeder (mevcut şifre gerekir; yeni şifre password_hash alanında)',
    body: updateSettingsBodySchema,
    response: updateSettingsResponseSchema,
    errors: [409],
  },
  'PUT /setting/image': {
    auth: 'user',
    tags: ['settings'],
    summary: 'Profil fotoğrafı (multipart: profile_image_url dosyası ya da removeImage=true)',
    multipart: { fields: profileImageFieldsSchema, file: 'profile_image_url' },
    response: profileImageResponseSchema,
    errors: [413],
  },
  'GET /agreements': {
    auth: 'public',
    tags: ['static'],
    summary: 'Gizlilik politikası, kullanım şartları ve KVKK aydınlatma metni (HTML)',
    response: agreementsResponseSchema,
    errors: [],
  },
  'GET /agreements/:key/document': {
    auth: 'public',
    tags: ['static'],
    summary: 'Sözleşmenin .docx dosyası',
    params: agreementDocumentParamsSchema,
    // The file itself (application/vnd.openxmlformats-officedocument.wordprocessingml.document).
    response: z.string().meta({ format: 'binary' }),
    errors: [],
  },
});
