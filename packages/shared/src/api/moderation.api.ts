import {
  createReportBodySchema,
  createReportResponseSchema,
  legalNoticeBodySchema,
  legalNoticeResponseSchema,
  moderationAuditQuerySchema,
  moderationAuditResponseSchema,
  moderationDecisionBodySchema,
  moderationDecisionResponseSchema,
  moderationQueueQuerySchema,
  moderationQueueResponseSchema,
} from '../moderation-schemas';
import { MODERATION_LIMITS } from '../moderation';
import { defineTaggedRoutes } from './contract';

/** Trust and safety (docs/PRODUCT.md#trust-and-safety): reports, legal notices, the moderators' queue, decisions and audit. */
export const moderationApi = defineTaggedRoutes('moderation', {
  'POST /reports': {
    auth: 'user',
    summary:
      'Bir hikayeyi, bölümü, yorumu, gönderiyi, gönderi yorumunu, kullanıcıyı ya da mesajı şikayet eder',
    body: createReportBodySchema,
    status: 201,
    response: createReportResponseSchema,
    errors: [403, 404, 409],
    writeLimit: 'report',
  },
  'POST /legal-notices': {
    auth: 'public',
    summary: 'Yasal bildirim (5651 sayılı Kanun): giriş gerektirmez',
    body: legalNoticeBodySchema,
    status: 201,
    response: legalNoticeResponseSchema,
    errors: [],
    rateLimit: { max: MODERATION_LIMITS.legalNoticesPerHour, timeWindow: '1 hour' },
  },
  'GET /moderation/reports': {
    auth: 'user',
    summary: 'Moderasyon kuyruğu: içerik başına bir kayıt, en eskisi önce (moderatörler)',
    query: moderationQueueQuerySchema,
    response: moderationQueueResponseSchema,
    errors: [403],
  },
  'POST /moderation/decisions': {
    auth: 'user',
    summary: 'Moderasyon kararı: reddet, kaldır ya da yazarı uzaklaştır (moderatörler)',
    body: moderationDecisionBodySchema,
    response: moderationDecisionResponseSchema,
    errors: [403, 404],
  },
  'GET /moderation/audit': {
    auth: 'user',
    summary: 'Moderasyon kararlarının kaydı: kim, ne zaman, ne, not (moderatörler)',
    query: moderationAuditQuerySchema,
    response: moderationAuditResponseSchema,
    errors: [403],
  },
});
