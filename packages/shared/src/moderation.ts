/**
 * Trust and safety catalogue (docs/PRODUCT.md#trust-and-safety): roles, what can be reported and why, what a
 * moderator can decide, and the Turkish texts of all of it. Both apps read these; stored
 * rows carry the keys, never the labels.
 */

export const USER_ROLES = ['user', 'moderator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const REPORT_TARGET_TYPES = ['story', 'chapter', 'comment', 'post', 'post_comment', 'user', 'message'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Reason keys with their Turkish labels, in the order the report dialog lists them. */
export const REPORT_REASON_LABELS = {
  self_harm: 'Kendine zarar verme veya intihar',
  illegal: 'Yasa dışı içerik',
  sexual: 'Çıplaklık veya cinsel içerik',
  hate: 'Nefret söylemi',
  violence: 'Şiddet',
  harassment: 'Taciz',
  fraud: 'Dolandırıcılık',
  intellectual_property: 'Fikri mülkiyet ihlali',
  other: 'Diğer',
} as const;
export type ReportReason = keyof typeof REPORT_REASON_LABELS;
export const REPORT_REASON_KEYS = Object.keys(REPORT_REASON_LABELS) as [ReportReason, ...ReportReason[]];

/** The key of a reason given as a key or as its Turkish label (the older post-report call sent labels). */
export function reportReasonKey(value: string): ReportReason | null {
  if (value in REPORT_REASON_LABELS) return value as ReportReason;
  const entry = Object.entries(REPORT_REASON_LABELS).find(([, label]) => label === value);
  return entry ? (entry[0] as ReportReason) : null;
}

/** Legal notices share the queue with reports under this target type. */
export const LEGAL_NOTICE_TARGET = 'legal_notice';
export const QUEUE_TARGET_TYPES = [...REPORT_TARGET_TYPES, LEGAL_NOTICE_TARGET] as const;
export type QueueTargetType = (typeof QUEUE_TARGET_TYPES)[number];

export const MODERATION_ACTIONS = ['dismiss', 'remove', 'suspend_author'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_LIMITS = {
  /** A report is to be decided within this many hours of the first one (the queue's due_at). */
  dueHours: 24,
  previewChars: 200,
  descriptionMax: 1000,
  noteMax: 1000,
  suspendDaysMax: 3650,
  legalNameMax: 100,
  legalUrlMax: 2000,
  legalDescriptionMax: 5000,
  /** Legal notices per address and hour. */
  legalNoticesPerHour: 5,
} as const;

export const MODERATION_CODES = {
  SUSPENDED: 'SUSPENDED',
  REPORT_DUPLICATE: 'REPORT_DUPLICATE',
  REPORT_OWN_CONTENT: 'REPORT_OWN_CONTENT',
  MODERATOR_ONLY: 'MODERATOR_ONLY',
  REMOVED: 'REMOVED',
} as const;

export const MODERATION_MSG = {
  targetTypeInvalid: 'Şikayet edilecek içerik türü geçersiz.',
  targetNotFound: 'Şikayet etmek istediğiniz içerik bulunamadı.',
  reportOwnContent: 'Kendi içeriğinizi şikayet edemezsiniz.',
  reportCreated: 'Şikayetiniz alındı. Moderatörlerimiz 24 saat içinde inceleyecek.',
  reportReviewPromise: 'Moderatörlerimiz 24 saat içinde inceleyecek; incelendiğinde size bildirim göndereceğiz.',
  moderatorOnly: 'Bu sayfa yalnızca moderatörlere açıktır.',
  actionInvalid: 'Geçersiz moderasyon kararı.',
  legalNoticeAction: 'Yasal bildirimler yalnızca “incelendi” olarak kapatılabilir.',
  noteTooLong: 'Not en fazla 1000 karakter olabilir.',
  noteRequired: 'Lütfen kararınızın gerekçesini not olarak yazın.',
  suspendDaysInvalid: 'Uzaklaştırma süresi 1 ile 3650 gün arasında olmalıdır.',
  cannotModerateSelf: 'Kendi içeriğiniz ya da hesabınız hakkında karar veremezsiniz.',
  cannotSuspendStaff: 'Moderatör ve yönetici hesapları uzaklaştırılamaz.',
  legalNameRequired: 'Lütfen adınızı yazın.',
  legalNameTooLong: 'Ad en fazla 100 karakter olabilir.',
  legalUrlInvalid: 'Lütfen içeriğin bağlantısını (http:// ya da https://) yazın.',
  legalDescriptionRequired: 'Lütfen bildiriminizi açıklayın.',
  legalDescriptionTooLong: 'Açıklama en fazla 5000 karakter olabilir.',
  legalNoticeCreated: 'Bildiriminiz alındı. En geç 24 saat içinde incelenecektir.',
  removedLabel: 'Kaldırıldı',
  removedReadOnly: 'Bu içerik moderatörlerimiz tarafından kaldırıldı; düzenlenemez ve yeniden yayımlanamaz.',
  /** The author's notice when their content was removed; the moderator's note follows. */
  removedNotice: (what: string, note: string) =>
    `${what} topluluk kurallarına aykırı bulunduğu için kaldırıldı.${note ? ` Moderatör notu: ${note}` : ''}`,
  suspendedNotice: (until: string | null, note: string) =>
    `Hesabınız ${until ? `${until} tarihine kadar` : 'süresiz olarak'} uzaklaştırıldı.${note ? ` Moderatör notu: ${note}` : ''}`,
  reviewedNotice: 'Yaptığınız şikayet moderatörlerimiz tarafından incelendi. Teşekkür ederiz.',
  /** The login refusal of a suspended account, naming the end date (docs/PRODUCT.md#trust-and-safety). */
  suspendedLogin: (until: string | null) =>
    until
      ? `Hesabınız ${until} tarihine kadar askıya alınmıştır. Bu tarihten sonra yeniden giriş yapabilirsiniz.`
      : 'Hesabınız süresiz olarak askıya alınmıştır.',
} as const;

/** How a removed target is named in its author's notice. */
export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  story: 'Hikayeniz',
  chapter: 'Bölümünüz',
  comment: 'Yorumunuz',
  post: 'Gönderiniz',
  post_comment: 'Gönderi yorumunuz',
  user: 'Profiliniz',
  message: 'Mesajınız',
};

/**
 * The operator's contact text on the public /iletisim page (Law 5651 requires one). These
 * are the operator's own values, not the project's: whoever runs a site sets them here
 * before building (README "Operator contact"); `npm start` rebuilds on the change.
 */
export const OPERATOR_CONTACT = {
  name: 'Okuryazar Yayın Platformu',
  email: 'destek@okuryazar.app',
  address: 'İstanbul, Türkiye',
  responseHours: 24,
} as const;
